import { paymentKeys, type PaymentState } from '../api/payment';
import type { Id } from '../api/types';
import { setQueryData } from '../data';

/** The page's one copy of an order's payment state: the order view and POS checkout read and update it. */
export const paymentKey = paymentKeys.state;

/** Replaces the cached payment state (every payment call answers the new one). */
export function setPayment(orderId: Id, payment: PaymentState): void {
  setQueryData(paymentKey(orderId), payment);
}
