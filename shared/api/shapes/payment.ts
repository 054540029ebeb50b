import * as v from 'valibot';
import { amountText } from '../../money';
import { amount, extension, flag, id, listOf, message, need, optional, text, url } from '../shape';
import { BookedAppointmentShape } from './appointment';

/**
 * The payment shapes (spec 3 §3 "Order payment state", "Transaction", "Voucher lookup"; spec 2 §3
 * "Transaction", "Order product", "Distributor purchase order"; spec 5 "POS checkout and payments").
 * Shared by POS checkout and the order view.
 */

/**
 * A store's money text in dollars (`"$12.50"`, `"-$3.10"`, `"$1,234.50"`): some PHP stores write
 * an order's amounts as they print them. Read as the amount, for the order and payment screens only.
 */
const DOLLARS = /^\s*(-?)\s*\$\s*(-?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*$/;
const dollars = v.pipe(
  v.string(),
  v.regex(DOLLARS, 'not an amount'),
  v.transform((value) => {
    const [, sign, inner, digits] = DOLLARS.exec(value)!;
    return `${sign || inner}${digits.replace(/,/g, '')}`;
  }),
);

/** An amount the widgets hold as a 2-place string (`84.98`, `"84.98"` or `"$84.98"` → `"84.98"`), for shared/money. */
export const money = v.pipe(v.union([amount, dollars]), v.transform((value) => amountText(value)));

/** Datacap dcDirect: the action offered ("Void"/"Return"), its result, and its link (spec 2 §3). */
export const DatacapShape = v.object({
  void_or_return_action: optional(text, ''),
  void_or_return_status: optional(text, ''),
  void_or_return_url: optional(url, ''),
});

/** PayJunction: `payjunction.transaction` (spec 3 §3). */
export const PayJunctionShape = v.object({
  transaction: need(v.object({
    action_text: optional(text, ''),
    action_url: optional(url, ''),
    status: optional(text, ''),
    settled: optional(flag, false),
  }), 'the card payment\'s action and status'),
});

/** A payment on the order. `status` `void` marks a voided one. */
export const TransactionShape = v.object({
  transaction_id: need(id, 'the payment voided, returned or captured'),
  transaction_type: optional(text, ''),
  transaction_label: optional(text, ''),
  amount: need(money, 'the payment\'s amount'),
  status: optional(text, ''),
  datacap_dc_direct: optional(v.nullable(DatacapShape), null),
  payjunction: optional(v.nullable(PayJunctionShape), null),
});
export type Transaction = v.InferOutput<typeof TransactionShape>;

/** A line of the order (spec 2 §3 "Order product"). */
export const OrderProductOptionShape = v.object({
  name: need(text, 'the option shown under its line'),
  value: optional(text, ''),
  option_price: optional(text, ''),
});
export const OrderProductShape = v.object({
  order_product_id: need(id, 'the line a PO number is applied to'),
  name: need(text, 'the line\'s name'),
  model: optional(text, ''),
  option: optional(listOf(OrderProductOptionShape), []),
  quantity: need(amount, 'the line\'s quantity'),
  price: need(money, 'the line\'s price'),
  total: need(money, 'the line\'s total'),
  po_number: optional(text, ''),
});
export type OrderProduct = v.InferOutput<typeof OrderProductShape>;

/** A distributor purchase order, as the distributor's API spells it (spec 2 §3). */
export const PurchaseOrderShape = v.object({
  PurchaseOrderID: optional(id, ''),
  Number: need(text, 'the purchase order\'s number'),
  ConfirmationNumber: optional(text, ''),
  WarehouseConfirmationNumber: optional(text, ''),
  ToWarehouse: optional(v.object({ Name: optional(text, '') }), { Name: '' }),
  SubmittedToWarehouseDateTime: optional(text, ''),
  CurrentStatus: optional(text, ''),
  ShippingMethod: optional(text, ''),
  Notes: optional(text, ''),
  ShipTo: optional(
    v.object({
      Name: optional(text, ''),
      Street: optional(text, ''),
      City: optional(text, ''),
      StateProvinceCode: optional(text, ''),
      ZipPostalCode: optional(text, ''),
    }),
    { Name: '', Street: '', City: '', StateProvinceCode: '', ZipPostalCode: '' },
  ),
  Items: optional(listOf(v.object({ AAIABrandCode: optional(text, ''), PartNumber: need(text, 'the item\'s part'), Quantity: optional(amount, 0) })), []),
  OrderTotalPrice: optional(text, ''),
});
export type PurchaseOrder = v.InferOutput<typeof PurchaseOrderShape>;

/**
 * The payment state's customer: spec 3 §3 gives only `tax_exempt`, `tax_exempt_number`. Its name
 * is an extension: shown when a store sends it, else no name (never "undefined undefined").
 */
export const PaymentCustomerShape = v.object({
  tax_exempt: optional(flag, false),
  tax_exempt_number: optional(text, ''),
  firstname: extension(text, ''),
  lastname: extension(text, ''),
  /** Extension: the customer's id, for saving a contact changed in the payment link (none: not saved unless assigned on the page). */
  customer_id: extension(id, ''),
});
export type PaymentCustomer = v.InferOutput<typeof PaymentCustomerShape>;

/**
 * Spec 3 §3 "Order payment state". It carries no order id: the order is the page's `orderId`
 * (`data-pf-props` `{"orderId", "payment"}`). `balanceDue` below zero is change due.
 */
/**
 * The payments taken on an order: missing or `null` is none yet, but a payment that does not read
 * fails the answer (a list that silently lost a payment would misstate what was paid).
 */
export const payments = need(v.nullish(v.array(TransactionShape), []), 'the payments taken: voided, returned, printed');

/**
 * A product of the payment state (spec 3 §3 names `products` without a shape): the checkout reads
 * a line's id and name for its PO numbers; the rest is shown when sent.
 */
export const PaymentProductShape = v.object({
  order_product_id: need(id, 'the line a PO number is applied to'),
  name: need(text, 'the line\'s name'),
  model: optional(text, ''),
  option: optional(listOf(OrderProductOptionShape), []),
  quantity: optional(amount, 1),
  price: optional(money, '0.00'),
  total: optional(money, '0.00'),
  po_number: optional(text, ''),
});

export const PaymentStateShape = v.object({
  orderTotal: need(money, 'what the order costs'),
  costParts: optional(money, '0.00'),
  costSurcharge: optional(money, '0.00'),
  costLabor: optional(money, '0.00'),
  costTax: optional(money, '0.00'),
  costCreditCardSurcharge: optional(money, '0.00'),
  costCreditCardSurchargeTax: optional(money, '0.00'),
  balanceDue: need(money, 'what is left to pay (below zero: change due)'),
  amountPaid: optional(money, '0.00'),
  transactions: payments,
  storeCredit: optional(money, '0.00'),
  customer: optional(v.nullable(PaymentCustomerShape), null),
  purchaseOrders: optional(listOf(PurchaseOrderShape), []),
  bookedAppointments: optional(listOf(BookedAppointmentShape), []),
  products: optional(listOf(PaymentProductShape), []),
});
export type PaymentState = v.InferOutput<typeof PaymentStateShape>;

/** Every payment call's answer: the new state, plus the store's `success` text. */
export const PaymentAnswerShape = v.object({
  payment: need(PaymentStateShape, 'the order\'s new payment state'),
  success: optional(message, ''),
});
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerShape>;

/** `GET {action_url}&from_pos=1`: a processor's void, return or capture. */
export const ProcessorAnswerShape = v.object({
  success: optional(message, ''),
  transaction: need(TransactionShape, 'the payment the processor changed'),
});
export type ProcessorAnswer = v.InferOutput<typeof ProcessorAnswerShape>;

/** GET getVoucher?code= (spec 3 §3 "Voucher lookup"). */
export const VoucherLookupShape = v.object({
  original_amount: optional(money, '0.00'),
  amount: need(money, 'what the gift certificate can still pay'),
});
export type VoucherLookup = v.InferOutput<typeof VoucherLookupShape>;

/**
 * POST /pos/checkout/setCustomer: `{"success", "customer", "storeCredit"}`. The customer is spec 2
 * §3's Customer; the checkout reads its id and name.
 */
export const CheckoutCustomerShape = v.object({
  customer_id: need(id, 'the customer set on the order'),
  firstname: optional(text, ''),
  lastname: optional(text, ''),
  email: optional(text, ''),
  telephone: optional(text, ''),
  tax_exempt: optional(flag, false),
  tax_exempt_number: optional(text, ''),
});
export const SetCustomerAnswerShape = v.object({
  success: optional(message, ''),
  customer: need(CheckoutCustomerShape, 'the customer set on the order'),
  storeCredit: optional(money, '0.00'),
});
export type SetCustomerAnswer = v.InferOutput<typeof SetCustomerAnswerShape>;

/** POST /checkout/cart/setPaymentData: `{}` (or the store's `error`, thrown). */
export const EmptyAnswerShape = v.object({});

/** POST checkout/confirm/createOrder: `{"order_id": 123}`. */
export const CreateOrderAnswerShape = v.object({ order_id: need(v.pipe(id, v.check((value) => value.trim() !== '' && value !== '0', 'no order number')), 'the order number the kiosk shows') });
