import { array, object, optional } from '../../shared/runtime/props';
import { OrderStatusShape } from '../../shared/api/shapes/order';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-pos-order-list"></div>` on /pos/order. The tab (`status`), `page`, sort and filters
 * come from the page address. Optional `data-pf-props='{"orderStatuses": [OrderStatus]}'` (a key
 * the docs do not name) fills the status filter without asking the store.
 */
export const schema = object({
  orderStatuses: optional(array(OrderStatusShape)),
});

/** The widget's props, described once: by the schema above. */
export type PosOrderListProps = PropsOf<typeof schema>;
