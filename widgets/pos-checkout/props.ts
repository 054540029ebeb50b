import { integer, number, object, optional, pipe, positive } from '../../shared/runtime/props';
import { PaymentStateShape } from '../../shared/api/shapes/payment';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-pos-checkout" data-pf-props='{"orderId": 123, "payment": PaymentState}'></div>`
 * on /pos/checkout (spec 5 "POS checkout and payments"). `orderId` is the order every payment and
 * Confirm Order is for: the payment state carries none. Without orderId: the no-order text and the
 * redirect to the catalog. `payment` is read through the store's shape (PHP flags, numeric strings).
 */
export const schema = object({
  orderId: optional(pipe(number('orderId must be a number'), integer(), positive())),
  payment: optional(PaymentStateShape),
});

export type PosCheckoutProps = PropsOf<typeof schema>;
