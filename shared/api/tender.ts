import { request } from './client';
import type { PaymentAnswer } from './payment';
import type { Id, Money } from './types';

export type { PaymentAnswer };

/**
 * Taking payments at POS checkout (spec 3 §2, §5; spec 5 "POS checkout and payments"). Every
 * payment call carries `request_id`, made once per attempt and resent unchanged on a retry: the
 * store applies a repeated `request_id` once and answers the first result again.
 */

/** The store's tender codes (the settings call in-store credit `storeCredit`; the store `store_credit`). */
export type TenderType = 'cash' | 'check' | 'voucher' | 'store_credit' | 'card';

export interface AddPaymentInput {
  orderId: Id;
  type: TenderType;
  /** 2-place string. */
  amount: string;
  check_number?: string;
  voucher_code?: string;
  request_id: string;
}

/** POST addPayment. A refusal (a declined card, a used-up voucher) becomes an ApiError of kind `store`. */
export function addPayment(input: AddPaymentInput): Promise<PaymentAnswer> {
  return request<PaymentAnswer>('posAddPayment', {
    method: 'POST',
    form: {
      orderId: String(input.orderId),
      type: input.type,
      amount: input.amount,
      check_number: input.check_number,
      voucher_code: input.voucher_code,
      request_id: input.request_id,
    },
  });
}

/** A gift or reward voucher's balance (spec 3 §3 "Voucher lookup"). */
export interface VoucherLookup {
  original_amount: Money;
  /** What is left on the card. */
  amount: Money;
}

/** GET getVoucher?code=; an unknown code answers `{"error": "Invalid code"}` (thrown as kind `store`). */
export function getVoucher(code: string, signal?: AbortSignal): Promise<VoucherLookup> {
  return request<VoucherLookup>('posGetVoucher', { query: { code }, signal });
}

export interface CheckoutCustomer {
  customer_id: Id;
  firstname: string;
  lastname: string;
  email?: string;
  telephone?: string;
  [field: string]: unknown;
}

export interface SetCustomerAnswer {
  success: string;
  customer: CheckoutCustomer;
  storeCredit: Money;
}

/** POST setCustomer[?orderId=] with customerId: the order's customer, and their store credit. */
export function setCheckoutCustomer(customerId: Id, orderId?: Id): Promise<SetCustomerAnswer> {
  return request<SetCustomerAnswer>('posCheckoutSetCustomer', {
    method: 'POST',
    query: orderId === undefined ? undefined : { orderId: String(orderId) },
    form: { customerId: String(customerId) },
  });
}

/**
 * POST /checkout/cart/setPaymentData with itemId: confirms the payment item (spec 3 §4 "Payment
 * confirmation"). Answers `{}`; the store's `error` is thrown (kind `store`) and the step is not confirmed.
 */
export function setPaymentData(itemId: Id): Promise<Record<string, never>> {
  return request<Record<string, never>>('cartSetPaymentData', { method: 'POST', form: { itemId: String(itemId) } });
}
