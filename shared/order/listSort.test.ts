import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { generateOrders } from '../../mocks/db/orders';
import { getOrders, type OrderSort } from '../api/order';
import { isLocalOrderSort, sortOrdersLikeStore } from './listSort';

const SORTS: OrderSort[] = ['order_id', 'date_added', 'customer', 'status', 'total', 'cashier', 'balance_due'];
const ids = (rows: Array<{ order_id: unknown }>) => rows.map((o) => o.order_id);

describe('sortOrdersLikeStore', () => {
  it("orders a whole result exactly as the store's answer does, for every sortable column both ways", async () => {
    // 600 more orders: ties on every text and amount column, so the tie-break by order id counts.
    generateOrders(db.orders, 600, 77);
    // Cashiers in mixed case and with an accent: the store compares lower-cased code units.
    const odd = ['dana', 'Dana', 'DANA', 'Émile', 'emile', 'Zoe', 'zoe', '', 'Ángel', 'bob'];
    db.orders.list.forEach((o, i) => {
      if (i % 7 === 0) o.cashier = odd[(i / 7) % odd.length];
    });

    // The store's answer for every sort, asked once (16 answers of 600+ orders, each read through
    // the order shape and held to it by the mock store), then each sorted locally from two starts.
    const store = new Map<string, Array<{ order_id: unknown }>>();
    for (const key of SORTS) for (const order of ['ASC', 'DESC'] as const) store.set(`${key} ${order}`, (await getOrders({ sort: key, order, limit: 10000 })).results);
    for (const start of [{ sort: 'date_added', order: 'DESC' }, { sort: 'customer', order: 'ASC' }] as const) {
      const loaded = await getOrders({ sort: start.sort, order: start.order, limit: 10000 });
      expect(loaded.results).toHaveLength(loaded.total_items);
      expect(loaded.total_items).toBeGreaterThan(600);
      for (const key of SORTS) {
        for (const order of ['ASC', 'DESC'] as const) {
          const local = sortOrdersLikeStore(loaded.results, { key, order });
          expect({ key, order, ids: ids(local!) }).toEqual({ key, order, ids: ids(store.get(`${key} ${order}`)!) });
        }
      }
    }
  });

  it('leaves the rows it was given as they were, and sorts nothing it does not know', async () => {
    const loaded = await getOrders({ limit: 10000 });
    const before = ids(loaded.results);
    const sorted = sortOrdersLikeStore(loaded.results, { key: 'total', order: 'ASC' });
    expect(sorted).not.toBe(loaded.results);
    expect(ids(loaded.results)).toEqual(before);
    expect(sortOrdersLikeStore(loaded.results, { key: 'po_number_list', order: 'ASC' })).toBeNull();
    expect(SORTS.every(isLocalOrderSort)).toBe(true);
    expect(isLocalOrderSort('toString')).toBe(false);
  });
});
