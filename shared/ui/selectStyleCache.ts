import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * react-select styles itself with emotion, which writes its rules into `<style>` elements it adds
 * to the page. A store with a strict Content-Security-Policy (`style-src 'self' <CDN>`, no
 * `'unsafe-inline'`) refuses those elements, and every dropdown would lose its layout.
 *
 * This cache hands emotion one constructed stylesheet (`new CSSStyleSheet()`, adopted by the
 * document) instead: rules added through the CSS object model are not inline styles, so no
 * policy refuses them and no nonce is needed. Browsers without constructed stylesheets (and
 * jsdom) keep emotion's own `<style>` elements (`undefined`: react-select's default cache).
 */
let cache: EmotionCache | null | undefined;

export function selectStyleCache(): EmotionCache | undefined {
  if (cache !== undefined) return cache ?? undefined;
  cache = null;
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document) || typeof CSSStyleSheet === 'undefined') return undefined;
  let sheet: CSSStyleSheet;
  try {
    sheet = new CSSStyleSheet();
  } catch {
    return undefined;
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const created = createCache({ key: 'pf-select' });
  // emotion calls only insert (per rule) and flush on its sheet.
  created.sheet.insert = (rule: string) => {
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A rule this browser does not understand (a vendor-prefixed selector): emotion skips it too.
    }
  };
  created.sheet.flush = () => sheet.replaceSync('');
  cache = created;
  return cache;
}
