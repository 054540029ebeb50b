import { request } from './client';
import './endpoints/tenders';
import type { Id } from './types';
import { EmptyAnswerShape, PaymentAnswerShape, SetCustomerAnswerShape, VoucherLookupShape } from './shapes/payment';

export type { PaymentAnswer, VoucherLookup, SetCustomerAnswer } from './shapes/payment';

/**
 * Taking payments at POS checkout (spec 3 §2, §5; spec 5 "POS checkout and payments"). Every
 * payment call carries `request_id`, made once per attempt and resent unchanged on a retry: the
 * store applies a repeated `request_id` once and answers the first result again.
 */

/** The store's tender codes (the settings call in-store credit `storeCredit`; the store `store_credit`). */
export type TenderType = 'cash' | 'check' | 'voucher' | 'store_credit' | 'card';

export interface AddPaymentInput {
  /** The page's order (`data-pf-props` `orderId`): the payment state carries none. */
  orderId: Id;
  type: TenderType;
  /** 2-place string. */
  amount: string;
  check_number?: string;
  voucher_code?: string;
  request_id: string;
}

/** POST addPayment. A refusal (a declined card, a used-up voucher) becomes an ApiError of kind `store`. */
export function addPayment(input: AddPaymentInput) {
  return request('posAddPayment', {
    method: 'POST',
    form: {
      orderId: String(input.orderId),
      type: input.type,
      amount: input.amount,
      check_number: input.check_number,
      voucher_code: input.voucher_code,
      request_id: input.request_id,
    },
    shape: PaymentAnswerShape,
  });
}

/** GET getVoucher?code=; an unknown code answers `{"error": "Invalid code"}` (thrown as kind `store`). */
export function getVoucher(code: string, signal?: AbortSignal) {
  return request('posGetVoucher', { query: { code }, signal, shape: VoucherLookupShape });
}

/** POST setCustomer[?orderId=] with customerId: the order's customer, and their store credit. */
export function setCheckoutCustomer(customerId: Id, orderId?: Id) {
  return request('posCheckoutSetCustomer', {
    method: 'POST',
    query: orderId === undefined ? undefined : { orderId: String(orderId) },
    form: { customerId: String(customerId) },
    shape: SetCustomerAnswerShape,
  });
}

/**
 * POST /checkout/cart/setPaymentData with itemId: confirms the payment item (spec 3 §4 "Payment
 * confirmation"). Answers `{}`; the store's `error` is thrown (kind `store`) and the step is not confirmed.
 */
export function setPaymentData(itemId: Id) {
  return request('cartSetPaymentData', { method: 'POST', form: { itemId: String(itemId) }, shape: EmptyAnswerShape });
}
