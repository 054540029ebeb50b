import type { OrderSort, PosOrder } from '../api/order';

/** What the sort reads of a row (a list row or a whole order). */
type Row = Pick<PosOrder, 'order_id' | 'date_added' | 'customer' | 'status' | 'total' | 'cashier' | 'balance_due'>;
import { centsOf } from '../money';

/**
 * The store's order of the order list (spec 5 "Lists", `sort` and `order`), worked out in the
 * browser on rows the store already sent: the same fields, compared the same way, so a list whose
 * whole result is on screen can be re-sorted without asking again. The store compares:
 *   order_id: the number; date_added: the `YYYY-MM-DD HH:mm:ss` text; customer, status, cashier:
 *   the lower-cased text, by UTF-16 code units (no locale collation); total, balance_due: cents.
 * Ties are broken by the order id, in the same direction, so DESC is exactly ASC reversed.
 * `mocks/handlers/order.ts` is the store's side; `listSort.test.ts` checks both agree.
 */
type SortKey = string | number;

const KEYS: Record<OrderSort, (o: Row) => SortKey> = {
  order_id: (o) => Number(o.order_id),
  date_added: (o) => o.date_added,
  customer: (o) => (o.customer ?? '').toLowerCase(),
  status: (o) => (o.status ?? '').toLowerCase(),
  total: (o) => centsOf(o.total),
  cashier: (o) => (o.cashier ?? '').toLowerCase(),
  balance_due: (o) => centsOf(o.balance_due),
};

export const isLocalOrderSort = (key: string): key is OrderSort => Object.hasOwn(KEYS, key);

/** Ascending row order per rows array and sort key (indexes), so toggling ASC/DESC sorts nothing again. */
const ascending = new WeakMap<readonly Row[], Map<OrderSort, Int32Array>>();

function ascendingOrder(rows: readonly Row[], sort: OrderSort): Int32Array {
  let byKey = ascending.get(rows);
  if (!byKey) ascending.set(rows, (byKey = new Map()));
  const cached = byKey.get(sort);
  if (cached) return cached;
  const keyOf = KEYS[sort];
  const keys = rows.map(keyOf);
  const ids = Float64Array.from(rows, (o) => Number(o.order_id));
  const index = Int32Array.from(rows, (_, i) => i);
  index.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    return (ka < kb ? -1 : ka > kb ? 1 : 0) || ids[a] - ids[b];
  });
  byKey.set(sort, index);
  return index;
}

/**
 * `rows` in the store's order for `sort` (a new array; `rows` is not changed), or null for a
 * sort the store knows but this does not (then ask the store).
 */
export function sortOrdersLikeStore<T extends Row>(rows: readonly T[], sort: { key: string; order: 'ASC' | 'DESC' }): T[] | null {
  if (!isLocalOrderSort(sort.key)) return null;
  const index = ascendingOrder(rows, sort.key);
  const n = index.length;
  const out = new Array<T>(n);
  if (sort.order === 'ASC') for (let i = 0; i < n; i++) out[i] = rows[index[i]];
  else for (let i = 0; i < n; i++) out[i] = rows[index[n - 1 - i]];
  return out;
}
