import * as v from 'valibot';
import { amount, flag, id, int, listOf, message, need, optional, pagedList, successAnswer, text } from '../shape';
import { subtract } from '../../money';
import { OrderProductShape, PurchaseOrderShape, money, payments } from './payment';

/**
 * The order shapes (spec 2 §3 "POS order", "Order status", "Order status response", "Order
 * history entry"; spec 5 "Orders", "Lists"). The order view's own order comes in `data-pf-props`
 * as `{"order": PosOrder}` and is read with `PosOrderShape` too.
 */

export const POS_STATUSES = ['saved', 'kiosk', 'outstanding_balance', 'complete'] as const;
export type PosStatus = (typeof POS_STATUSES)[number];

/** Spec 2 §3 "Order status" (spec 3 §3 names only id and name: the colours may be absent). */
export const OrderStatusShape = v.object({
  order_status_id: need(id, 'the status chosen in the history form'),
  name: need(text, 'the status shown'),
  status_color: optional(text, ''),
  status_text_color: optional(text, ''),
});
export type OrderStatus = v.InferOutput<typeof OrderStatusShape>;

/**
 * An order's `order_status`: spec 2 names the field, not its form. The Order status object, or
 * the status's name as text (`"Pending"`), read as a status with that name and no colours.
 */
const orderStatusOfOrder = v.union([
  OrderStatusShape,
  v.pipe(
    v.string(),
    v.nonEmpty(),
    v.transform((name): OrderStatus => ({ order_status_id: '', name, status_color: '', status_text_color: '' })),
  ),
]);

/** A totals row (spec 4): `{"code", "title", "text", "value"}`. */
export const OrderTotalShape = v.object({
  code: optional(text, ''),
  title: need(text, 'the totals row\'s label'),
  text: optional(text, ''),
  value: optional(amount, 0),
});

/** A gift certificate sold on the order: spec 1 §3 "Voucher" (description, amount, amount_text…). */
export const OrderVoucherShape = v.object({
  key: optional(text, ''),
  description: need(text, 'the gift certificate\'s line'),
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
const PosOrderFields = v.object({
  order_id: need(id, 'the order opened, voided, deleted'),
  date_added: optional(text, ''),
  customer: optional(text, ''),
  /** 0 or null when the order has no customer. */
  customer_id: optional(v.nullable(id), null),
  total: need(money, 'the order\'s total'),
  total_items: optional(int, 0),
  products: need(v.nullish(v.array(OrderProductShape), []), 'the order\'s lines: one that does not read fails the order'),
  pos_status: optional(posStatus, ''),
  paid_amount: optional(money, '0.00'),
  status: optional(text, ''),
  order_status_id: optional(id, ''),
  order_status: optional(v.nullable(orderStatusOfOrder), null),
  cashier: optional(text, ''),
  transactions: payments,
  /** `null` (nothing paid yet, on some stores) is 0.00. */
  amount_paid: optional(money, '0.00'),
  order_total: optional(money),
  /** Left out or `null`: the total less what was paid (`balanceOf`). */
  balance_due: optional(money),
  change_due: optional(money, '0.00'),
  paid_in_full: optional(flag, false),
  vouchers: optional(listOf(OrderVoucherShape), []),
  totals: optional(listOf(OrderTotalShape), []),
  purchase_orders: optional(listOf(PurchaseOrderShape), []),
  po_number_list: optional(listOf(text), []),
  order_ymm: optional(text, ''),
  tax_exempt: optional(flag, false),
  tax_exempt_number: optional(text, ''),
});
type PosOrderRead = v.InferOutput<typeof PosOrderFields>;

/** An order (or list row) with its balance: the store's, or the total less what was paid when it left it out. */
function withBalance<T extends { total: string; amount_paid: string; balance_due?: string }>(order: T): T & { balance_due: string } {
  return order.balance_due !== undefined ? (order as T & { balance_due: string }) : { ...order, balance_due: subtract(order.total, order.amount_paid) };
}
export type PosOrder = Omit<PosOrderRead, 'balance_due'> & { balance_due: string };

/** The POS order, its balance derived when the store leaves it out (the total less what was paid). */
export const PosOrderShape = v.pipe(
  PosOrderFields,
  v.transform(withBalance),
);

/** The order list's tab counts (spec 5 "Lists"). */
export const OrderCountsShape = v.object({ all: optional(int, 0), saved: optional(int, 0), kiosk: optional(int, 0), outstanding_balance: optional(int, 0), complete: optional(int, 0) });
export type OrderCounts = v.InferOutput<typeof OrderCountsShape>;

/**
 * A row of the order list: the POS order as `GET /api/order` sends it, of which the list reads only
 * what it shows and sorts by. A row carries the whole order (its products with their options,
 * transactions, totals, purchase orders); reading all of that for 20 or 5,000 rows would be work
 * no clerk waits for. The order view reads the whole order (`PosOrderShape`).
 */
const PosOrderRowFields = v.pick(PosOrderFields, ['order_id', 'date_added', 'customer', 'customer_id', 'total', 'pos_status', 'status', 'order_status_id', 'order_status', 'cashier', 'amount_paid', 'balance_due', 'po_number_list']);
export type PosOrderRow = Omit<v.InferOutput<typeof PosOrderRowFields>, 'balance_due'> & { balance_due: string };
export const PosOrderRowShape = v.pipe(
  PosOrderRowFields,
  v.transform(withBalance),
);

const NO_COUNTS = { all: 0, saved: 0, kiosk: 0, outstanding_balance: 0, complete: 0 };

/** GET /api/order as the store documents it: the paged list of whole POS orders plus `counts` (the mock store's answer, held strictly). */
export const OrderListAnswerShape = v.object({ ...pagedList(PosOrderShape).entries, counts: optional(OrderCountsShape, NO_COUNTS) });

/** GET /api/order as the order list reads it: each row's list fields only (`PosOrderRowShape`). */
export const OrderListRowsShape = v.object({ ...pagedList(PosOrderRowShape).entries, counts: optional(OrderCountsShape, NO_COUNTS) });
export type OrderListAnswer = v.InferOutput<typeof OrderListRowsShape>;

/** GET /pos/order/void: `{"success", "order"}` (refusals `{"errors": [text]}` are thrown). */
export const VoidOrderAnswerShape = v.object({ success: optional(message, ''), order: need(PosOrderShape, 'the voided order shown') });
export type VoidOrderAnswer = v.InferOutput<typeof VoidOrderAnswerShape>;

export const OrderHistoryEntryShape = v.object({ date_added: optional(text, ''), status: optional(text, ''), comment: optional(text, '') });
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntryShape>;

/** POST /pos/order/histories. */
export const OrderHistoriesShape = v.object({ histories: need(listOf(OrderHistoryEntryShape), 'the list itself: an answer without it is not an empty list') });

/** GET sale/order/getOrderStatus (spec 2 §3 "Order status response"). */
export const OrderStatusAnswerShape = v.object({
  orderId: optional(id, ''),
  orderStatuses: need(listOf(OrderStatusShape), 'the statuses offered in the history form'),
  /** `null` when the order has no status yet: the form then starts on the first status. */
  orderStatusId: optional(id, ''),
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
