import { CustomerListShape } from './shapes/customer';
import { OrderListRowsShape } from './shapes/order';
import type { Shape } from './shape';

/**
 * The long lists read off the page's main thread, by endpoint, with the schema the page reads
 * them with (`getOrders`, `listCustomers`). The worker's own copy: the page knows only the names
 * (`LONG_LISTS` in offThread.ts), so that neither list's schema joins the other's chunk.
 */
export const LONG_LIST_SHAPES: Record<string, Shape> = {
  orderList: OrderListRowsShape,
  customerList: CustomerListShape,
};
