import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browser, newSession, settled, STORE, themeHtml, withBrowser, type Session } from './harness';
import { loaded } from './galleryPage';
import { CATALOGUE } from '../../preview/catalogue';

/**
 * Partsfront looks the same inside a store's theme as on a plain page. Each widget below, in its
 * main states, is opened on a plain page and on theme pages built from the real CSS of Bootstrap
 * 3.4 (html{font-size:10px}, element rules for label, caption, h1–h6, table…), 4.6 and 5.3, and a
 * sheet of hostile element rules (themes/hostile.css). On every page each control's and heading's
 * box and each text's computed size are measured; a theme page fails on a box more than 5% off the
 * plain page's, a control that met its target size on the plain page and does not here, text under
 * 12 px, or an axe violation (WCAG 2.2 A/AA, target-size on). The theme's own elements must compute
 * the same styles with Partsfront on the page as without it.
 */
withBrowser();

const root = resolve(import.meta.dirname, '../..');
const THEMES: Record<string, string> = {
  'Bootstrap 3.4': 'node_modules/bootstrap3/dist/css/bootstrap.min.css',
  'Bootstrap 4.6': 'node_modules/bootstrap4/dist/css/bootstrap.min.css',
  'Bootstrap 5.3': 'node_modules/bootstrap5/dist/css/bootstrap.min.css',
  hostile: 'tests/browser/themes/hostile.css',
};

/** A gallery page and, where a state needs a press first, the press that opens it. */
interface View {
  page: string;
  mode?: 'storefront' | 'pos';
  /** The button (by its accessible name) pressed once the page has loaded: a dialog or popout opens. */
  press?: string;
  /** The placeholders, where the gallery's would not suit a single page. */
  placeholders?: string;
  /** Store settings over the gallery page's own. */
  config?: Record<string, unknown>;
  /** A name for the view when one page is shown in two states. */
  label?: string;
  /** The dialog the press opens, waited for by its name (the listing behind it keeps polling stock). */
  dialog?: string;
}
const VIEWS: View[] = [
  { page: 'product' },
  { page: 'vehicle-selector', press: 'Select your vehicle' },
  { page: 'fitment' },
  { page: 'product-list' },
  // "Heads up!": the store requires a fitment confirmation and no vehicle is chosen.
  { page: 'product-list', label: 'Heads up!', config: { ymm: { requireFitmentConfirmation: true } }, press: 'Add to Cart', dialog: 'Heads up!' },
  { page: 'search-bar' },
  { page: 'cart-popout', press: 'Cart' },
  { page: 'cart' },
  // One announcement: a store page shows one alert bar (the gallery shows two, whose regions share a name).
  { page: 'alert-bar', placeholders: '<div data-pf-widget="alert-bar" data-alert-id="101" data-days="7">Free shipping on orders over $49 — <a href="/shipping">details</a></div>' },
  { page: 'pos-cart', mode: 'pos' },
];

/** The theme's own markup beside the widgets: what Partsfront must leave as the theme styles it. */
const THEME_SAMPLE = `<h1>${'Store page'}</h1><div class="theme-sample"><h2>Theme heading</h2><p>Theme text <a href="#x">theme link</a></p>
<label for="theme-input">Theme label</label> <input id="theme-input"> <button type="button" class="btn btn-primary">Theme button</button>
<table class="table"><caption>Theme caption</caption><tr><th>Head</th><td>Cell</td></tr></table><ul><li>Theme item</li></ul></div>`;

/**
 * Partsfront keeps the theme's font family (each theme names its own), so every page here, the plain
 * one too, sets the same family on its body: what differs between the pages is then the theme's rules.
 */
const SAME_FONT = '<style>body { font-family: "DejaVu Sans", sans-serif; }</style>';

interface Measured {
  key: string;
  width: number;
  height: number;
  /** The computed font size of an element holding text of its own, else 0. */
  font: number;
  /** The control's target size on this page (24 px for shoppers, 44 px for staff), 0 for a heading or text. */
  target: number;
}

/** Every control, heading and text inside Partsfront (its roots, dialogs and toasts), in document order. */
function measure(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const out: Measured[] = [];
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
    const headings = 'h1, h2, h3, h4, h5, h6, [role="heading"], legend, caption, label, th';
    const seen = new Set<Element>();
    for (const rootEl of document.querySelectorAll('.pf-root')) {
      for (const el of rootEl.querySelectorAll('*')) {
        if (seen.has(el)) continue;
        seen.add(el);
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .Toastify__progress-bar')) continue;
        const r = el.getBoundingClientRect();
        if (!r.width && !r.height) continue;
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        const control = el.matches(controls);
        const heading = el.matches(headings);
        if (!control && !heading && !ownText) continue;
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
        const target = control ? parseFloat(getComputedStyle(el).getPropertyValue('--pf-target')) || 24 : 0;
        out.push({
          key: `${el.tagName.toLowerCase()} "${text}" in ${el.closest('[data-pf-widget], [id^="pf-"]')?.getAttribute('data-pf-widget') ?? el.closest('[id^="pf-"]')?.id ?? 'a dialog'}`,
          width: Math.round(r.width * 10) / 10,
          height: Math.round(r.height * 10) / 10,
          font: ownText ? parseFloat(style.fontSize) : 0,
          target: control && (control && style.display !== 'inline') ? target : 0,
        });
      }
    }
    return out;
  });
}

/** The computed styles of the theme's own sample elements. */
function themeStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const props = ['font-size', 'font-weight', 'line-height', 'color', 'margin', 'padding', 'border', 'text-transform', 'display', 'box-sizing', 'width', 'height'];
    const out: Record<string, string> = {};
    document.querySelectorAll('.theme-sample *').forEach((el, i) => {
      const s = getComputedStyle(el);
      out[`${i} ${el.tagName.toLowerCase()}`] = props.map((p) => `${p}:${s.getPropertyValue(p)}`).join(';');
    });
    return out;
  });
}

async function openView(view: View, css: string | null, withPartsfront = true): Promise<Session> {
  const entry = CATALOGUE[view.page];
  const location = new URL(`${STORE}/preview/${view.page}`);
  vi.stubGlobal('location', location);
  vi.stubGlobal('window', { location });
  const widgets = view.placeholders ?? entry.placeholders();
  vi.unstubAllGlobals();
  const s = await newSession(browser, { width: 1280, height: 900 });
  if (css !== null) s.serve('/theme.css', css, { 'Content-Type': 'text/css' });
  // The same room on every page (a theme's body margin and container differ): 1,100 px.
  const body = `${THEME_SAMPLE}<div style="width:1100px;margin:0 auto">${widgets}</div>`;
  let html = themeHtml({ title: entry.title, body, config: { ...entry.config, ...view.config, mode: view.mode ?? 'storefront' }, head: `${css !== null ? '<link rel="stylesheet" href="/theme.css">' : ''}${SAME_FONT}` });
  if (!withPartsfront) html = html.replace(/<script type="module"[^>]*><\/script>/, '');
  s.serve(`/preview/${view.page}`, html);
  await s.page.goto(`${STORE}/preview/${view.page}`);
  if (!withPartsfront) return s;
  await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await s.page.evaluate(() => window.Partsfront!.ready);
  await loaded(s.page, 'layout');
  if (view.press) {
    await s.page.getByRole('button', { name: view.press }).first().click();
    if (view.dialog) {
      await s.page.getByRole('dialog', { name: view.dialog }).waitFor();
      await settled(s.page);
    } else await loaded(s.page, 'layout');
  }
  return s;
}

/** THEME_SHOTS=DIR saves a screenshot of every view on every page, to look at side by side. */
async function shot(page: Page, name: string, theme: string): Promise<void> {
  const dir = process.env.THEME_SHOTS;
  if (dir) await page.screenshot({ path: resolve(dir, `${name}-${theme}.png`.replace(/[^\w.-]+/g, '_')) });
}

const plain = new Map<string, Measured[]>();
const largest: Record<string, Array<{ what: string; off: number }>> = {};

afterAll(() => {
  for (const [theme, rows] of Object.entries(largest)) {
    const top = rows.sort((a, b) => b.off - a.off).slice(0, 5);
    console.log(`\nThe five largest differences from the plain page, ${theme}:\n${top.map((r) => `  ${(r.off * 100).toFixed(1)}%  ${r.what}`).join('\n') || '  none'}`);
  }
});

describe('every widget on a plain page and inside a theme', () => {
  for (const view of VIEWS) {
    const name = view.label ?? `${view.page}${view.press ? ` (${view.press} pressed)` : ''}`;
    it(`${name}: the plain page, no text under 12 px and axe-clean`, async () => {
      const s = await openView(view, null);
      const rows = await measure(s.page);
      plain.set(name, rows);
      await shot(s.page, name, 'plain');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.font && r.font < 12).map((r) => `${r.key}: ${r.font}px`)).toEqual([]);
      expect(await axe(s.page)).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.page.context().close();
    });

    for (const [theme, file] of Object.entries(THEMES)) {
      it(`${name} inside ${theme}: the same boxes and sizes as the plain page, targets kept, axe-clean, the theme untouched`, async () => {
        const css = await readFile(resolve(root, file), 'utf8');
        const base = plain.get(name);
        expect(base, 'the plain page ran first').toBeDefined();
        const s = await openView(view, css);
        const rows = await measure(s.page);
        await shot(s.page, name, theme);
        expect(rows.map((r) => r.key)).toEqual(base!.map((r) => r.key));
        const problems: string[] = [];
        const diffs = (largest[theme] ??= []);
        rows.forEach((r, i) => {
          const p = base![i];
          for (const [dim, a, b] of [['width', r.width, p.width], ['height', r.height, p.height]] as const) {
            const off = b ? Math.abs(a - b) / b : 0;
            diffs.push({ what: `${name}: ${r.key} ${dim} ${b} → ${a}`, off });
            if (off > 0.05 && Math.abs(a - b) > 1.5) problems.push(`${r.key}: ${dim} ${b} px on the plain page, ${a} px here`);
          }
          if (r.font !== p.font) problems.push(`${r.key}: text ${p.font} px on the plain page, ${r.font} px here`);
          if (r.font && r.font < 12) problems.push(`${r.key}: text ${r.font} px`);
          if (p.target && Math.min(p.width, p.height) >= p.target && Math.min(r.width, r.height) < r.target) problems.push(`${r.key}: ${r.width} × ${r.height}, under its ${r.target} px target`);
        });
        expect(problems).toEqual([]);
        expect(await axe(s.page, '.pf-root')).toEqual([]);
        const withIt = await themeStyles(s.page);
        await s.page.context().close();
        const bare = await openView(view, css, false);
        expect(withIt).toEqual(await themeStyles(bare.page));
        await bare.page.context().close();
      });
    }
  }
});
