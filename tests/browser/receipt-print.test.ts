import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, withBrowser } from './harness';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { inMm, isPaper, PAPER, printedPages } from './pdf';

/**
 * The receipt prints exactly. The receipt page (/pos/order/receipt: pos-order-view with
 * data-view="receipt") on a theme page with its own header, navigation and a long footer, printed
 * to PDF as the browser's Print does: on the 80 mm roll, one 80 × 297 mm sheet for a short sale;
 * with A4 chosen, one A4 sheet; nothing of the theme's page on the paper, and the screen as it was after.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

describe('receipt printing', () => {
  it('prints a short sale on one 80 mm sheet, then on one A4 sheet, with nothing of the theme page', async () => {
    const id = 1003;
    const order = renderOrder(getOrder(db.orders, id)!);
    const s = await newSession(browser);
    await openThemePage(
      s,
      {
        title: 'Receipt',
        config: { mode: 'pos' },
        // A theme's page around the placeholder: everything here would print on sheets of its own.
        head: '<style>header, footer { padding: 2rem; background: #123; color: #fff } footer { min-height: 150vh } main { min-height: 100vh; padding: 3rem }</style>',
        body: `<header id="theme-header"><nav>Parts · Brakes · Filters</nav><p>Main Street Auto Parts</p></header>
<div id="pf-pos-order-view" data-view="receipt" data-pf-props='${attr({ order })}'><p>Receipt #${id}</p></div>
<footer id="theme-footer">Store hours, addresses and links</footer>`,
      },
      '/pos/order/receipt',
    );
    const page = s.page;
    const receipt = page.getByRole('article', { name: `Receipt #${id}` });
    await receipt.waitFor();
    expect(await axe(page, '#pf-pos-order-view')).toEqual([]);

    // What the theme's own elements look like while printing (a listener after the widget's).
    await page.evaluate(() => {
      const w = window as unknown as { printed: Record<string, string>[] };
      w.printed = [];
      addEventListener('beforeprint', () => {
        const shown = (sel: string) => getComputedStyle(document.querySelector(sel)!).display;
        w.printed.push({ header: shown('#theme-header'), footer: shown('#theme-footer'), toolbar: shown('[role="toolbar"]'), receipt: shown('article') });
      });
    });

    const roll = await printedPages(page);
    expect(roll.map(inMm)).toEqual([PAPER.roll80]);
    expect(isPaper(roll[0], PAPER.roll80)).toBe(true);

    await page.getByRole('radio', { name: 'A4' }).check();
    await page.locator('article[data-paper="a4"]').waitFor();
    const a4 = await printedPages(page);
    expect(a4.map(inMm)).toEqual([PAPER.a4]);
    expect(isPaper(a4[0], PAPER.a4)).toBe(true);

    const printed = await page.evaluate(() => (window as unknown as { printed: Record<string, string>[] }).printed);
    expect(printed).toEqual([
      { header: 'none', footer: 'none', toolbar: 'none', receipt: 'grid' },
      { header: 'none', footer: 'none', toolbar: 'none', receipt: 'grid' },
    ]);
    // After printing the screen is as it was.
    expect(await page.locator('#theme-header').isVisible()).toBe(true);
    expect(await page.locator('#theme-footer').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print Receipt' }).isVisible()).toBe(true);
    expect(s.errors).toEqual([]);
  });
});
