import type { CustomerFilters } from '../../shared/api/customer';
import type { SortState } from '../../shared/ui/DataTable';

/**
 * The customer list's state lives in the page address (spec 2 §2: "paginated with a page query
 * parameter"): `page`, `limit`, `sort` and `order`, and the `filter_*` fields, so a reload or a shared
 * link shows the same list. Unknown values fall back to the defaults.
 */
export const FILTER_KEYS = [
  'filter_name',
  'filter_phone',
  'filter_email',
  'filter_address',
  'filter_date_added_from',
  'filter_date_added_to',
] as const satisfies ReadonlyArray<keyof CustomerFilters>;

export const SORT_KEYS = ['custname', 'email', 'telephone', 'date_added', 'total_orders', 'outstanding', 'city'] as const;
/** Spec 2 §7: the customer list is sorted by custname; §9: "Default admin list limit 20, order desc". */
export const DEFAULT_SORT: SortState = { key: 'custname', order: 'DESC' };
/** Spec 2 §9: default admin list limit 20. */
export const LIST_LIMIT = 20;

export interface ListAddress {
  page: number;
  /** Rows a page: 20 unless the address asks for more (up to 10,000; past 100 the table virtualizes). */
  limit: number;
  sort: SortState;
  filters: CustomerFilters;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readAddress(search: string): ListAddress {
  const q = new URLSearchParams(search);
  const filters: CustomerFilters = {};
  for (const key of FILTER_KEYS) {
    const value = q.get(key)?.trim();
    if (value && (!key.startsWith('filter_date') || DATE.test(value))) filters[key] = value;
  }
  const page = Number(q.get('page'));
  const sort = q.get('sort') ?? '';
  const order = (q.get('order') ?? '').toUpperCase();
  const limit = Number(q.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, 10000) : LIST_LIMIT,
    sort: (SORT_KEYS as readonly string[]).includes(sort) ? { key: sort, order: order === 'DESC' ? 'DESC' : 'ASC' } : DEFAULT_SORT,
    filters,
  };
}

/** The page address for a list state (the page's other query parameters are kept). */
export function writeAddress(state: ListAddress, href: string): string {
  const url = new URL(href);
  for (const key of ['page', 'limit', 'sort', 'order', ...FILTER_KEYS]) url.searchParams.delete(key);
  for (const key of FILTER_KEYS) if (state.filters[key]) url.searchParams.set(key, state.filters[key]!);
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.order !== DEFAULT_SORT.order) {
    url.searchParams.set('sort', state.sort.key);
    url.searchParams.set('order', state.sort.order);
  }
  if (state.page > 1) url.searchParams.set('page', String(state.page));
  if (state.limit !== LIST_LIMIT) url.searchParams.set('limit', String(state.limit));
  return url.pathname + url.search + url.hash;
}
