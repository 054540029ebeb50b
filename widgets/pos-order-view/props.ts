import { object, optional, required, string } from '../../shared/runtime/props';
import { PosOrderShape } from '../../shared/api/shapes/order';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-pos-order-view" data-pf-props='{"order": PosOrder}' data-user-token="…"></div>` on
 * /pos/order/view?order_id=. The order is read through spec 2 §3's POS order shape (PHP flags,
 * numeric strings). The token is the admin's `user_token` from the page address.
 */
export const schema = object({
  order: required(PosOrderShape, 'order is required'),
  userToken: optional(string()),
});

/** The widget's props, described once: by the schema above. */
export type PosOrderViewProps = PropsOf<typeof schema>;
