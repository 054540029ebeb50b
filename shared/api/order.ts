import { request } from './client';
import type { OrderProduct, PurchaseOrder, Transaction } from './payment';
import type { Id, Total } from './types';

/**
 * POS orders (spec 2 §2–§7; shapes in spec 5 "Orders" and "Lists"): the order list, void,
 * delete, order history and the payment link. Assigning a customer to an order is
 * `setOrderCustomer` in shared/api/customer.ts.
 */

/** The order list's tabs (the `status` query parameter). */
export const POS_STATUSES = ['saved', 'kiosk', 'outstanding_balance', 'complete'] as const;
export type PosStatus = (typeof POS_STATUSES)[number];

/** Spec 2 §3 "Order status". */
export interface OrderStatus {
  order_status_id: Id;
  name: string;
  status_color: string;
  status_text_color: string;
}

/** Spec 2 §3 "POS order"; amounts are 2-place strings. */
export interface PosOrder {
  order_id: Id;
  /** `YYYY-MM-DD HH:mm:ss`, the store's local time. */
  date_added: string;
  /** The customer's name; empty when the order has none. */
  customer: string;
  /** 0 or null when the order has no customer. */
  customer_id: Id | null;
  email: string;
  telephone: string;
  /** The customer consented to text messages. */
  texting_alerts: boolean;
  total: string;
  total_items: number;
  products: OrderProduct[];
  pos_status: PosStatus;
  paid_amount: string;
  /** The order status's name, e.g. "Processing", "Voided", "Incomplete Transaction". */
  status: string;
  order_status_id: Id;
  order_status: OrderStatus;
  cashier: string;
  transactions: Transaction[];
  amount_paid: string;
  order_total: string;
  /** Total − paid; below zero when change is due. */
  balance_due: string;
  /** −balance when negative, else "0.00". */
  change_due: string;
  paid_in_full: boolean;
  vouchers: Array<{ description: string; amount: string }>;
  totals: Total[];
  purchase_orders: PurchaseOrder[];
  po_number_list: string[];
  /** The vehicle the order is for, e.g. "2018 Ford F-150 XLT"; empty when none. */
  order_ymm: string;
  tax_exempt: boolean;
  tax_exempt_number: string;
}

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

export type OrderCounts = Record<'all' | PosStatus, number>;

export interface OrderListAnswer {
  results: PosOrder[];
  total_items: number;
  total_pages: number;
  page: number;
  limit: number;
  position: string;
  counts: OrderCounts;
}

export interface OrderHistoryEntry {
  date_added: string;
  status: string;
  comment: string;
}

/** Spec 2 §3 "Order status response" (the history modal's data). */
export interface OrderStatusAnswer {
  orderId: Id;
  orderStatuses: OrderStatus[];
  orderStatusId: Id;
  email: string;
  phone: string;
  textingAlerts: boolean;
  recentHistoryNote: string;
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

export interface SuccessAnswer {
  success: string;
}

const text = (answer: { success?: unknown }): SuccessAnswer => ({ success: typeof answer?.success === 'string' ? answer.success : '' });

export function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderListAnswer> {
  const q: Record<string, string | number | undefined> = { from_pos: 1 };
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') q[key] = value as string | number;
  return request<OrderListAnswer>('orderList', { query: q, signal });
}

/** GET /api/order/delete?order_id= */
export async function deleteOrder(orderId: Id): Promise<SuccessAnswer> {
  return text(await request<SuccessAnswer>('orderDelete', { query: { order_id: String(orderId) } }));
}

export interface VoidOrderAnswer {
  success: string;
  order: PosOrder;
}

/** GET /pos/order/void?order_id= — refusals come as `errors: [text]` (ApiError.fields holds them). */
export function voidOrder(orderId: Id, requestId: string): Promise<VoidOrderAnswer> {
  return request<VoidOrderAnswer>('orderVoid', { query: { order_id: String(orderId), request_id: requestId } });
}

/** POST /pos/order/histories (order_id). */
export async function getOrderHistories(orderId: Id, signal?: AbortSignal): Promise<OrderHistoryEntry[]> {
  const answer = await request<{ histories?: OrderHistoryEntry[] }>('orderHistories', { method: 'POST', form: { order_id: String(orderId) }, signal });
  return Array.isArray(answer?.histories) ? answer.histories : [];
}

/** GET sale/order/getOrderStatus?orderId= */
export function getOrderStatus(orderId: Id, signal?: AbortSignal): Promise<OrderStatusAnswer> {
  return request<OrderStatusAnswer>('orderStatus', { query: { orderId: String(orderId) }, signal });
}

/** POST /pos/order/history?order_id= with the history form, form-encoded. */
export async function addOrderHistory(orderId: Id, form: OrderHistoryForm): Promise<SuccessAnswer> {
  return text(
    await request<SuccessAnswer>('orderHistoryAdd', {
      method: 'POST',
      query: { order_id: String(orderId) },
      form: { ...form },
    }),
  );
}

/** POST /pos/order/sendPaymentURL?order_id= */
export async function sendPaymentUrl(orderId: Id, form: PaymentLinkForm): Promise<SuccessAnswer> {
  return text(await request<SuccessAnswer>('orderSendPaymentUrl', { method: 'POST', query: { order_id: String(orderId) }, form: { ...form } }));
}

/** GET /pos/order/send?order_id= — emails the order to the customer. */
export async function sendOrder(orderId: Id): Promise<SuccessAnswer> {
  return text(await request<SuccessAnswer>('orderSend', { query: { order_id: String(orderId) } }));
}
