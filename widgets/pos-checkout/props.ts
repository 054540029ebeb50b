import { integer, mixed, number, object, optional, pipe, positive } from '../../shared/runtime/props';
import type { PaymentState } from '../../shared/api/payment';
import type { PropsOf } from '../../shared/runtime/defineWidget';

const isPaymentState = (v: unknown): v is PaymentState =>
  typeof v === 'object' && v !== null && 'balanceDue' in v && 'orderTotal' in v && Array.isArray((v as { transactions?: unknown }).transactions);

/**
 * `<div id="pf-pos-checkout" data-pf-props='{"orderId": 123, "payment": PaymentState}'></div>`
 * on /pos/checkout. Without orderId: the no-order text and the redirect to the catalog.
 */
export const schema = object({
  orderId: optional(pipe(number('orderId must be a number'), integer(), positive())),
  payment: optional(mixed<PaymentState>(isPaymentState, 'payment must be the order payment state (orderTotal, balanceDue, transactions…)')),
});

export type PosCheckoutProps = PropsOf<typeof schema>;
