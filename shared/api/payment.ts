import { request } from './client';
import './endpoints/payment';
import type { Id } from './types';
import { PaymentAnswerShape, ProcessorAnswerShape } from './shapes/payment';

export type {
  PaymentAnswer,
  PaymentState,
  PaymentCustomer,
  Transaction,
  OrderProduct,
  PurchaseOrder,
  ProcessorAnswer,
} from './shapes/payment';

/**
 * An order's payment state and its transactions (spec 3 §3 "Order payment state", §4; spec 2 §7;
 * shapes in spec 5 "POS checkout and payments", schemas in `shapes/payment.ts`). Shared by the
 * order view and POS checkout.
 *
 * Amounts are 2-place decimal strings ("12.50"); compute with shared/money only. Every call that
 * changes money carries a `request_id` made once per attempt (`newRequestId`): the store applies a
 * repeated `request_id` once and answers the first result again, so a retry, a lost answer or a
 * double click never voids twice.
 */

export type TransactionType = 'cash' | 'check' | 'voucher' | 'store_credit' | 'card' | 'online';

/** A key made once per attempt of a money call; works outside secure contexts too. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The query keys of this module's reads: an order's payment state (getTransactions, updated in place by every payment call). */
export const paymentKeys = {
  state: (orderId: Id) => ['payment', String(orderId)] as const,
};

export function getTransactions(orderId: Id, signal?: AbortSignal) {
  return request('paymentTransactions', { query: { orderId: String(orderId) }, signal, shape: PaymentAnswerShape });
}

/** POST /pos/checkout/voidTransaction (transaction, request_id). */
export function voidTransaction(transactionId: Id, requestId: string) {
  return request('paymentVoidTransaction', { method: 'POST', form: { transaction: String(transactionId), request_id: requestId }, shape: PaymentAnswerShape });
}

/** GET /pos/checkout/voidTransactions?orderId= — voids every transaction of the order. */
export function voidTransactions(orderId: Id, requestId: string) {
  return request('paymentVoidTransactions', { query: { orderId: String(orderId), request_id: requestId }, shape: PaymentAnswerShape });
}

/**
 * The store writes processor links as `/x/y?…` or `index.php?route=x/y&…`; both reach the same
 * endpoint (spec 5), so the call goes to the `processorAction` endpoint (`/index.php`) with the
 * route and the link's own query, plus `from_pos=1` and the request id.
 */
export function processorQuery(actionUrl: string, requestId: string): Record<string, string> {
  const url = new URL(actionUrl, 'http://store.invalid/');
  const query: Record<string, string> = {};
  const path = url.pathname.replace(/^\/+/, '');
  if (path && !/(^|\/)index\.php$/.test(path)) query.route = path;
  for (const [key, value] of url.searchParams) query[key] = value;
  query.from_pos = '1';
  query.request_id = requestId;
  return query;
}

/** `GET {action_url}&from_pos=1`: a processor's void, return or capture. */
export function processorAction(actionUrl: string, requestId: string) {
  return request('processorAction', { query: processorQuery(actionUrl, requestId), shape: ProcessorAnswerShape });
}
