import { request } from './client';
import { FIRST_ROWS } from './parse';
import { successAnswer } from './shape';
import type { Id } from './types';
import { OrderHistoriesShape, OrderListAnswerShape, OrderStatusAnswerShape, VoidOrderAnswerShape, type OrderHistoryEntry, type OrderListAnswer, type PosStatus } from './shapes/order';

export { POS_STATUSES } from './shapes/order';
export type { PosStatus, OrderStatus, PosOrder, OrderCounts, OrderListAnswer, VoidOrderAnswer, OrderHistoryEntry, OrderStatusAnswer, OrderVoucher } from './shapes/order';

/**
 * POS orders (spec 2 §2–§7; shapes in spec 5 "Orders" and "Lists"): the order list, void,
 * delete, order history and the payment link. Assigning a customer to an order is
 * `setOrderCustomer` in shared/api/customer.ts.
 */

export type OrderSort = 'order_id' | 'date_added' | 'customer' | 'status' | 'total' | 'cashier' | 'balance_due';

export interface OrderFilters {
  filter_order_id?: string;
  filter_order_status_id?: string;
  filter_product?: string;
  filter_customer?: string;
  filter_phone?: string;
  filter_cashier?: string;
  /** `YYYY-MM-DD` */
  filter_date_from?: string;
  filter_date_to?: string;
  filter_po_number?: string;
}

export interface OrderListQuery extends OrderFilters {
  status?: PosStatus | '';
  sort?: OrderSort;
  order?: 'ASC' | 'DESC';
  page?: number;
  limit?: number;
}

/** Spec 2 §3 "Order history form". */
export interface OrderHistoryForm {
  orderStatusId: number;
  notifyCustomer: 0 | 1;
  notifyByEmail: boolean;
  notifyByText: boolean;
  overrideTextPermission: boolean;
  textingAlerts: boolean;
  email: string;
  phone: string;
  comment: string;
}

/** The payment link's notification fields. */
export interface PaymentLinkForm {
  notifyByEmail: boolean;
  notifyByText: boolean;
  email: string;
  phone: string;
  overrideTextPermission?: boolean;
  textingAlerts?: boolean;
}

export function getOrders(query: OrderListQuery, signal?: AbortSignal, firstRows?: (head: OrderListAnswer) => void) {
  const q: Record<string, string | number | undefined> = { from_pos: 1 };
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') q[key] = value as string | number;
  return request('orderList', { query: q, signal, shape: OrderListAnswerShape, firstRows: firstRows && { count: FIRST_ROWS, show: firstRows } });
}

/** GET /api/order/delete?order_id= */
export function deleteOrder(orderId: Id) {
  return request('orderDelete', { query: { order_id: String(orderId) }, shape: successAnswer });
}

/** GET /pos/order/void?order_id= — refusals come as `errors: [text]` (ApiError.fields holds them). */
export function voidOrder(orderId: Id, requestId: string) {
  return request('orderVoid', { query: { order_id: String(orderId), request_id: requestId }, shape: VoidOrderAnswerShape });
}

/** POST /pos/order/histories (order_id). */
export async function getOrderHistories(orderId: Id, signal?: AbortSignal): Promise<OrderHistoryEntry[]> {
  return (await request('orderHistories', { method: 'POST', form: { order_id: String(orderId) }, signal, shape: OrderHistoriesShape })).histories;
}

/** GET sale/order/getOrderStatus?orderId= */
export function getOrderStatus(orderId: Id, signal?: AbortSignal) {
  return request('orderStatus', { query: { orderId: String(orderId) }, signal, shape: OrderStatusAnswerShape });
}

/** POST /pos/order/history?order_id= with the history form, form-encoded. */
export function addOrderHistory(orderId: Id, form: OrderHistoryForm) {
  return request('orderHistoryAdd', { method: 'POST', query: { order_id: String(orderId) }, form: { ...form }, shape: successAnswer });
}

/** POST /pos/order/sendPaymentURL?order_id= */
export function sendPaymentUrl(orderId: Id, form: PaymentLinkForm) {
  return request('orderSendPaymentUrl', { method: 'POST', query: { order_id: String(orderId) }, form: { ...form }, shape: successAnswer });
}

/** GET /pos/order/send?order_id= — emails the order to the customer (only the order id is needed). */
export function sendOrder(orderId: Id) {
  return request('orderSend', { query: { order_id: String(orderId) }, shape: successAnswer });
}
