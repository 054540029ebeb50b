import { adminRequest, type AdminAccess } from './admin';
import { request } from './client';
import './endpoints/orders';
import { FIRST_ROWS } from './parse';
import { successAnswer } from './shape';
import type { Id } from './types';
import { OrderHistoriesShape, OrderHistoryAddAnswerShape, OrderListRowsShape, OrderStatusAnswerShape, VoidOrderAnswerShape, type OrderHistoryEntry, type OrderListAnswer, type PosStatus } from './shapes/order';

export { POS_STATUSES } from './shapes/order';
export type { AdminAccess } from './admin';
export type { PosStatus, OrderStatus, PosOrder, PosOrderRow, OrderCounts, OrderListAnswer, VoidOrderAnswer, OrderHistoryEntry, OrderStatusAnswer, OrderVoucher } from './shapes/order';

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

/**
 * The query keys of this module's reads, for every `useQuery`, table and invalidation (shared/data
 * matches invalidations by prefix: `all` reads every order list again).
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** getOrders: the order list's pages, by status tab and filters. */
  list: (status: unknown, filters: unknown) => ['orders', status, filters] as const,
  /** getOrders filtered to one order: its customer's row, on POS checkout. */
  customerRow: (orderId: Id) => ['pos-checkout-order-customer', orderId] as const,
  /** getOrderStatus: statuses, the customer's email, phone and texting consent, by order. */
  status: (orderId: Id) => ['orderStatus', String(orderId)] as const,
  /** getOrderStatus of any order, read for its list of statuses only (the same for every order). */
  statuses: ['order-statuses'] as const,
  /** getOrderHistories: an order's history entries. */
  histories: (orderId: Id) => ['order-histories', String(orderId)] as const,
};

export function getOrders(query: OrderListQuery, signal?: AbortSignal, firstRows?: (head: OrderListAnswer) => void) {
  const q: Record<string, string | number | undefined> = { from_pos: 1 };
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') q[key] = value as string | number;
  return request('orderList', { query: q, signal, shape: OrderListRowsShape, firstRows: firstRows && { count: FIRST_ROWS, show: firstRows } });
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

/**
 * GET sale/order/getOrderStatus?orderId= — in POS the store's route (session cookie); with `admin`
 * (the store's admin, outside POS) through the admin helper:
 * `/admin/index.php?route=sale/order/getOrderStatus&orderId=&user_token=`.
 */
export function getOrderStatus(orderId: Id, signal?: AbortSignal, admin?: AdminAccess) {
  const options = { query: { orderId: String(orderId) }, signal, shape: OrderStatusAnswerShape };
  return admin ? adminRequest('adminOrderStatus', admin, options) : request('orderStatus', options);
}

/**
 * The order history form, form-encoded (spec 2 §7). In POS: POST /pos/order/history?order_id=.
 * With `admin` (outside POS): POST sale/order/api with `api=api/order/history` and `order_id`,
 * through the admin helper (`/admin/index.php?route=sale/order/api&…&user_token=`).
 */
export function addOrderHistory(orderId: Id, form: OrderHistoryForm, admin?: AdminAccess) {
  if (admin) {
    return adminRequest('adminOrderHistory', admin, { method: 'POST', query: { api: 'api/order/history', order_id: String(orderId) }, form: { ...form }, shape: OrderHistoryAddAnswerShape });
  }
  return request('orderHistoryAdd', { method: 'POST', query: { order_id: String(orderId) }, form: { ...form }, shape: OrderHistoryAddAnswerShape });
}

/** POST /pos/order/sendPaymentURL?order_id= */
export function sendPaymentUrl(orderId: Id, form: PaymentLinkForm) {
  return request('orderSendPaymentUrl', { method: 'POST', query: { order_id: String(orderId) }, form: { ...form }, shape: successAnswer });
}

/** GET /pos/order/send?order_id= — emails the order to the customer (only the order id is needed). */
export function sendOrder(orderId: Id) {
  return request('orderSend', { query: { order_id: String(orderId) }, shape: successAnswer });
}

/** One order line's PO number for the order's applyPoNumber (spec 3 §7). */
export interface OrderPoNumberLine {
  order_product_id: Id;
  name: string;
  po_number: string;
}

/**
 * POST /pos/order/applyPoNumber?order_id= (spec 3 §7): the same form as the cart's
 * applyPoNumber with `order_product_id` for `cart_key`: `products[i][order_product_id|name|po_number|apply_to_all]`
 * and `apply_to_all`. Answers `{success}` or `{error}` (thrown); read the payment state again after it.
 */
export function applyOrderPoNumber(orderId: Id, products: OrderPoNumberLine[], applyToAll: boolean) {
  const all = applyToAll ? 1 : 0;
  return request('orderApplyPoNumber', {
    method: 'POST',
    query: { order_id: String(orderId) },
    form: { products: products.map((p) => ({ order_product_id: String(p.order_product_id), name: p.name, po_number: p.po_number, apply_to_all: all })), apply_to_all: all },
    shape: successAnswer,
  });
}
