import { object, oneOf, optional, required, string } from '../../shared/runtime/props';
import { PosOrderShape } from '../../shared/api/shapes/order';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-pos-order-view" data-pf-props='{"order": PosOrder}' data-user-token="…"></div>` on
 * /pos/order/view?order_id=. The order is read through spec 2 §3's POS order shape (PHP flags,
 * numeric strings). The token is the admin's `user_token` from the page address.
 * `data-view="receipt"` (on /pos/order/receipt and /pos/order/done) or `"invoice"` (on
 * /pos/order/invoice) shows the same order as a printable receipt or invoice instead.
 */
export const schema = object({
  order: required(PosOrderShape, 'order is required'),
  userToken: optional(string()),
  view: optional(oneOf(['order', 'receipt', 'invoice'] as const)),
});

/** The widget's props, described once: by the schema above. */
export type PosOrderViewProps = PropsOf<typeof schema>;
