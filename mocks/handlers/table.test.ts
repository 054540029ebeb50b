import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { getTableRows, readTableRows, type TableRowsQuery } from '../../shared/api/table';
import { TableAnswerShape } from '../../shared/api/shapes/table';
import { purchasedReport } from '../db/table';
import { PURCHASED_REPORT_URL } from './table';
import { refusal } from '../../tests/utils/failure';

const ask = (query: Partial<TableRowsQuery> = {}, url = PURCHASED_REPORT_URL) => getTableRows<Record<string, string | number>>(url, { order: 'ASC', page: 1, limit: 10, ...query });

describe('mock store: the products purchased report (the data table source)', () => {
  it('answers a page in the list shape of spec 5, most units first by default', async () => {
    const total = purchasedReport().length;
    expect(total).toBeGreaterThan(250);
    const page = await ask({ page: 2 });
    expect(page).toMatchObject({ total_items: total, total_pages: Math.ceil(total / 10), page: 2, limit: 10, position: `11 to 20 of ${total}` });
    expect(page.results).toHaveLength(10);
    expect(Object.keys(page.results[0])).toEqual(['product_id', 'name', 'model', 'manufacturer', 'quantity', 'total']);
    expect(page.results[0].total).toMatch(/^\$[\d,]+\.\d\d$/);
    // Both address forms reach the report.
    expect((await ask({}, '/report/product_purchased')).total_items).toBe(total);
  });

  it('sorts by each allowed field both ways, by numbers for quantity and total', async () => {
    const asc = (await ask({ sort: 'total', order: 'ASC', limit: 100 })).results.map((r) => Number(String(r.total).replace(/[$,]/g, '')));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await ask({ sort: 'quantity', order: 'DESC', limit: 100 })).results.map((r) => Number(r.quantity));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await ask({ sort: 'name', order: 'ASC', limit: 50 })).results.map((r) => String(r.name).toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers the last page for a page past the end, and filters by filter_* fields', async () => {
    const total = purchasedReport().length;
    const last = await ask({ page: 999 });
    expect(last.page).toBe(Math.ceil(total / 10));
    expect(last.position).toBe(`${(last.page - 1) * 10 + 1} to ${total} of ${total}`);
    const brand = purchasedReport()[0].manufacturer;
    const filtered = await ask({ limit: 100, filters: { filter_manufacturer: brand } });
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(filtered.results.every((r) => r.manufacturer === brand)).toBe(true);
    const none = await ask({ filters: { filter_name: 'no-such-part' } });
    expect(none).toMatchObject({ results: [], total_items: 0, total_pages: 0, page: 1, position: '0 to 0 of 0' });
  });

  it('refuses a bad sort, order, page or limit as the store does', async () => {
    expect(await refusal(ask({ sort: 'colour' }))).toBe('Invalid sort: colour. Sort by name, model, manufacturer, quantity, total.');
    expect(await refusal(ask({ sort: 'name', order: 'UP' as never }))).toBe('Order must be ASC or DESC.');
    expect(await refusal(ask({ page: 0 }))).toBe('Page must be a whole number from 1.');
    expect(await refusal(ask({ limit: 500 }))).toBe('Limit must be a whole number from 1 to 100.');
    expect(await refusal(ask({ limit: 2.5 }))).toBe('Limit must be a whole number from 1 to 100.');
  });
});

describe('readTableRows', () => {
  const asked: TableRowsQuery = { order: 'ASC', page: 2, limit: 10 };
  it("reads spec 3's totalPages and derives what an answer leaves out", () => {
    expect(readTableRows(v.parse(TableAnswerShape, { results: [{ a: 1 }], totalPages: 3, position: '11 to 11 of 21' }), asked)).toEqual({
      results: [{ a: 1 }],
      total_items: 30,
      total_pages: 3,
      page: 2,
      limit: 10,
      position: '11 to 11 of 21',
    });
    expect(readTableRows(v.parse(TableAnswerShape, { results: [{ a: 1 }, { a: 2 }], total_items: '12' }), asked)).toMatchObject({ total_pages: 2, position: '11 to 12 of 12' });
  });
  it('holds an answer without results outside the shape (read as malformed)', () => {
    expect(v.safeParse(TableAnswerShape, { rows: [] }).success).toBe(false);
    expect(v.safeParse(TableAnswerShape, '<html>').success).toBe(false);
  });
});
