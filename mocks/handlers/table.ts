/**
 * The data table's source in the mock store: the "Products Purchased" report as a paged list
 * (spec 3 §7 "Paged table": GET with sort, order, page, limit and filters; spec 5 "Lists").
 * Like the PHP store it checks each field and answers a refusal `{"error": …}` with HTTP 200
 * for a bad one; a page past the end answers the last page.
 */
import { TableAnswerShape } from '../../shared/api/shapes/table';
import { json, refuse, type MockRequest, type Route } from '../router';
import { formatMoney } from '../../shared/money';
import { PURCHASED_SORTS, purchasedReport, type PurchasedRow, type PurchasedSort } from '../db/table';

/** The report's address, as a theme writes it into `data-url`. */
export const PURCHASED_REPORT_URL = '/index.php?route=report/product_purchased';

const MAX_LIMIT = 100;
const FILTERS = ['name', 'model', 'manufacturer'] as const;

const wholeNumber = (raw: string | null, fallback: number): number | null => {
  if (raw === null || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : null;
};

function readQuery(query: URLSearchParams): { error: string } | { sort: PurchasedSort; order: 'ASC' | 'DESC'; page: number; limit: number } {
  const sort = query.get('sort') || 'quantity';
  if (!(PURCHASED_SORTS as readonly string[]).includes(sort)) return { error: `Invalid sort: ${sort}. Sort by ${PURCHASED_SORTS.join(', ')}.` };
  const order = (query.get('order') || 'DESC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') return { error: 'Order must be ASC or DESC.' };
  const page = wholeNumber(query.get('page'), 1);
  if (page === null || page < 1) return { error: 'Page must be a whole number from 1.' };
  const limit = wholeNumber(query.get('limit'), 10);
  if (limit === null || limit < 1 || limit > MAX_LIMIT) return { error: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` };
  return { sort: sort as PurchasedSort, order, page, limit };
}

const sortKey = (row: PurchasedRow, sort: PurchasedSort): string | number => {
  if (sort === 'total') return row.total_cents;
  if (sort === 'quantity') return row.quantity;
  return row[sort].toLowerCase();
};

function report({ query }: MockRequest) {
  const q = readQuery(query);
  if ('error' in q) return refuse(q.error);
  let rows = [...purchasedReport()];
  for (const field of FILTERS) {
    const value = query.get(`filter_${field}`)?.trim().toLowerCase();
    if (value) rows = rows.filter((r) => r[field].toLowerCase().includes(value));
  }
  const dir = q.order === 'ASC' ? 1 : -1;
  rows.sort((a, b) => {
    const x = sortKey(a, q.sort);
    const y = sortKey(b, q.sort);
    return (x < y ? -1 : x > y ? 1 : 0) * dir || a.product_id - b.product_id;
  });
  const total_items = rows.length;
  const total_pages = Math.ceil(total_items / q.limit);
  const page = Math.min(q.page, Math.max(1, total_pages));
  const start = (page - 1) * q.limit;
  const results = rows.slice(start, start + q.limit).map(({ product_id, name, model, manufacturer, quantity, total_amount }) => ({
    product_id,
    name,
    model,
    manufacturer,
    quantity,
    total: formatMoney(total_amount),
  }));
  const position = total_items ? `${start + 1} to ${start + results.length} of ${total_items}` : '0 to 0 of 0';
  return json({ results, total_items, total_pages, page, limit: q.limit, position });
}

export const tableRoutes: Route[] = [{ method: 'GET', path: 'report/product_purchased', shape: TableAnswerShape, handle: report }];
