import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, widgetChunks, withBrowser } from './harness';
import { purchasedReport } from '../../mocks/db/table';
import { PURCHASED_REPORT_URL } from '../../mocks/handlers/table';

/**
 * The generic data table on a theme page (spec 3 §2 §4): the store's report at data-url, sorted
 * by a header (asc, then desc), paged, with the position text; axe-clean in every state, no
 * console errors, and only the data-table code downloaded.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const props = {
  columns: [
    { key: 'name', label: 'Product Name', sortable: true },
    { key: 'model', label: 'Model', sortable: true },
    { key: 'manufacturer', label: 'Brand' },
    { key: 'quantity', label: 'Quantity', sortable: true },
    { key: 'total', label: 'Total', sortable: true },
  ],
  limit: 10,
};
const body = `
  <h1>Reports</h1>
  <div data-pf-widget="data-table" data-url="${PURCHASED_REPORT_URL.replace(/&/g, '&amp;')}" data-label="Products purchased" data-pf-props='${attr(props)}'>
    <p>Loading the report…</p>
  </div>`;

describe('data-table', () => {
  it("reads the store's report, sorts by a header both ways and pages, accessibly", async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body, title: 'Products purchased' });
    const { page } = s;
    const total = purchasedReport().length;
    const table = page.getByRole('table', { name: 'Products purchased' });
    await page.getByText(`1 to 10 of ${total}`).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);
    expect(await axe(page)).toEqual([]);

    const quantity = table.getByRole('columnheader', { name: /Quantity/ });
    await quantity.getByRole('button').click();
    await expect.poll(() => quantity.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => table.getAttribute('aria-busy')).toBe(null);
    const min = Math.min(...purchasedReport().map((r) => r.quantity));
    expect(await table.getByRole('row').nth(1).getByRole('cell').nth(3).textContent()).toBe(String(min));
    await quantity.getByRole('button').click();
    await expect.poll(() => quantity.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => table.getAttribute('aria-busy')).toBe(null);
    const max = Math.max(...purchasedReport().map((r) => r.quantity));
    expect(await table.getByRole('row').nth(1).getByRole('cell').nth(3).textContent()).toBe(String(max));

    const nav = page.getByRole('navigation', { name: 'Products purchased pages' });
    expect(await nav.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(10);
    await nav.getByRole('button', { name: 'Last page' }).click();
    const pages = Math.ceil(total / 10);
    await page.getByText(`${(pages - 1) * 10 + 1} to ${total} of ${total}`).waitFor();
    expect(await nav.getByRole('button', { name: `Page ${pages}` }).getAttribute('aria-current')).toBe('page');
    expect(await axe(page)).toEqual([]);

    expect(s.apiCalls()).toEqual([
      '/index.php?route=report/product_purchased&page=1&limit=10',
      '/index.php?route=report/product_purchased&sort=quantity&order=ASC&page=1&limit=10',
      '/index.php?route=report/product_purchased&sort=quantity&order=DESC&page=1&limit=10',
      `/index.php?route=report/product_purchased&sort=quantity&order=DESC&page=${pages}&limit=10`,
    ]);
    const chunks = await widgetChunks();
    for (const [name, file] of Object.entries(chunks)) if (name !== 'data-table') expect(s.cdnFiles(), name).not.toContain(file);
    expect(s.cdnFiles()).toContain(chunks['data-table']);
    expect(s.errors).toEqual([]);
  });

  it("shows 'Something went wrong!' with Retry when the report fails, accessibly", async () => {
    const s = await newSession(browser);
    const { setFaults } = await import('../../mocks/faults');
    setFaults({ failing: { 'report/product_purchased': 'http500' } });
    await openThemePage(s, { body });
    const alert = s.page.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 10000 }).toContain('Something went wrong!');
    expect(await axe(s.page)).toEqual([]);
    setFaults({});
    await alert.getByRole('button', { name: 'Retry' }).click();
    await s.page.getByText(/^1 to 10 of/).waitFor();
    // The failed loads are the browser's own 500 console lines; nothing else went wrong.
    expect(s.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});
