import { describe, expect, it, vi } from 'vitest';
import type { Locator } from 'playwright-core';
import { browser, newSession, settled, STORE, themeHtml, type Session, withBrowser } from './harness';
import { loaded } from './galleryPage';
import { CATALOGUE } from '../../preview/catalogue';

/**
 * Right to left: on a theme page with `<html dir="rtl">` the widgets mirror. Their styles use
 * logical sides (inline start and end), so what hangs from the right on a left-to-right page hangs
 * from the left here, rows run from the right, and icons that point a way turn round. Each check
 * runs on both directions, so it proves the mirroring and not a layout that happens to pass.
 */
withBrowser();

type Dir = 'ltr' | 'rtl';

/** A gallery page's placeholders in a page of the given direction, loaded. */
async function open(name: string, dir: Dir, placeholders?: string): Promise<Session> {
  const entry = CATALOGUE[name];
  const location = new URL(`${STORE}/preview/${name}`);
  vi.stubGlobal('location', location);
  vi.stubGlobal('window', { location });
  const widgets = placeholders ?? entry.placeholders();
  vi.unstubAllGlobals();
  const s = await newSession(browser, { width: 1280, height: 900 });
  // Room on both sides, so nothing is pushed back inside the window.
  const body = `<div style="max-width:700px;margin:0 auto">${widgets}</div>`;
  const html = themeHtml({ title: entry.title, body, config: { ...entry.config, mode: entry.config?.mode ?? 'storefront' } }).replace(
    '<html lang="en">',
    dir === 'rtl' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
  );
  s.serve(`/preview/${name}`, html);
  await s.page.goto(`${STORE}/preview/${name}`);
  await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await s.page.evaluate(() => window.Partsfront!.ready);
  await loaded(s.page, 'layout');
  return s;
}

const box = async (l: Locator) => (await l.boundingBox())!;

describe('a right-to-left page mirrors the widgets', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`${dir}: the cart popout hangs from the cart button's inline-end edge, and the cart icon faces the reading direction`, async () => {
      const s = await open('cart-popout', dir, '<div id="pf-cart-popout"><a href="/checkout/cart">Cart</a></div>');
      const toggle = s.page.getByRole('button', { name: /Shopping cart/ });
      await toggle.click();
      const panel = s.page.locator('#pf-cart-popout [class*="panel"]').first();
      await panel.waitFor();
      await settled(s.page);
      const [t, p] = [await box(toggle), await box(panel)];
      if (dir === 'ltr') expect(Math.abs(p.x + p.width - (t.x + t.width))).toBeLessThanOrEqual(2);
      else expect(Math.abs(p.x - t.x)).toBeLessThanOrEqual(2);
      const icon = await s.page.locator('#pf-cart-popout svg').first().evaluate((el) => getComputedStyle(el).transform);
      expect(icon).toBe(dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      expect(s.errors).toEqual([]);
      await s.page.context().close();
    });

    it(`${dir}: the pagination runs from the inline start (Next is on the ${dir === 'rtl' ? 'left' : 'right'} of Previous)`, async () => {
      const s = await open('data-table', dir);
      const nav = s.page.getByRole('navigation').first();
      const [prev, next] = [await box(nav.getByRole('button', { name: /Previous/ }).or(nav.getByRole('link', { name: /Previous/ })).first()), await box(nav.getByRole('button', { name: /Next/ }).or(nav.getByRole('link', { name: /Next/ })).first())];
      if (dir === 'ltr') expect(next.x).toBeGreaterThan(prev.x);
      else expect(next.x).toBeLessThan(prev.x);
      await s.page.context().close();
    });

    it(`${dir}: a dialog's close button sits at its header's inline-end, on the ${dir === 'rtl' ? 'left' : 'right'} of the title`, async () => {
      const s = await open('vehicle-selector', dir);
      await s.page.getByRole('button', { name: 'Select your vehicle' }).click();
      const dialog = s.page.getByRole('dialog');
      await dialog.waitFor();
      await settled(s.page);
      const [title, close] = [await box(dialog.getByRole('heading').first()), await box(dialog.getByRole('button', { name: 'Close' }))];
      if (dir === 'ltr') expect(close.x).toBeGreaterThan(title.x);
      else expect(close.x + close.width).toBeLessThan(title.x + title.width);
      await s.page.context().close();
    });

    it(`${dir}: the listing's grid / list switch rounds its outer corners, on the ${dir === 'rtl' ? 'right' : 'left'} for the first button`, async () => {
      const s = await open('product-list', dir);
      const radii = await s.page
        .locator('[data-pf-widget="product-list"] [aria-pressed]')
        .first()
        .evaluate((el) => {
          const cs = getComputedStyle(el);
          return { left: parseFloat(cs.borderTopLeftRadius), right: parseFloat(cs.borderTopRightRadius) };
        });
      if (dir === 'ltr') expect(radii).toMatchObject({ right: 0 });
      else expect(radii).toMatchObject({ left: 0 });
      expect(dir === 'ltr' ? radii.left : radii.right).toBeGreaterThan(0);
      await s.page.context().close();
    });
  }
});
