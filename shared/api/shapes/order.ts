import * as v from 'valibot';
import { amount, flag, id, int, message, optional, pagedList, successAnswer, text } from '../shape';
import { OrderProductShape, PurchaseOrderShape, TransactionShape, money } from './payment';

/**
 * The order shapes (spec 2 §3 "POS order", "Order status", "Order status response", "Order
 * history entry"; spec 5 "Orders", "Lists"). The order view's own order comes in `data-pf-props`
 * as `{"order": PosOrder}` and is read with `PosOrderShape` too.
 */

export const POS_STATUSES = ['saved', 'kiosk', 'outstanding_balance', 'complete'] as const;
export type PosStatus = (typeof POS_STATUSES)[number];

/** Spec 2 §3 "Order status" (spec 3 §3 names only id and name: the colours may be absent). */
export const OrderStatusShape = v.object({
  order_status_id: id,
  name: text,
  status_color: optional(text, ''),
  status_text_color: optional(text, ''),
});
export type OrderStatus = v.InferOutput<typeof OrderStatusShape>;

/** A totals row (spec 4): `{"code", "title", "text", "value"}`. */
export const OrderTotalShape = v.object({
  code: optional(text, ''),
  title: text,
  text: optional(text, ''),
  value: optional(amount, 0),
});

/** A gift certificate sold on the order: spec 1 §3 "Voucher" (description, amount, amount_text…). */
export const OrderVoucherShape = v.object({
  key: optional(text, ''),
  description: text,
  amount: optional(money, '0.00'),
  amount_text: optional(text, ''),
  message: optional(text, ''),
  voucher_theme: optional(text, ''),
  code: optional(text, ''),
});
export type OrderVoucher = v.InferOutput<typeof OrderVoucherShape>;

const posStatus = v.pipe(
  text,
  v.transform((value): PosStatus | '' => ((POS_STATUSES as readonly string[]).includes(value) ? (value as PosStatus) : '')),
);

/** Spec 2 §3 "POS order" (no email, telephone or texting consent: those come from getOrderStatus). */
export const PosOrderShape = v.object({
  order_id: id,
  date_added: text,
  customer: optional(text, ''),
  /** 0 or null when the order has no customer. */
  customer_id: optional(v.nullable(id), null),
  total: money,
  total_items: optional(int, 0),
  products: optional(v.array(OrderProductShape), []),
  pos_status: optional(posStatus, ''),
  paid_amount: optional(money, '0.00'),
  status: text,
  order_status_id: optional(id, ''),
  order_status: optional(v.nullable(OrderStatusShape), null),
  cashier: optional(text, ''),
  transactions: optional(v.array(TransactionShape), []),
  amount_paid: money,
  order_total: optional(money),
  balance_due: money,
  change_due: optional(money, '0.00'),
  paid_in_full: optional(flag, false),
  vouchers: optional(v.array(OrderVoucherShape), []),
  totals: optional(v.array(OrderTotalShape), []),
  purchase_orders: optional(v.array(PurchaseOrderShape), []),
  po_number_list: optional(v.array(text), []),
  order_ymm: optional(text, ''),
  tax_exempt: optional(flag, false),
  tax_exempt_number: optional(text, ''),
});
export type PosOrder = v.InferOutput<typeof PosOrderShape>;

/** The order list's tab counts (spec 5 "Lists"). */
export const OrderCountsShape = v.object({ all: int, saved: int, kiosk: int, outstanding_balance: int, complete: int });
export type OrderCounts = v.InferOutput<typeof OrderCountsShape>;

/** GET /api/order: the paged list plus `counts`. */
export const OrderListAnswerShape = v.object({ ...pagedList(PosOrderShape).entries, counts: OrderCountsShape });
export type OrderListAnswer = v.InferOutput<typeof OrderListAnswerShape>;

/** GET /pos/order/void: `{"success", "order"}` (refusals `{"errors": [text]}` are thrown). */
export const VoidOrderAnswerShape = v.object({ success: optional(message, ''), order: PosOrderShape });
export type VoidOrderAnswer = v.InferOutput<typeof VoidOrderAnswerShape>;

export const OrderHistoryEntryShape = v.object({ date_added: text, status: text, comment: optional(text, '') });
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntryShape>;

/** POST /pos/order/histories. */
export const OrderHistoriesShape = v.object({ histories: v.array(OrderHistoryEntryShape) });

/** GET sale/order/getOrderStatus (spec 2 §3 "Order status response"). */
export const OrderStatusAnswerShape = v.object({
  orderId: id,
  orderStatuses: v.array(OrderStatusShape),
  orderStatusId: id,
  email: optional(text, ''),
  phone: optional(text, ''),
  textingAlerts: optional(flag, false),
  recentHistoryNote: optional(text, ''),
});
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswerShape>;


/**
 * The order history post's answer, in POS (`/pos/order/history`) and outside it (the admin's
 * `sale/order/api?api=api/order/history`): `{"success": "text"}`, or `{"error": "text"}` (thrown).
 */
export const OrderHistoryAddAnswerShape = successAnswer;
