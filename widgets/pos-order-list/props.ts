import { array, mixed, object, optional, required } from '../../shared/runtime/props';
import type { OrderStatus } from '../../shared/api/order';
import type { PropsOf } from '../../shared/runtime/defineWidget';

const isStatus = (s: unknown): s is OrderStatus => typeof s === 'object' && s !== null && 'order_status_id' in s && 'name' in s;

/**
 * `<div id="pf-pos-order-list"></div>` on /pos/order. The tab (`status`), `page`, sort and filters
 * come from the page address. Optional `data-pf-props='{"orderStatuses": [OrderStatus]}'` fills
 * the status filter without asking the store.
 */
export const schema = object({
  orderStatuses: optional(array(required(mixed<OrderStatus>(isStatus, 'orderStatuses holds {order_status_id, name}')))),
});

/** The widget's props, described once: by the schema above. */
export type PosOrderListProps = PropsOf<typeof schema>;
