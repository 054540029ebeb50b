import type { ListQuery } from '../../../shared/api/customer';
import type { SortState, TableQuery } from '../../../shared/ui/DataTable';
import { formatDateTime, pageLocale } from '../../../shared/texts';
import { posCustomerEditTexts } from '../texts';

/** Spec 2 §9: customer sub-lists show 10 rows a page. */
export const SUB_LIST_LIMIT = 10;
/** Spec 2 §8: an empty sub-list. */
export const NO_RESULTS = posCustomerEditTexts.en.noResults;

/** `2026-11-21 09:00:00` → `11/21/2026` in English (the store's dates, in the US style); another language's own short date. */
export function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return value;
  return pageLocale().startsWith('en') ? `${m[2]}/${m[3]}/${m[1]}` : formatDateTime(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Spec 2 §9 "order desc" (the admin lists' default): until staff click a header, a sub-list is
 * asked for newest first, by its date added.
 */
export const SUB_LIST_SORT: SortState = { key: 'date_added', order: 'DESC' };

/** A table's query as the store's list parameters: sort and order always (the default above until a header is clicked). */
export const listQuery = (q: TableQuery): ListQuery => ({ sort: q.sort ?? SUB_LIST_SORT.key, order: q.sort ? q.order : SUB_LIST_SORT.order, page: q.page, limit: q.limit });
