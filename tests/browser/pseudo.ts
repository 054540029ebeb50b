import type { Page } from 'playwright-core';
import type { Catalog } from '../../shared/texts';
import { forms } from '../../shared/texts/define';
import type { Pack } from '../../shared/texts/languages';
import { builtFile, CDN } from './harness';

/**
 * The pseudo language, for tests only: every catalog's every text wrapped in brackets, its letters
 * accented and padded with tildes to ~40% more length, its `{placeholders}` kept as they are:
 * `Add to Cart` → `[Àðð ţö Çàŕţ ~~~~~]`. A page shows it when its `language` is `fr-ca` and the
 * French file's request is answered with this pack instead (`answerWithPseudoLanguage`): nothing is added
 * to the bundle, the kit loads it as it loads any language. A text the page shows without the
 * brackets did not come from a catalog.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../shared/**/texts.ts', '../../widgets/**/texts.ts'], { eager: true });
const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && 'domain' in value && 'en' in value;
export const CATALOGS: Catalog[] = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isCatalog));

const ACCENTS: Record<string, string> = {
  a: 'à', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'À', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** One text in the pseudo language (its placeholders untouched). */
export function pseudo(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTS[ch])))
    .join('');
  const visible = text.replace(/\{\w+\}/g, '').length;
  return `[${accented} ${'~'.repeat(Math.max(2, Math.ceil(visible * 0.4)))}]`;
}

/** The pack: `domain.key` → its pseudo text (each plural form too). */
export const PSEUDO_PACK: Pack = Object.fromEntries(
  CATALOGS.flatMap((catalog) =>
    Object.entries(catalog.en).map(([key, entry]) => [
      `${catalog.domain}.${key}`,
      typeof entry === 'string' ? pseudo(entry) : Object.fromEntries(Object.entries(entry).map(([form, t]) => [form, pseudo(t ?? '')])),
    ]),
  ),
);

/** Every English text of every catalog (each form): never store data, whoever echoes it. */
export const ENGLISH: ReadonlySet<string> = new Set(CATALOGS.flatMap((c) => Object.values(c.en).flatMap(forms)).map((t) => t.trim()));

/** The `language` to write in #pf-config: the French file's request is what the pseudo pack answers. */
export const PSEUDO_LANGUAGE = 'fr-ca';

/** Answers the page's request for the French file with the pseudo pack (call before the page loads). */
export async function answerWithPseudoLanguage(page: Page): Promise<void> {
  const file = await builtFile('shared/texts/lang/fr-ca.ts');
  if (!file) throw new Error('the build has no French file (shared/texts/lang/fr-ca.ts) to stand in for');
  await page.route(`${CDN}/${file}`, (route) =>
    route.fulfill({
      status: 200,
      body: `export default ${JSON.stringify(PSEUDO_PACK)};`,
      headers: { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' },
    }),
  );
}

/**
 * Removes every pseudo text from `text` (innermost first: a pseudo text may hold another, filled
 * into its placeholder), leaving what came from elsewhere, split where the pseudo texts were.
 */
export function outsidePseudo(text: string): string[] {
  let rest = text;
  for (;;) {
    const next = rest.replace(/\[[^[\]]*~~\]/g, '\u0000');
    if (next === rest) break;
    rest = next;
  }
  return rest.split('\u0000');
}
