import { POS_STATUSES, type OrderFilters, type OrderSort, type PosStatus } from '../../shared/api/order';
import type { SortState } from '../../shared/ui/DataTable';

/**
 * The order list's state lives in the page address (spec 2 §2): `status` (the tab), `page`,
 * `sort` and `order`, `limit`, and the `filter_*` fields, so a reload or a shared link shows the
 * same list. Unknown or malformed values fall back to the defaults.
 */
export const FILTER_KEYS = [
  'filter_order_id',
  'filter_order_status_id',
  'filter_product',
  'filter_customer',
  'filter_phone',
  'filter_cashier',
  'filter_date_from',
  'filter_date_to',
  'filter_po_number',
] as const satisfies ReadonlyArray<keyof OrderFilters>;

export const SORT_KEYS: readonly OrderSort[] = ['order_id', 'date_added', 'customer', 'status', 'total', 'cashier', 'balance_due'];
export const DEFAULT_SORT: SortState = { key: 'date_added', order: 'DESC' };
export const DEFAULT_LIMIT = 20;

export interface ListAddress {
  status: PosStatus | '';
  page: number;
  sort: SortState;
  limit: number;
  filters: OrderFilters;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function readAddress(search: string): ListAddress {
  const q = new URLSearchParams(search);
  const status = q.get('status') ?? '';
  const sortKey = q.get('sort') as OrderSort | null;
  const order = (q.get('order') ?? '').toUpperCase();
  const filters: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const value = q.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    status: POS_STATUSES.includes(status as PosStatus) ? (status as PosStatus) : '',
    page: positive(q.get('page'), 1),
    sort: sortKey && SORT_KEYS.includes(sortKey) ? { key: sortKey, order: order === 'ASC' ? 'ASC' : 'DESC' } : DEFAULT_SORT,
    limit: Math.min(positive(q.get('limit'), DEFAULT_LIMIT), 10000),
    filters,
  };
}

/** The list's own query parameters: the rest of the page's are kept as they are. */
const LIST_KEYS = ['status', 'page', 'sort', 'order', 'limit', ...FILTER_KEYS];

/** The page address for a list state (other query parameters of the page are kept). */
export function writeAddress(state: ListAddress, href: string): string {
  return addressesFor(state, href, [state.status], state.page)[0];
}

/**
 * The status tabs' links: the list's address with each status, on page 1. The page address is
 * read once for all of them (they are worked out again on every sort).
 */
export function tabAddresses(state: ListAddress, href: string, statuses: ReadonlyArray<PosStatus | ''>): string[] {
  return addressesFor(state, href, statuses, 1);
}

function addressesFor(state: ListAddress, href: string, statuses: ReadonlyArray<PosStatus | ''>, page: number): string[] {
  const url = new URL(href);
  for (const key of LIST_KEYS) url.searchParams.delete(key);
  // After the status, in this order: the filters, the sort, the limit, the page.
  const rest: Array<[string, string]> = [];
  for (const key of FILTER_KEYS) if (state.filters[key]) rest.push([key, state.filters[key]!]);
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.order !== DEFAULT_SORT.order) rest.push(['sort', state.sort.key], ['order', state.sort.order]);
  if (state.limit !== DEFAULT_LIMIT) rest.push(['limit', String(state.limit)]);
  if (page > 1) rest.push(['page', String(page)]);
  return statuses.map((status) => {
    const query = new URLSearchParams(url.searchParams);
    if (status) query.set('status', status);
    for (const [key, value] of rest) query.set(key, value);
    const search = query.toString();
    return url.pathname + (search ? `?${search}` : '') + url.hash;
  });
}
