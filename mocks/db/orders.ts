/**
 * POS orders as the store keeps them: items with options and PO numbers, costs, transactions of
 * every kind (cash, check, voucher, store credit, Datacap and PayJunction cards, a payment link),
 * distributor purchase orders, order histories and store credit balances.
 *
 * - `renderOrder` answers a PosOrder (spec 2 §3) and `paymentState` the order payment state
 *   (spec 3 §3); both recompute paid, balance due and change due exactly in cents.
 * - `getOrder`, `addOrder` (kiosk and POS orders created by other handlers), `recordTransaction`,
 *   `voidOne`, `applyOnce` (request_id idempotence) are shared with the checkout and customer routes.
 *
 * Fixtures the tests and the preview name (ids): 1001 saved (options, PO numbers, vehicle, no
 * payment), 1002 kiosk (no customer), 1003 outstanding balance (cash + a voided check, a purchase
 * order), 1004 complete with change due (cash), 1005 complete with every kind of transaction
 * (including a PayJunction hold that is settled, which cannot be voided), 1006 voided,
 * 1007 incomplete transaction, 1008 outstanding balance paid by card (Datacap void, PayJunction
 * capture), 1009 tax exempt, paid with store credit. Ids 890–1000 are generated, older.
 */
import type * as v from 'valibot';
import type { OrderCounts, PosStatus } from '../../shared/api/order';
import type { TransactionType } from '../../shared/api/payment';
import type { BookedAppointmentShape } from '../../shared/api/shapes/appointment';
import type { OrderStatusShape, OrderTotalShape, PosOrderShape } from '../../shared/api/shapes/order';
import type { OrderProductOptionShape, OrderProductShape, PaymentStateShape, PurchaseOrderShape, TransactionShape } from '../../shared/api/shapes/payment';
import { compare, formatMoney, fromCents, lineTotal, subtract, sum, toCents } from '../../shared/money';
import { catalog, productById } from './catalog';
import { TAX_RATE } from './cart';
import { CUSTOMERS, customerById } from './customers-lite';
import { currentCustomers, postCredit, storeCreditOf } from './customers';
import { LOCATIONS } from './locations';
import { mulberry32, type Rng } from './random';

// The answers as the store sends them (the shapes' input: ids as numbers, amounts as strings).
type OrderStatus = v.InferInput<typeof OrderStatusShape> & { order_status_id: number; name: string; status_color: string; status_text_color: string };
type Total = v.InferInput<typeof OrderTotalShape> & { code: string; title: string; text: string; value: string };
type PosOrder = v.InferInput<typeof PosOrderShape>;
type PaymentState = v.InferInput<typeof PaymentStateShape>;
/** A distributor purchase order (spec 2 §3), every field the store sends. */
type PurchaseOrder = v.InferInput<typeof PurchaseOrderShape> & {
  PurchaseOrderID: number;
  Number: string;
  ConfirmationNumber: string;
  WarehouseConfirmationNumber: string;
  ToWarehouse: { Name: string };
  SubmittedToWarehouseDateTime: string;
  CurrentStatus: string;
  ShippingMethod: string;
  Notes: string;
  ShipTo: { Name: string; Street: string; City: string; StateProvinceCode: string; ZipPostalCode: string };
  Items: Array<{ AAIABrandCode: string; PartNumber: string; Quantity: number }>;
  OrderTotalPrice: string;
};
type OrderProductOption = v.InferInput<typeof OrderProductOptionShape>;
type BookedAppointment = v.InferInput<typeof BookedAppointmentShape>;
/** A transaction as the store answers it (spec 3 §3); the record keeps when it was made, for the ledger. */
export type TransactionAnswer = v.InferInput<typeof TransactionShape>;
export type Transaction = TransactionAnswer & { transaction_id: number; transaction_type: TransactionType; amount: string; status: string; date_added: string };
/** An order line as kept: with its catalogue product (0 for a custom product), which the answers leave out. */
export type OrderProduct = v.InferInput<typeof OrderProductShape> & {
  product_id: number;
  name: string;
  model: string;
  option: OrderProductOption[];
  quantity: number;
  price: string;
  total: string;
  po_number: string;
  /** A labor line (custom labor at the counter): priced at its labor, counted under Labor, not the parts' Sub-Total. */
  labor?: boolean;
};

/** A transaction as answered: without the record's own date (spec 3 §3 has none). */
export function renderTransaction(t: Transaction) {
  const { date_added: _when, ...answer } = structuredClone(t);
  void _when;
  return answer;
}

/** An order line as answered (spec 2 §3 "Order product": no product id). */
export function renderOrderProduct(p: OrderProduct) {
  const { product_id: _product, labor: _labor, ...answer } = structuredClone(p);
  void _product;
  void _labor;
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Statuses and people
// ---------------------------------------------------------------------------------------------

export const ORDER_STATUSES: readonly OrderStatus[] = [
  { order_status_id: 1, name: 'Pending', status_color: '#f0ad4e', status_text_color: '#1f1f1f' },
  { order_status_id: 2, name: 'Processing', status_color: '#1f6fb2', status_text_color: '#ffffff' },
  { order_status_id: 3, name: 'Shipped', status_color: '#5b4ba8', status_text_color: '#ffffff' },
  { order_status_id: 5, name: 'Complete', status_color: '#2e7d32', status_text_color: '#ffffff' },
  { order_status_id: 7, name: 'Canceled', status_color: '#6b6b6b', status_text_color: '#ffffff' },
  { order_status_id: 16, name: 'Voided', status_color: '#4a4a4a', status_text_color: '#ffffff' },
  { order_status_id: 17, name: 'Incomplete Transaction', status_color: '#b3261e', status_text_color: '#ffffff' },
  { order_status_id: 18, name: 'Kiosk', status_color: '#00796b', status_text_color: '#ffffff' },
  { order_status_id: 19, name: 'Saved', status_color: '#e0e0e0', status_text_color: '#1f1f1f' },
];
export const STATUS = { pending: 1, processing: 2, shipped: 3, complete: 5, canceled: 7, voided: 16, incomplete: 17, kiosk: 18, saved: 19 } as const;

export const statusById = (id: string | number): OrderStatus | undefined => ORDER_STATUSES.find((s) => String(s.order_status_id) === String(id));

export const CASHIERS = ['Dana Whitfield', 'Marcus Lee', 'Rosa Delgado', 'Kiosk'] as const;

/** Customer 502 has not consented to text messages. */
const NO_TEXT_CONSENT = new Set(['502']);

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export interface OrderCosts {
  parts: string;
  surcharge: string;
  labor: string;
  tax: string;
  cardSurcharge: string;
  cardSurchargeTax: string;
}

/** A totals row that takes money off the order: `coupon` before tax, `voucher` (a gift certificate redeemed) after. */
export interface OrderDiscount {
  code: 'coupon' | 'voucher';
  title: string;
  /** Negative, 2-place string. */
  amount: string;
}

export interface HistoryRecord {
  date_added: string;
  order_status_id: number;
  comment: string;
  notify: boolean;
}

export interface OrderRecord {
  order_id: number;
  date_added: string;
  customer_id: number | null;
  cashier: string;
  pos_status: PosStatus;
  order_status_id: number;
  products: OrderProduct[];
  vouchers: Array<{ description: string; amount: string }>;
  /** Codes that took money off (a coupon, a redeemed gift certificate), as negative amounts. */
  discounts?: OrderDiscount[];
  costs: OrderCosts;
  transactions: Transaction[];
  purchase_orders: PurchaseOrder[];
  histories: HistoryRecord[];
  order_ymm: string;
  tax_exempt: boolean;
  tax_exempt_number: string;
}

/** What the store sent: payment links, emailed orders, history notifications (tests read it). */
export interface OutboxEntry {
  order_id: number;
  kind: 'payment_link' | 'order' | 'history';
  email: string;
  phone: string;
}

export interface OrdersState {
  list: OrderRecord[];
  nextOrderId: number;
  nextTransactionId: number;
  nextOrderProductId: number;
  nextPurchaseOrderId: number;
  /** request_id → the first answer given for it. */
  requests: Record<string, unknown>;
  outbox: OutboxEntry[];
  /** Voucher payments: transaction id → the voucher code it was paid from (a void gives the amount back). */
  voucherCodes: Record<string, string>;
  /** The store's clock for orders and transactions made while the mock runs (deterministic). */
  clock: number;
}

// ---------------------------------------------------------------------------------------------
// Clock and formatting helpers
// ---------------------------------------------------------------------------------------------

/** The seed's "now": 2026-11-21 09:00 store time, in minutes since the epoch (no Date.now). */
const NOW_MINUTES = Date.UTC(2026, 10, 21, 9, 0) / 60000;

/** `YYYY-MM-DD HH:mm:ss` for minutes since the epoch. */
export function stamp(minutes: number): string {
  return new Date(minutes * 60000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Advances the store's clock by a minute and gives the time. */
export function tick(state: OrdersState): string {
  state.clock += 1;
  return stamp(state.clock);
}

const pct = (amount: string, rate: string) => lineTotal(amount, rate);

// ---------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------

const PAYJUNCTION_ROUTE = 'index.php?route=extension/payment/payjunction/action';
const DATACAP_ROUTE = 'index.php?route=extension/payment/datacap_dc_direct/voidOrReturn';

export interface TransactionInput {
  type: TransactionType;
  amount: string;
  /** The label; a sensible one is made from the type when omitted. */
  label?: string;
  check_number?: string;
  voucher_code?: string;
  /** For cards: which processor ran it and its state. */
  processor?: 'datacap' | 'payjunction';
  /** Datacap: settled cards offer Return instead of Void. PayJunction: settled batch. */
  settled?: boolean;
  /** PayJunction: HOLD (authorised, not captured) instead of CAPTURE. */
  hold?: boolean;
  card?: string;
  status?: string;
  date_added?: string;
}

function defaultLabel(input: TransactionInput): string {
  switch (input.type) {
    case 'cash':
      return 'Cash';
    case 'check':
      return `Check #${input.check_number ?? ''}`.trim();
    case 'voucher':
      return `Gift Voucher (${input.voucher_code ?? ''})`;
    case 'store_credit':
      return 'Store Credit';
    case 'online':
      return 'Payment Link (Online)';
    default:
      return input.card ?? 'Card';
  }
}

/** A transaction record as the store answers it; processor fields point at its own routes. */
export function makeTransaction(id: number, input: TransactionInput, when: string): Transaction {
  const tx: Transaction = {
    transaction_id: id,
    transaction_type: input.type,
    transaction_label: input.label ?? defaultLabel(input),
    amount: sum(input.amount),
    status: input.status ?? 'complete',
    date_added: input.date_added ?? when,
    datacap_dc_direct: null,
    payjunction: null,
  };
  if (input.type === 'card' && input.processor === 'datacap') {
    tx.datacap_dc_direct = {
      void_or_return_action: input.settled ? 'Return' : 'Void',
      void_or_return_status: '',
      void_or_return_url: `${DATACAP_ROUTE}&transaction_id=${id}`,
    };
  }
  if (input.type === 'card' && input.processor === 'payjunction') {
    tx.payjunction = {
      transaction: {
        action_text: input.hold ? 'Capture' : 'Void',
        action_url: `${PAYJUNCTION_ROUTE}&transaction_id=${id}`,
        status: input.hold ? 'HOLD' : 'CAPTURE',
        settled: Boolean(input.settled),
      },
    };
  }
  return tx;
}

export const isVoid = (t: Transaction): boolean => t.status === 'void';

/** Spec 3 §4: a processor transaction that is not captured but settled has no action. */
export function isStuck(t: Pick<TransactionAnswer, 'payjunction'>): boolean {
  const pj = t.payjunction?.transaction;
  return Boolean(pj && pj.status !== 'CAPTURE' && pj.settled && pj.settled !== '0' && pj.settled !== 0);
}

/**
 * While the seed runs, its store-credit payments are history the customers' ledgers already hold
 * (their rows end on today's balances): they write no row, and no status change writes a history line.
 */
let seeding = false;

// ---------------------------------------------------------------------------------------------
// Money of an order (exact, in cents)
// ---------------------------------------------------------------------------------------------

export const orderTotal = (o: OrderRecord): string =>
  sum(o.costs.parts, o.costs.surcharge, o.costs.labor, o.costs.tax, o.costs.cardSurcharge, o.costs.cardSurchargeTax, ...o.vouchers.map((v) => v.amount), ...(o.discounts ?? []).map((d) => d.amount));

export const amountPaid = (o: OrderRecord): string => fromCents(o.transactions.filter((t) => !isVoid(t)).reduce((c, t) => c + toCents(t.amount), 0));

/** Total − paid; negative when change is due. */
export const balanceDue = (o: OrderRecord): string => subtract(orderTotal(o), amountPaid(o));

export const isPaidInFull = (o: OrderRecord): boolean => compare(amountPaid(o), orderTotal(o)) >= 0;

/**
 * After payments or voids: paid in full → complete; partly paid → outstanding; nothing paid → saved
 * (kiosk stays kiosk). And the status never contradicts the balance: an order that reads Complete
 * while money is due again (a payment voided) goes back to Pending, with a history line saying why
 * (`when` given: the change is the store's, now).
 */
export function refreshPosStatus(o: OrderRecord, when?: string): void {
  if (o.order_status_id === STATUS.voided) return;
  const paid = compare(amountPaid(o), '0') > 0;
  if (isPaidInFull(o) && paid) o.pos_status = 'complete';
  else if (paid) o.pos_status = 'outstanding_balance';
  else if (o.pos_status !== 'kiosk') o.pos_status = 'saved';
  if (o.order_status_id === STATUS.complete && !isPaidInFull(o)) {
    o.order_status_id = STATUS.pending;
    if (when && !seeding) o.histories.push({ date_added: when, order_status_id: STATUS.pending, comment: `A payment was voided: ${formatMoney(balanceDue(o))} is outstanding.`, notify: false });
  }
}

/**
 * Costs from the lines: parts = Σ line totals but labor lines' (`extra.labor`, all the order's
 * labor, counts those); tax on parts, labor and surcharge unless exempt.
 */
export function costsFor(products: OrderProduct[], extra: { labor?: string; surcharge?: string; cardSurcharge?: string; taxExempt?: boolean }): OrderCosts {
  const parts = sum(...products.filter((p) => !p.labor).map((p) => p.total));
  const labor = sum(extra.labor ?? '0');
  const surcharge = sum(extra.surcharge ?? '0');
  const cardSurcharge = sum(extra.cardSurcharge ?? '0');
  const tax = extra.taxExempt ? '0.00' : pct(sum(parts, labor, surcharge), TAX_RATE);
  const cardSurchargeTax = extra.taxExempt ? '0.00' : pct(cardSurcharge, TAX_RATE);
  return { parts, surcharge, labor, tax, cardSurcharge, cardSurchargeTax };
}

function totalsOf(o: OrderRecord): Total[] {
  const row = (code: string, title: string, value: string): Total => ({ code, title, value, text: formatMoney(value) });
  const rows = [row('sub_total', 'Sub-Total', o.costs.parts)];
  if (compare(o.costs.labor, '0') !== 0) rows.push(row('labor', 'Labor', o.costs.labor));
  if (compare(o.costs.surcharge, '0') !== 0) rows.push(row('surcharge', 'Core Charges', o.costs.surcharge));
  for (const v of o.vouchers) rows.push(row('voucher', v.description, v.amount));
  for (const d of o.discounts ?? []) if (d.code === 'coupon') rows.push(row(d.code, d.title, d.amount));
  rows.push(row('tax', o.tax_exempt ? 'Sales Tax (exempt)' : 'IL Sales Tax (9%)', o.costs.tax));
  for (const d of o.discounts ?? []) if (d.code === 'voucher') rows.push(row(d.code, d.title, d.amount));
  if (compare(o.costs.cardSurcharge, '0') !== 0) {
    rows.push(row('credit_card_surcharge', 'Credit Card Surcharge (3%)', o.costs.cardSurcharge));
    rows.push(row('credit_card_surcharge_tax', 'Credit Card Surcharge Tax', o.costs.cardSurchargeTax));
  }
  rows.push(row('total', 'Total', orderTotal(o)));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

export interface OrderCustomer {
  customer_id: number | string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  texting_alerts: boolean;
}

let directory: ((id: number) => OrderCustomer | undefined) | null = null;

/** Where orders find their customers besides the cart's three (mocks/handlers/order.ts sets it to db.customers). */
export function setCustomerDirectory(find: (id: number) => OrderCustomer | undefined): void {
  directory = find;
}

export function customerOf(o: OrderRecord): OrderCustomer | null {
  if (o.customer_id === null || !o.customer_id) return null;
  const found = directory?.(o.customer_id);
  if (found) return found;
  const c = customerById(o.customer_id);
  if (!c) return null;
  return { customer_id: c.customer_id, firstname: c.firstname, lastname: c.lastname, email: c.email ?? '', telephone: c.telephone ?? '', texting_alerts: !NO_TEXT_CONSENT.has(String(c.customer_id)) };
}

/** The order as the store answers it (spec 2 §3 "POS order"). */
export function renderOrder(o: OrderRecord) {
  const c = customerOf(o);
  const status = statusById(o.order_status_id) ?? ORDER_STATUSES[0];
  const total = orderTotal(o);
  const paid = amountPaid(o);
  const balance = subtract(total, paid);
  return {
    order_id: o.order_id,
    date_added: o.date_added,
    customer: c ? `${c.firstname} ${c.lastname}` : '',
    customer_id: c ? c.customer_id : 0,
    total,
    total_items: o.products.reduce((n, p) => n + p.quantity, 0),
    products: o.products.map(renderOrderProduct),
    pos_status: o.pos_status,
    paid_amount: paid,
    status: status.name,
    order_status_id: status.order_status_id,
    order_status: { ...status },
    cashier: o.cashier,
    transactions: o.transactions.map(renderTransaction),
    amount_paid: paid,
    order_total: total,
    balance_due: balance,
    change_due: compare(balance, '0') < 0 ? subtract('0', balance) : '0.00',
    paid_in_full: compare(paid, total) >= 0,
    vouchers: o.vouchers.map((v) => ({ ...v })),
    totals: totalsOf(o),
    purchase_orders: structuredClone(o.purchase_orders),
    po_number_list: [...new Set(o.products.map((p) => p.po_number).filter(Boolean))],
    order_ymm: o.order_ymm,
    tax_exempt: o.tax_exempt,
    tax_exempt_number: o.tax_exempt_number,
  } satisfies PosOrder;
}

/** A store-credit payment (negative) or its void (positive) as a row of the customer's one ledger. */
function postOrderCredit(o: OrderRecord, amount: string, description: string, when: string): void {
  if (seeding || o.customer_id === null) return;
  postCredit(currentCustomers(), o.customer_id, amount, description, when);
}

/** Gives a voided voucher payment back to its voucher card (mocks/handlers/tender.ts sets it to db.tenders). */
let voucherRefund: ((code: string, amount: string) => void) | null = null;

export function setVoucherRefund(refund: (code: string, amount: string) => void): void {
  voucherRefund = refund;
}

/** A customer's store credit: the sum of their credit rows (mocks/db/customers.ts), the one ledger every screen reads. */
export function creditBalance(_orders: OrdersState, customerId: number | string | null | undefined): string {
  return storeCreditOf(customerId);
}

/**
 * Spec 3 §3 "Order payment state": no order id (the page has it) and a customer of only
 * `tax_exempt`, `tax_exempt_number`. Booked appointments come from `appointments` when given.
 */
export function paymentState(state: OrdersState, o: OrderRecord, appointments: BookedAppointment[] = []) {
  const c = customerOf(o);
  return {
    orderTotal: orderTotal(o),
    costParts: o.costs.parts,
    costSurcharge: o.costs.surcharge,
    costLabor: o.costs.labor,
    costTax: o.costs.tax,
    costCreditCardSurcharge: o.costs.cardSurcharge,
    costCreditCardSurchargeTax: o.costs.cardSurchargeTax,
    balanceDue: balanceDue(o),
    amountPaid: amountPaid(o),
    transactions: o.transactions.map(renderTransaction),
    storeCredit: creditBalance(state, o.customer_id),
    customer: c ? { tax_exempt: o.tax_exempt ? 1 : 0, ...(o.tax_exempt ? { tax_exempt_number: o.tax_exempt_number } : {}) } : null,
    purchaseOrders: structuredClone(o.purchase_orders),
    bookedAppointments: appointments,
    products: o.products.map(renderOrderProduct),
  } satisfies PaymentState;
}

/** Order list counts per tab (spec 5 "Lists"). */
export function countOrders(orders: readonly OrderRecord[]): OrderCounts {
  const counts: OrderCounts = { all: orders.length, saved: 0, kiosk: 0, outstanding_balance: 0, complete: 0 };
  for (const o of orders) counts[o.pos_status] += 1;
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Changes other routes share
// ---------------------------------------------------------------------------------------------

export const getOrder = (state: OrdersState, id: string | number | null | undefined): OrderRecord | undefined =>
  id === null || id === undefined || String(id).trim() === '' ? undefined : state.list.find((o) => String(o.order_id) === String(id).trim());

/** Adds a payment to an order; a store credit payment lowers the customer's credit balance. */
export function recordTransaction(state: OrdersState, o: OrderRecord, input: TransactionInput): Transaction {
  const tx = makeTransaction(state.nextTransactionId++, input, tick(state));
  o.transactions.push(tx);
  if (input.type === 'voucher' && input.voucher_code) state.voucherCodes[String(tx.transaction_id)] = input.voucher_code;
  // Store credit used is a debit of the customer's credit: a negative row on their ledger.
  if (input.type === 'store_credit') postOrderCredit(o, subtract('0', tx.amount), `Credit applied to order #${o.order_id}`, tx.date_added);
  refreshPosStatus(o, tx.date_added);
  return tx;
}

/**
 * Voids one transaction: marks it void (processor statuses too) and gives store credit, or a
 * voucher payment's amount, back.
 * Answers a refusal text, or null when done.
 */
export function voidOne(state: OrdersState, o: OrderRecord, tx: Transaction): string | null {
  if (isVoid(tx)) return `Transaction #${tx.transaction_id} has already been voided.`;
  if (isStuck(tx)) return `${tx.transaction_label} has been settled before it was captured and cannot be voided.`;
  tx.status = 'void';
  if (tx.datacap_dc_direct) tx.datacap_dc_direct.void_or_return_status = tx.datacap_dc_direct.void_or_return_action === 'Return' ? 'Returned' : 'Voided';
  if (tx.payjunction) Object.assign(tx.payjunction.transaction, { status: 'VOID', action_text: '' });
  const when = tick(state);
  if (tx.transaction_type === 'store_credit') postOrderCredit(o, sum(tx.amount), `Store credit payment on order #${o.order_id} voided`, when);
  const voucher = state.voucherCodes[String(tx.transaction_id)];
  if (tx.transaction_type === 'voucher' && voucher) voucherRefund?.(voucher, sum(tx.amount));
  refreshPosStatus(o, when);
  return null;
}

/** A repeated request_id answers the first result again without applying anything. */
export function applyOnce<T>(state: OrdersState, requestId: string | null | undefined, apply: () => T): T {
  if (!requestId) return apply();
  if (requestId in state.requests) return state.requests[requestId] as T;
  const result = apply();
  state.requests[requestId] = result;
  return result;
}

export interface NewOrderLine {
  product_id?: number;
  name?: string;
  model?: string;
  quantity: number;
  /** Unit price; the catalogue price when omitted. */
  price?: string;
  option?: OrderProductOption[];
  po_number?: string;
  /** A labor line: `price` is its labor per unit, `total` its labor (rate × minutes ÷ 60 × quantity). */
  labor?: boolean;
  total?: string;
}

export interface NewOrder {
  products: NewOrderLine[];
  customer_id?: number | null;
  pos_status?: PosStatus;
  order_status_id?: number;
  cashier?: string;
  labor?: string;
  surcharge?: string;
  vouchers?: Array<{ description: string; amount: string }>;
  /** The tax as the cart computed it (labor and unclassed custom products untaxed, after the coupon); else 9% of parts, labor and surcharge. */
  tax?: string;
  discounts?: OrderDiscount[];
  order_ymm?: string;
  tax_exempt?: boolean;
  tax_exempt_number?: string;
  date_added?: string;
  comment?: string;
}

function toOrderProduct(state: OrdersState, line: NewOrderLine): OrderProduct {
  const item = productById(line.product_id);
  const price = sum(line.price ?? item?.product.special ?? item?.product.price ?? '0');
  return {
    order_product_id: state.nextOrderProductId++,
    product_id: line.product_id ?? 0,
    name: line.name ?? item?.product.name ?? 'Custom Product',
    model: line.model ?? item?.product.model ?? '',
    option: line.option ?? [],
    quantity: line.quantity,
    price,
    total: line.total === undefined ? lineTotal(price, line.quantity) : sum(line.total),
    po_number: line.po_number ?? '',
    ...(line.labor ? { labor: true } : {}),
  };
}

/** Creates an order (kiosk and POS checkout, tests); costs and tax are computed from its lines. */
export function addOrder(state: OrdersState, input: NewOrder): OrderRecord {
  const pos_status = input.pos_status ?? 'saved';
  const when = input.date_added ?? tick(state);
  const order_status_id = input.order_status_id ?? (pos_status === 'kiosk' ? STATUS.kiosk : STATUS.saved);
  const products = input.products.map((l) => toOrderProduct(state, l));
  const costs = costsFor(products, { labor: input.labor, surcharge: input.surcharge, taxExempt: input.tax_exempt });
  if (input.tax !== undefined) costs.tax = sum(input.tax);
  const record: OrderRecord = {
    order_id: state.nextOrderId++,
    date_added: when,
    customer_id: input.customer_id ?? null,
    cashier: input.cashier ?? (pos_status === 'kiosk' ? 'Kiosk' : CASHIERS[0]),
    pos_status,
    order_status_id,
    products,
    vouchers: input.vouchers ?? [],
    discounts: input.discounts?.map((d) => ({ ...d, amount: sum(d.amount) })) ?? [],
    costs,
    transactions: [],
    purchase_orders: [],
    histories: [{ date_added: when, order_status_id, comment: input.comment ?? '', notify: false }],
    order_ymm: input.order_ymm ?? '',
    tax_exempt: Boolean(input.tax_exempt),
    tax_exempt_number: input.tax_exempt ? (input.tax_exempt_number ?? '') : '',
  };
  state.list.unshift(record);
  return record;
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

function optionsOf(productId: number, pick: number): OrderProductOption[] {
  const item = productById(productId);
  if (!item) return [];
  const out: OrderProductOption[] = [];
  for (const o of item.product.options.slice(0, 2)) {
    if (o.values.length) {
      const v = o.values[pick % o.values.length];
      out.push({ name: o.name, value: v.name, option_price: Number(v.price) ? `${v.price_prefix}${formatMoney(v.price)}` : '' });
    } else if (o.type === 'text') out.push({ name: o.name, value: 'Left side', option_price: '' });
  }
  return out;
}

function purchaseOrder(state: OrdersState, o: OrderRecord, rng: Rng, statusText: string, lines = o.products.slice(0, 2)): PurchaseOrder {
  const id = state.nextPurchaseOrderId++;
  const location = LOCATIONS[0];
  const c = customerOf(o);
  const [street, city, rest] = location.address.split(', ');
  const [stateCode, zip] = (rest ?? 'IL 61820').split(' ');
  const items = lines.map((p) => {
    const item = productById(p.product_id);
    return { AAIABrandCode: item?.product.aaia ?? 'MISC', PartNumber: String(item?.product.mpn ?? p.model ?? ''), Quantity: p.quantity };
  });
  return {
    PurchaseOrderID: id,
    Number: `PF-${o.order_id}-${id - 7000}`,
    ConfirmationNumber: `CNF${(rng.int(100000, 999999)).toString()}`,
    WarehouseConfirmationNumber: statusText === 'Pending' ? '' : `WH-${rng.int(10000, 99999)}`,
    ToWarehouse: { Name: rng.pick(['Worldpac Indianapolis', 'Keystone Chicago', 'Parts Authority St. Louis']) },
    SubmittedToWarehouseDateTime: o.date_added,
    CurrentStatus: statusText,
    ShippingMethod: rng.pick(['Next Day Delivery', 'Ground', 'Will Call']),
    Notes: rng.chance(0.5) ? `Deliver to ${location.location_name}, ask for parts counter.` : '',
    ShipTo: { Name: c ? `${c.firstname} ${c.lastname} c/o ${location.location_name}` : location.location_name, Street: street, City: city, StateProvinceCode: stateCode, ZipPostalCode: zip },
    Items: items,
    OrderTotalPrice: sum(...lines.map((p) => lineTotal(sum(p.price, '0') === '0.00' ? '0' : subtract(p.price, pct(p.price, '0.3')), p.quantity))),
  };
}

const PO_NUMBERS = ['PO-48213', 'PO-48214', 'FLEET-2201', 'WO-7719'];
/** Vehicles orders are written for: the fixture customers' own (501: 0–1, 502: 2), then walk-ins'. */
const VEHICLES = ['2018 Ford F-150 XLT', '2012 Honda Civic LX', '2021 Toyota RAV4 XLE', '2015 Chevrolet Silverado 1500 LT', '2019 Jeep Wrangler Sport'];

/** An order's vehicle: the one drawn for a walk-in, else one of the customer's own (or none). */
function vehicleFor(customerId: number | null, drawn: string, pick: number): string {
  if (customerId === null) return drawn;
  const own = customerById(customerId)?.vehicles.map((v) => v.label) ?? [];
  return own.includes(drawn) ? drawn : own.length ? own[pick % own.length] : '';
}

function seedHistory(o: OrderRecord, extra: Array<Omit<HistoryRecord, 'date_added'> & { minutes: number }>): void {
  const base = Date.parse(`${o.date_added.replace(' ', 'T')}Z`) / 60000;
  for (const h of extra) o.histories.push({ date_added: stamp(base + h.minutes), order_status_id: h.order_status_id, comment: h.comment, notify: h.notify });
}

/** Pays an order exactly: each tender's share, the last one taking the rest. */
function payExactly(state: OrdersState, o: OrderRecord, tenders: TransactionInput[], when: number): void {
  let left = balanceDue(o);
  tenders.forEach((t, i) => {
    const amount = i === tenders.length - 1 ? left : t.amount;
    recordTransaction(state, o, { ...t, amount, date_added: stamp(when + i) });
    left = subtract(left, amount);
  });
}

function fixtures(state: OrdersState, rng: Rng): void {
  const at = (daysAgo: number, minutes = 0) => stamp(NOW_MINUTES - daysAgo * 1440 + minutes);
  const make = (input: NewOrder, daysAgo: number): OrderRecord => {
    const o = addOrder(state, { ...input, date_added: at(daysAgo) });
    return o;
  };

  // 1001 saved: options, PO numbers, a vehicle, labor, no payment.
  const o1 = make(
    {
      customer_id: 501,
      products: [
        { product_id: 104, quantity: 1, option: optionsOf(104, 1), po_number: PO_NUMBERS[0] },
        { product_id: 101, quantity: 2, po_number: PO_NUMBERS[1] },
        { product_id: 140, quantity: 1 },
      ],
      labor: '142.50',
      order_ymm: VEHICLES[0],
      cashier: CASHIERS[0],
      comment: 'Customer will return Thursday for install.',
    },
    1,
  );
  void o1;

  // 1002 kiosk: no customer.
  make({ pos_status: 'kiosk', products: [{ product_id: 112 + 9, quantity: 2 }, { product_id: 133, quantity: 1 }] }, 1);

  // 1003 outstanding balance: cash, a voided check, one purchase order.
  const o3 = make({ customer_id: 502, products: [{ product_id: 150, quantity: 2, po_number: PO_NUMBERS[2] }, { product_id: 155, quantity: 1 }], surcharge: '25.00', order_ymm: VEHICLES[2], cashier: CASHIERS[1] }, 2);
  recordTransaction(state, o3, { type: 'cash', amount: '50.00', date_added: at(2, 5) });
  const check = recordTransaction(state, o3, { type: 'check', amount: '40.00', check_number: '1042', date_added: at(2, 6) });
  voidOne(state, o3, check);
  o3.order_status_id = STATUS.processing;
  o3.purchase_orders.push(purchaseOrder(state, o3, rng, 'Submitted'));
  seedHistory(o3, [{ minutes: 10, order_status_id: STATUS.processing, comment: 'Check returned by the bank; voided. Balance to be paid at pickup.', notify: true }]);

  // 1004 complete, paid in cash with change due.
  const o4 = make({ customer_id: 503, products: [{ product_id: 160, quantity: 1 }], cashier: CASHIERS[2] }, 3);
  const due4 = balanceDue(o4);
  const tendered = fromCents(Math.ceil(toCents(due4) / 2000) * 2000);
  recordTransaction(state, o4, { type: 'cash', amount: compare(tendered, due4) > 0 ? tendered : sum(due4, '20'), date_added: at(3, 2) });
  o4.order_status_id = STATUS.complete;

  // 1005 complete with every kind of transaction (and a PayJunction hold that has settled).
  const o5 = make(
    {
      customer_id: 501,
      products: [
        { product_id: 104, quantity: 2, option: optionsOf(104, 0), po_number: PO_NUMBERS[3] },
        { product_id: 170, quantity: 4, po_number: PO_NUMBERS[3] },
        { product_id: 175, quantity: 1 },
      ],
      labor: '190.00',
      surcharge: '30.00',
      order_ymm: VEHICLES[1],
      cashier: CASHIERS[0],
    },
    4,
  );
  o5.costs = costsFor(o5.products, { labor: '190.00', surcharge: '30.00', cardSurcharge: '4.50' });
  recordTransaction(state, o5, { type: 'card', processor: 'payjunction', hold: true, settled: true, amount: '60.00', card: 'Visa ending 1881', date_added: at(4, 1) });
  recordTransaction(state, o5, { type: 'voucher', amount: '25.00', voucher_code: 'GC-050-BRAVO', date_added: at(4, 2) });
  recordTransaction(state, o5, { type: 'store_credit', amount: '30.00', date_added: at(4, 3) });
  recordTransaction(state, o5, { type: 'check', amount: '45.00', check_number: '2210', date_added: at(4, 4) });
  const voided5 = recordTransaction(state, o5, { type: 'cash', amount: '10.00', date_added: at(4, 5) });
  voidOne(state, o5, voided5);
  recordTransaction(state, o5, { type: 'card', processor: 'datacap', settled: true, amount: '100.00', card: 'MasterCard ending 5100', date_added: at(4, 6) });
  recordTransaction(state, o5, { type: 'online', amount: '20.00', date_added: at(4, 7) });
  payExactly(state, o5, [{ type: 'card', processor: 'payjunction', amount: '0', card: 'Visa ending 4242' }], NOW_MINUTES - 4 * 1440 + 8);
  o5.order_status_id = STATUS.complete;
  // Two purchase orders, one per warehouse shipment: the pads first, the rest still pending.
  o5.purchase_orders.push(purchaseOrder(state, o5, rng, 'Shipped', o5.products.slice(0, 1)), purchaseOrder(state, o5, rng, 'Pending', o5.products.slice(1)));
  seedHistory(o5, [
    { minutes: 30, order_status_id: STATUS.processing, comment: 'Parts ordered from the warehouse.', notify: false },
    { minutes: 1500, order_status_id: STATUS.complete, comment: 'Installed and picked up.', notify: true },
  ]);

  // 1006 voided: everything voided.
  const o6 = make({ customer_id: 502, products: [{ product_id: 180, quantity: 1 }], cashier: CASHIERS[1] }, 5);
  payExactly(state, o6, [{ type: 'cash', amount: '20.00' }, { type: 'card', processor: 'datacap', amount: '0', card: 'Visa ending 0005' }], NOW_MINUTES - 5 * 1440 + 3);
  for (const t of [...o6.transactions]) voidOne(state, o6, t);
  o6.order_status_id = STATUS.voided;
  o6.pos_status = 'complete';
  seedHistory(o6, [{ minutes: 40, order_status_id: STATUS.voided, comment: 'Order voided at the customer\u2019s request.', notify: false }]);

  // 1007 incomplete transaction.
  make({ customer_id: 501, products: [{ product_id: 190, quantity: 1 }], order_status_id: STATUS.incomplete, cashier: CASHIERS[2] }, 6);

  // 1008 outstanding balance by card: a Datacap void (same day) and a PayJunction hold to capture.
  // Luis Ortega has no vehicle on file: the order names none.
  const o8 = make({ customer_id: 503, products: [{ product_id: 200, quantity: 2 }, { product_id: 104, quantity: 1, option: optionsOf(104, 2) }], cashier: CASHIERS[0] }, 0);
  o8.costs = costsFor(o8.products, { cardSurcharge: '2.25' });
  recordTransaction(state, o8, { type: 'card', processor: 'datacap', amount: '40.00', card: 'Amex ending 1009', date_added: at(0, 1) });
  recordTransaction(state, o8, { type: 'card', processor: 'payjunction', hold: true, amount: '35.00', card: 'Discover ending 6011', date_added: at(0, 2) });
  o8.order_status_id = STATUS.pending;

  // 1009 tax exempt, paid with store credit and cash.
  const o9 = make({ customer_id: 503, products: [{ product_id: 210, quantity: 3 }], tax_exempt: true, tax_exempt_number: 'IL-EX-55021', cashier: CASHIERS[1] }, 7);
  payExactly(state, o9, [{ type: 'store_credit', amount: '40.00' }, { type: 'cash', amount: '0' }], NOW_MINUTES - 7 * 1440 + 2);
  o9.order_status_id = STATUS.complete;
}

/** Generated orders: mostly paid, a few saved, kiosk and outstanding, over the last months. */
export function generateOrders(state: OrdersState, count: number, seed = 20261122): void {
  const rng = mulberry32(seed);
  const parts = catalog().filter((it) => it.product.is_orderable && !it.product.disable_pricing && !it.product.is_package);
  for (let i = 0; i < count; i++) {
    const roll = rng.next();
    const pos_status: PosStatus = roll < 0.06 ? 'saved' : roll < 0.09 ? 'kiosk' : roll < 0.14 ? 'outstanding_balance' : 'complete';
    const lines = Array.from({ length: rng.int(1, 4) }, () => {
      const item = rng.pick(parts);
      const id = Number(item.product.product_id);
      return { product_id: id, quantity: rng.int(1, 4), option: rng.chance(0.3) ? optionsOf(id, rng.int(0, 3)) : [], po_number: rng.chance(0.2) ? rng.pick(PO_NUMBERS) : '' };
    });
    const customer = pos_status === 'kiosk' || rng.chance(0.2) ? null : rng.pick(CUSTOMERS).customer_id;
    // Oldest first, so that order ids grow with their dates: six a day, within store hours
    // (between 9:55 AM and 4:30 PM).
    const back = count - 1 - i;
    const minutes = NOW_MINUTES - (8 + Math.floor(back / 6)) * 1440 + 450 - (back % 6) * 75 - rng.int(0, 20);
    const o = addOrder(state, {
      customer_id: customer === null ? null : Number(customer),
      pos_status,
      products: lines,
      labor: rng.chance(0.25) ? fromCents(rng.int(4, 16) * 2375) : '0',
      surcharge: rng.chance(0.15) ? fromCents(rng.int(1, 6) * 500) : '0',
      order_ymm: rng.chance(0.5) ? vehicleFor(customer === null ? null : Number(customer), rng.pick(VEHICLES), i) : '',
      cashier: pos_status === 'kiosk' ? 'Kiosk' : rng.pick(CASHIERS.slice(0, 3)),
      date_added: stamp(minutes),
    });
    if (pos_status === 'complete') {
      const kind = rng.int(0, 2);
      const tenders: TransactionInput[] =
        kind === 0
          ? [{ type: 'cash', amount: '0' }]
          : kind === 1
            ? [{ type: 'card', processor: rng.pick(['datacap', 'payjunction'] as const), settled: true, amount: '0', card: `Visa ending ${rng.int(1000, 9999)}` }]
            : [{ type: 'check', check_number: String(rng.int(1000, 9999)), amount: fromCents(toCents(balanceDue(o)) >> 1) }, { type: 'cash', amount: '0' }];
      payExactly(state, o, tenders, minutes + 3);
      o.order_status_id = rng.chance(0.1) ? STATUS.shipped : STATUS.complete;
      if (rng.chance(0.04)) {
        for (const t of [...o.transactions]) voidOne(state, o, t);
        o.order_status_id = STATUS.voided;
        o.pos_status = 'complete';
      }
    } else if (pos_status === 'outstanding_balance') {
      recordTransaction(state, o, { type: 'cash', amount: fromCents(Math.max(100, toCents(balanceDue(o)) >> 1)), date_added: stamp(minutes + 2) });
      o.order_status_id = STATUS.processing;
    } else if (pos_status === 'saved' && rng.chance(0.3)) {
      o.order_status_id = STATUS.incomplete;
    }
  }
}

/** How many generated orders the seed holds besides the fixtures (ids before 1001). */
export const GENERATED_ORDERS = 111;
export const FIRST_FIXTURE = 1001;

export function createOrders(): OrdersState {
  const state: OrdersState = {
    list: [],
    nextOrderId: 1001,
    nextTransactionId: 5001,
    nextOrderProductId: 9001,
    nextPurchaseOrderId: 7001,
    requests: {},
    outbox: [],
    voucherCodes: {},
    clock: NOW_MINUTES - 30 * 1440,
  };
  // The seed's own payments are history the customer area already holds: nothing to mirror.
  const refund = voucherRefund;
  seeding = true;
  voucherRefund = null;
  try {
    // Generated history first (ids 890–1000, oldest first), then the fixtures 1001–1009.
    state.nextOrderId = FIRST_FIXTURE - GENERATED_ORDERS;
    generateOrders(state, GENERATED_ORDERS);
    state.nextOrderId = FIRST_FIXTURE;
    fixtures(state, mulberry32(20261123));
  } finally {
    seeding = false;
    voucherRefund = refund;
  }
  state.list.sort((a, b) => b.order_id - a.order_id);
  state.clock = NOW_MINUTES;
  return state;
}
