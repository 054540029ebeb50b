import { mixed, object, optional, required, string } from '../../shared/runtime/props';
import type { PosOrder } from '../../shared/api/order';
import type { PropsOf } from '../../shared/runtime/defineWidget';

const isPosOrder = (v: unknown): v is PosOrder =>
  typeof v === 'object' && v !== null && 'order_id' in v && Array.isArray((v as PosOrder).products) && Array.isArray((v as PosOrder).transactions) && Array.isArray((v as PosOrder).totals);

/**
 * `<div id="pf-pos-order-view" data-pf-props='{"order": PosOrder}' data-user-token="…"></div>` on
 * /pos/order/view?order_id=. The token is the admin's `user_token` from the page address.
 */
export const schema = object({
  order: required(mixed<PosOrder>(isPosOrder, 'order must be a POS order (order_id, products, transactions, totals…)'), 'order is required'),
  userToken: optional(string()),
});

/** The widget's props, described once: by the schema above. */
export type PosOrderViewProps = PropsOf<typeof schema>;
