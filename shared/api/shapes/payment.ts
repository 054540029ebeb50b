import * as v from 'valibot';
import { amountText } from '../../money';
import { amount, extension, flag, id, message, optional, text, url } from '../shape';
import { BookedAppointmentShape } from './appointment';

/**
 * The payment shapes (spec 3 §3 "Order payment state", "Transaction", "Voucher lookup"; spec 2 §3
 * "Transaction", "Order product", "Distributor purchase order"; spec 5 "POS checkout and payments").
 * Shared by POS checkout and the order view.
 */

/** An amount the widgets hold as a 2-place string (`84.98` or `"84.98"` → `"84.98"`), for shared/money. */
export const money = v.pipe(amount, v.transform((value) => amountText(value)));

/** Datacap dcDirect: the action offered ("Void"/"Return"), its result, and its link (spec 2 §3). */
export const DatacapShape = v.object({
  void_or_return_action: optional(text, ''),
  void_or_return_status: optional(text, ''),
  void_or_return_url: optional(url, ''),
});

/** PayJunction: `payjunction.transaction` (spec 3 §3). */
export const PayJunctionShape = v.object({
  transaction: v.object({
    action_text: optional(text, ''),
    action_url: optional(url, ''),
    status: optional(text, ''),
    settled: optional(flag, false),
  }),
});

/** A payment on the order. `status` `void` marks a voided one. */
export const TransactionShape = v.object({
  transaction_id: id,
  transaction_type: optional(text, ''),
  transaction_label: text,
  amount: money,
  status: optional(text, ''),
  datacap_dc_direct: optional(v.nullable(DatacapShape), null),
  payjunction: optional(v.nullable(PayJunctionShape), null),
});
export type Transaction = v.InferOutput<typeof TransactionShape>;

/** A line of the order (spec 2 §3 "Order product"). */
export const OrderProductOptionShape = v.object({
  name: text,
  value: text,
  option_price: optional(text, ''),
});
export const OrderProductShape = v.object({
  order_product_id: id,
  name: text,
  model: optional(text, ''),
  option: optional(v.array(OrderProductOptionShape), []),
  quantity: amount,
  price: money,
  total: money,
  po_number: optional(text, ''),
});
export type OrderProduct = v.InferOutput<typeof OrderProductShape>;

/** A distributor purchase order, as the distributor's API spells it (spec 2 §3). */
export const PurchaseOrderShape = v.object({
  PurchaseOrderID: id,
  Number: text,
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
  Items: optional(v.array(v.object({ AAIABrandCode: optional(text, ''), PartNumber: text, Quantity: amount })), []),
  OrderTotalPrice: optional(text, ''),
});
export type PurchaseOrder = v.InferOutput<typeof PurchaseOrderShape>;

/**
 * The payment state's customer: spec 3 §3 gives only `tax_exempt`, `tax_exempt_number`. Its name
 * is an extension: shown when a store sends it, else no name (never "undefined undefined").
 */
export const PaymentCustomerShape = v.object({
  tax_exempt: flag,
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
export const PaymentStateShape = v.object({
  orderTotal: money,
  costParts: money,
  costSurcharge: optional(money, '0.00'),
  costLabor: money,
  costTax: money,
  costCreditCardSurcharge: optional(money, '0.00'),
  costCreditCardSurchargeTax: optional(money, '0.00'),
  balanceDue: money,
  amountPaid: money,
  transactions: v.array(TransactionShape),
  storeCredit: optional(money, '0.00'),
  customer: optional(v.nullable(PaymentCustomerShape), null),
  purchaseOrders: optional(v.array(PurchaseOrderShape), []),
  bookedAppointments: optional(v.array(BookedAppointmentShape), []),
  products: optional(v.array(OrderProductShape), []),
});
export type PaymentState = v.InferOutput<typeof PaymentStateShape>;

/** Every payment call's answer: the new state, plus the store's `success` text. */
export const PaymentAnswerShape = v.object({
  payment: PaymentStateShape,
  success: optional(message, ''),
});
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerShape>;

/** `GET {action_url}&from_pos=1`: a processor's void, return or capture. */
export const ProcessorAnswerShape = v.object({
  success: message,
  transaction: TransactionShape,
});
export type ProcessorAnswer = v.InferOutput<typeof ProcessorAnswerShape>;

/** GET getVoucher?code= (spec 3 §3 "Voucher lookup"). */
export const VoucherLookupShape = v.object({
  original_amount: money,
  amount: money,
});
export type VoucherLookup = v.InferOutput<typeof VoucherLookupShape>;

/**
 * POST /pos/checkout/setCustomer: `{"success", "customer", "storeCredit"}`. The customer is spec 2
 * §3's Customer; the checkout reads its id and name.
 */
export const CheckoutCustomerShape = v.object({
  customer_id: id,
  firstname: optional(text, ''),
  lastname: optional(text, ''),
  email: optional(text, ''),
  telephone: optional(text, ''),
  tax_exempt: optional(flag, false),
  tax_exempt_number: optional(text, ''),
});
export const SetCustomerAnswerShape = v.object({
  success: optional(message, ''),
  customer: CheckoutCustomerShape,
  storeCredit: optional(money, '0.00'),
});
export type SetCustomerAnswer = v.InferOutput<typeof SetCustomerAnswerShape>;

/** POST /checkout/cart/setPaymentData: `{}` (or the store's `error`, thrown). */
export const EmptyAnswerShape = v.object({});

/** POST checkout/confirm/createOrder: `{"order_id": 123}`. */
export const CreateOrderAnswerShape = v.object({ order_id: v.pipe(id, v.check((value) => value.trim() !== '' && value !== '0', 'no order number')) });
