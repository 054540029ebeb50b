/**
 * Order-list benchmark (issue 12): the pos-order-list widget over a 5,000-order result in
 * Chromium with the CPU slowed 4× (CDP). The store sorts (spec 5 "Lists": `sort`, `order`,
 * `page`, `limit`), so the figure is the widget's own time for a sort: from the header click to
 * the request leaving, plus from the answer arriving to the sorted rows in the DOM (resource
 * timing of the request). The answers are precomputed by the mock store (5,000 generated orders plus
 * the seed) before timing, so the mock's own work is not counted.
 *
 *   node tests/bench/orders.bench.mjs
 *   # e.g. "pos-order-list 5120 orders, 20 a page: sort 21 ms at 4x CPU, 20 row nodes"
 *
 * Two cases: the list as staff use it (20 a page, the default) and every order on one virtualized
 * page (`?limit=` the total, 5,120: sort, then a scroll to the middle). There the answer on screen holds the
 * whole result, so the list sorts it in the page exactly as the store would, without a request:
 * the figure is then the click to the sorted rows in the DOM. Exits non-zero when either case's
 * sort or scroll is over 100 ms, keeps over 400 row nodes, or a sort sends more than one request.
 * Builds into BENCH_DIST (default /tmp/pf-bench-orders), never dist/. Not part of `npm test`.
 * BENCH_PROFILE=/tmp/x writes a CPU profile of each case's first run (unminified build), and
 * BENCH_TRACE=/tmp/x a Chromium trace of it.
 */
import { benchList } from './list-bench.mjs';

const ok = await benchList({
  widget: 'pos-order-list',
  noun: 'orders',
  pageEntry: 'tests/bench/orders.page.tsx',
  pagePath: '/pos/order',
  apiPath: '/api/order',
  seed: async (db, vite, extra) => {
    const { generateOrders } = await vite.ssrLoadModule('/mocks/db/orders.ts');
    generateOrders(db.orders, extra, 424242);
    return db.orders.list.length;
  },
  query: (limit, sort, order) => `?from_pos=1${sort ? `&sort=${sort}&order=${order}` : '&sort=date_added&order=DESC'}&page=1&limit=${limit}`,
  rowId: (row) => row.order_id,
  rowIdInPage: { selector: 'tbody tr td:nth-child(2) a', prefix: '#' },
  onePageGoal: true,
  sorts: [
    { label: 'Total', sort: 'total', order: 'ASC' },
    { label: 'Total', sort: 'total', order: 'DESC' },
    { label: 'Customer', sort: 'customer', order: 'ASC' },
  ],
});
process.exit(ok ? 0 : 1);
