import { request } from './client';
import type { BookedAppointment } from './appointment';
import type { Id } from './types';

/**
 * An order's payment state and its transactions (spec 3 §3 "Order payment state", §4; spec 2 §7;
 * shapes in spec 5 "POS checkout and payments"). Shared by the order view and POS checkout.
 *
 * Amounts are 2-place decimal strings ("12.50"); compute with shared/money only. Every call that
 * changes money carries a `request_id` made once per attempt (`newRequestId`): the store applies a
 * repeated `request_id` once and answers the first result again, so a retry, a lost answer or a
 * double click never voids twice.
 */

export type TransactionType = 'cash' | 'check' | 'voucher' | 'store_credit' | 'card' | 'online';

/** Datacap (dcDirect) card transactions: the void or return the store offers, and its result. */
export interface DatacapInfo {
  /** The action's label: "Void" or "Return"; empty when none is offered. */
  void_or_return_action: string;
  /** After the action: e.g. "Voided" or "Returned"; empty before. */
  void_or_return_status: string;
  /** `GET {url}&from_pos=1` voids or returns the card payment. */
  void_or_return_url: string;
}

/** PayJunction card transactions. */
export interface PayJunctionTransaction {
  /** The action's label: "Void" or "Capture". */
  action_text: string;
  /** `GET {action_url}&from_pos=1` runs the action. */
  action_url: string;
  /** The processor's status: CAPTURE (captured), HOLD (authorised, not captured), VOID. */
  status: string;
  /** True once the processor has settled the batch. */
  settled: boolean;
}

export interface Transaction {
  transaction_id: Id;
  transaction_type: TransactionType | string;
  transaction_label: string;
  amount: string;
  /** `void` marks a voided transaction; otherwise e.g. `complete`. */
  status: string;
  date_added?: string;
  datacap_dc_direct?: DatacapInfo | null;
  payjunction?: { transaction: PayJunctionTransaction } | null;
}

/** A line of the order (spec 2 §3 "Order product"). */
export interface OrderProductOption {
  name: string;
  value: string;
  /** Signed price text, e.g. "+$5.00"; empty when the option costs nothing. */
  option_price: string;
}

export interface OrderProduct {
  order_product_id: Id;
  product_id?: Id;
  name: string;
  model: string;
  option: OrderProductOption[];
  quantity: number;
  price: string;
  total: string;
  po_number: string;
}

/** A distributor purchase order (spec 2 §3), as the distributor's API spells it. */
export interface PurchaseOrder {
  PurchaseOrderID: Id;
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
}

export interface PaymentCustomer {
  customer_id: Id;
  firstname: string;
  lastname: string;
  tax_exempt: boolean;
  tax_exempt_number: string;
}

/** Spec 3 §3 "Order payment state". `balanceDue` below zero is change due. */
export interface PaymentState {
  orderId: Id;
  orderTotal: string;
  costParts: string;
  costSurcharge: string;
  costLabor: string;
  costTax: string;
  costCreditCardSurcharge: string;
  costCreditCardSurchargeTax: string;
  balanceDue: string;
  amountPaid: string;
  transactions: Transaction[];
  /** The customer's store credit balance ("0.00" without a customer). */
  storeCredit: string;
  customer: PaymentCustomer | null;
  purchaseOrders: PurchaseOrder[];
  bookedAppointments: BookedAppointment[];
  products: OrderProduct[];
}

export interface PaymentAnswer {
  payment: PaymentState;
  success?: string;
}

/** A processor's answer to a void or capture. */
export interface ProcessorAnswer {
  success: string;
  transaction: Transaction;
}

/** A key made once per attempt of a money call; works outside secure contexts too. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getTransactions(orderId: Id, signal?: AbortSignal): Promise<PaymentAnswer> {
  return request<PaymentAnswer>('paymentTransactions', { query: { orderId: String(orderId) }, signal });
}

/** POST /pos/checkout/voidTransaction (transaction, request_id). */
export function voidTransaction(transactionId: Id, requestId: string): Promise<PaymentAnswer> {
  return request<PaymentAnswer>('paymentVoidTransaction', { method: 'POST', form: { transaction: String(transactionId), request_id: requestId } });
}

/** GET /pos/checkout/voidTransactions?orderId= — voids every transaction of the order. */
export function voidTransactions(orderId: Id, requestId: string): Promise<PaymentAnswer> {
  return request<PaymentAnswer>('paymentVoidTransactions', { query: { orderId: String(orderId), request_id: requestId } });
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
export function processorAction(actionUrl: string, requestId: string): Promise<ProcessorAnswer> {
  return request<ProcessorAnswer>('processorAction', { query: processorQuery(actionUrl, requestId) });
}
