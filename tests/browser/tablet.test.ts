import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, withBrowser, type Session } from './harness';
import { openGalleryPage } from './galleryPage';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { lineKey } from '../../mocks/db/cart';

/**
 * Staff screens on a counter tablet (768 × 1024) and a small laptop (1280 × 800), on the built
 * bundle, each page with its placeholders exactly as the preview gallery writes them:
 * - no staff screen scrolls sideways (`scrollWidth <= innerWidth`), nor prints a 0/1 flag after a name;
 * - the POS cart keeps its totals and Check Out on screen however long the cart is;
 * - the order list shows Total and Balance, the customer list Assign to Cart and Edit, with no
 *   sideways scrolling inside the table either;
 * - the navigation's submenu buttons are 44 px targets in POS mode.
 */
withBrowser();

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const STAFF = ['pos-cart', 'pos-checkout', 'pos-order-list', 'pos-order-view', 'pos-customer-list', 'pos-customer-edit'];

const openStaffPage = (name: string, size: { width: number; height: number }, mode: 'pos' | 'storefront' = 'pos'): Promise<Session> => openGalleryPage(name, size, mode, 'layout');

/** How far the page scrolls sideways (0: it does not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Elements (by selector) that are wider than their own box: a table that scrolls inside itself. */
const scrollingInside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.pf-root *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );

/** The element's box lies inside the window (fully). */
async function inView(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

/** A long counter sale: 18 more catalogue parts in the cart (the seed has 3 lines). */
function longCart(): void {
  const parts = catalog()
    .map((i) => i.product)
    .filter((p) => !p.options.length && p.is_orderable && !p.disable_pricing && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))
    .slice(0, 18);
  for (const p of parts) db.cart.lines.push({ key: lineKey(Number(p.product_id), {}, false), product_id: Number(p.product_id), quantity: 1, option: {}, labor: false });
}

describe('staff screens do not scroll sideways', () => {
  for (const size of SIZES) {
    for (const name of STAFF) {
      it(`${name} at ${size.width} × ${size.height}`, async () => {
        const s = await openStaffPage(name, size);
        expect(await sideways(s.page)).toBeLessThanOrEqual(0);
        // No 0/1 flag printed after a word ("Dana Whitfield0": a tax_exempt of 0 rendered by accident).
        expect(await s.page.evaluate(() => document.body.innerText.match(/\b[A-Z][a-z]+[01]\b/g) ?? [])).toEqual([]);
        expect(s.errors).toEqual([]);
        await s.page.context().close();
      });
    }
  }
});

describe('the POS cart keeps its totals and Check Out on screen', () => {
  for (const size of SIZES) {
    it(`with 21 lines at ${size.width} × ${size.height}, scrolled anywhere`, async () => {
      longCart();
      const s = await openStaffPage('pos-cart', size);
      const page = s.page;
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
      const summary = page.getByRole('region', { name: 'Order summary' });
      const checkOut = summary.getByRole('button', { name: 'Check Out' });
      const total = summary.getByText('Total', { exact: true });
      for (const at of [0, 0.5, 1]) {
        const to = await page.evaluate((f) => {
          const y = Math.round((document.documentElement.scrollHeight - window.innerHeight) * f);
          window.scrollTo(0, y);
          return y;
        }, at);
        // The scroll has happened (the sticky summary is laid out for it) before anything is measured.
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(to);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
        expect(await inView(page, checkOut), `Check Out at scroll ${at}`).toBe(true);
        expect(await inView(page, total), `Total at scroll ${at}`).toBe(true);
      }
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axe(page)).toEqual([]);
      expect(s.errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('lists show their money and row actions without sideways scrolling', () => {
  for (const size of SIZES) {
    it(`order list at ${size.width} × ${size.height}: Total and Balance`, async () => {
      const s = await openStaffPage('pos-order-list', size);
      const table = s.page.getByRole('table', { name: 'Orders' });
      for (const head of ['Total', 'Balance']) expect(await inView(s.page, table.getByRole('columnheader', { name: head }))).toBe(true);
      const first = table.getByRole('row').nth(1);
      const cells = await first.getByRole('cell').all();
      // The last two cells of a row: its Total and Balance.
      for (const cell of cells.slice(-2)) {
        expect(await cell.isVisible()).toBe(true);
        expect(await inView(s.page, cell)).toBe(true);
      }
      expect(await scrollingInside(s.page)).toEqual([]);
      expect(await axe(s.page)).toEqual([]);
      await s.page.context().close();
    });

    it(`customer list at ${size.width} × ${size.height}: Assign to Cart and Edit`, async () => {
      const s = await openStaffPage('pos-customer-list', size);
      const table = s.page.getByRole('table', { name: 'Customers' });
      const first = table.getByRole('row').nth(1);
      expect(await inView(s.page, first.getByRole('button', { name: /^Assign to Cart/ }))).toBe(true);
      expect(await inView(s.page, first.getByRole('link', { name: /^Edit / }))).toBe(true);
      expect(await inView(s.page, table.getByRole('columnheader', { name: 'Outstanding' }))).toBe(true);
      expect(await scrollingInside(s.page)).toEqual([]);
      expect(await axe(s.page)).toEqual([]);
      await s.page.context().close();
    });
  }
});

describe('the staff lists fit the room they are given', () => {
  // A laptop's admin page leaves a list about 1,000 px (all its columns), a 768 px tablet's page
  // 686 px in the preview (fewer): none scrolls sideways, and the last column stays in the list's box.
  const LISTS = [
    { widget: 'pos-customer-list', table: 'Customers', last: 'Assign to Cart' },
    { widget: 'pos-order-list', table: 'Orders', last: 'Balance' },
  ];
  for (const { widget, table: name, last } of LISTS) {
    for (const room of [1018, 1066, 686]) {
      it(`${widget} in ${room} px: no sideways scrolling, ${last} in the list's box`, async () => {
        const s = await openStaffPage(widget, { width: 1280, height: 800 });
        const table = s.page.getByRole('table', { name });
        const list = s.page.locator('.pf-root').filter({ has: table });
        // In a theme with a wide body font (the preview's: DejaVu Sans, 16 px).
        await list.evaluate((el, px) => {
          Object.assign((el.parentElement as HTMLElement).style, { width: `${px}px`, fontFamily: '"DejaVu Sans", sans-serif', fontSize: '16px' });
        }, room);
        await expect.poll(() => scrollingInside(s.page)).toEqual([]);
        const box = (await list.boundingBox())!;
        const end = (await table.getByRole('row').nth(1).getByRole('cell').last().boundingBox())!;
        expect(end.x + end.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        await s.page.context().close();
      });
    }
  }
});

describe('the navigation in POS mode', () => {
  it('has submenu buttons of at least 44 × 44 px at 768 and 1280', async () => {
    for (const size of SIZES) {
      const s = await openStaffPage('hero-nav', size, 'pos');
      const measure = () =>
        s.page.evaluate(() =>
          [...document.querySelectorAll('.pf-root button[aria-expanded]')]
            .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent ?? '', box: b.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.height > 0)
            .map(({ name, box }) => ({ name, small: box.width < 44 - 0.01 || box.height < 44 - 0.01, size: `${Math.round(box.width)} × ${Math.round(box.height)}` })),
        );
      const top = await measure();
      const small = top.filter((b) => b.small).map((b) => `${b.name}: ${b.size}`);
      let nested = 0;
      // Each top-level submenu opened, and the buttons of its own submenus measured.
      for (const { name } of top) {
        await s.page.getByRole('button', { name, exact: true }).click();
        const open = (await measure()).filter((b) => !top.some((t) => t.name === b.name));
        nested += open.length;
        small.push(...open.filter((b) => b.small).map((b) => `${b.name}: ${b.size}`));
        await s.page.getByRole('button', { name, exact: true }).click();
      }
      expect(top.length).toBeGreaterThan(0);
      expect(nested).toBeGreaterThan(0);
      expect(small, `at ${size.width}`).toEqual([]);
      await s.page.context().close();
    }
  });
});
