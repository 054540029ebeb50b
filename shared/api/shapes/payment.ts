import * as v from 'valibot';
import { amountText } from '../../money';
import { amount, extension, flag, id, message, text, url } from '../shape';
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
  void_or_return_action: v.optional(text, ''),
  void_or_return_status: v.optional(text, ''),
  void_or_return_url: v.optional(url, ''),
});

/** PayJunction: `payjunction.transaction` (spec 3 §3). */
export const PayJunctionShape = v.object({
  transaction: v.object({
    action_text: v.optional(text, ''),
    action_url: v.optional(url, ''),
    status: v.optional(text, ''),
    settled: v.optional(flag, false),
  }),
});

/** A payment on the order. `status` `void` marks a voided one. */
export const TransactionShape = v.object({
  transaction_id: id,
  transaction_type: v.optional(text, ''),
  transaction_label: text,
  amount: money,
  status: v.optional(text, ''),
  datacap_dc_direct: v.optional(v.nullable(DatacapShape), null),
  payjunction: v.optional(v.nullable(PayJunctionShape), null),
});
export type Transaction = v.InferOutput<typeof TransactionShape>;

/** A line of the order (spec 2 §3 "Order product"). */
export const OrderProductOptionShape = v.object({
  name: text,
  value: text,
  option_price: v.optional(text, ''),
});
export const OrderProductShape = v.object({
  order_product_id: id,
  name: text,
  model: v.optional(text, ''),
  option: v.optional(v.array(OrderProductOptionShape), []),
  quantity: amount,
  price: money,
  total: money,
  po_number: v.optional(text, ''),
});
export type OrderProduct = v.InferOutput<typeof OrderProductShape>;

/** A distributor purchase order, as the distributor's API spells it (spec 2 §3). */
export const PurchaseOrderShape = v.object({
  PurchaseOrderID: id,
  Number: text,
  ConfirmationNumber: v.optional(text, ''),
  WarehouseConfirmationNumber: v.optional(text, ''),
  ToWarehouse: v.optional(v.object({ Name: v.optional(text, '') }), { Name: '' }),
  SubmittedToWarehouseDateTime: v.optional(text, ''),
  CurrentStatus: v.optional(text, ''),
  ShippingMethod: v.optional(text, ''),
  Notes: v.optional(text, ''),
  ShipTo: v.optional(
    v.object({
      Name: v.optional(text, ''),
      Street: v.optional(text, ''),
      City: v.optional(text, ''),
      StateProvinceCode: v.optional(text, ''),
      ZipPostalCode: v.optional(text, ''),
    }),
    { Name: '', Street: '', City: '', StateProvinceCode: '', ZipPostalCode: '' },
  ),
  Items: v.optional(v.array(v.object({ AAIABrandCode: v.optional(text, ''), PartNumber: text, Quantity: amount })), []),
  OrderTotalPrice: v.optional(text, ''),
});
export type PurchaseOrder = v.InferOutput<typeof PurchaseOrderShape>;

/**
 * The payment state's customer: spec 3 §3 gives only `tax_exempt`, `tax_exempt_number`. Its name
 * is an extension: shown when a store sends it, else no name (never "undefined undefined").
 */
export const PaymentCustomerShape = v.object({
  tax_exempt: flag,
  tax_exempt_number: v.optional(text, ''),
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
  costSurcharge: v.optional(money, '0.00'),
  costLabor: money,
  costTax: money,
  costCreditCardSurcharge: v.optional(money, '0.00'),
  costCreditCardSurchargeTax: v.optional(money, '0.00'),
  balanceDue: money,
  amountPaid: money,
  transactions: v.array(TransactionShape),
  storeCredit: v.optional(money, '0.00'),
  customer: v.optional(v.nullable(PaymentCustomerShape), null),
  purchaseOrders: v.optional(v.array(PurchaseOrderShape), []),
  bookedAppointments: v.optional(v.array(BookedAppointmentShape), []),
  products: v.optional(v.array(OrderProductShape), []),
});
export type PaymentState = v.InferOutput<typeof PaymentStateShape>;

/** Every payment call's answer: the new state, plus the store's `success` text. */
export const PaymentAnswerShape = v.object({
  payment: PaymentStateShape,
  success: v.optional(message, ''),
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
  firstname: v.optional(text, ''),
  lastname: v.optional(text, ''),
  email: v.optional(text, ''),
  telephone: v.optional(text, ''),
  tax_exempt: v.optional(flag, false),
  tax_exempt_number: v.optional(text, ''),
});
export const SetCustomerAnswerShape = v.object({
  success: v.optional(message, ''),
  customer: CheckoutCustomerShape,
  storeCredit: v.optional(money, '0.00'),
});
export type SetCustomerAnswer = v.InferOutput<typeof SetCustomerAnswerShape>;

/** POST /checkout/cart/setPaymentData: `{}` (or the store's `error`, thrown). */
export const EmptyAnswerShape = v.object({});

/** POST checkout/confirm/createOrder: `{"order_id": 123}`. */
export const CreateOrderAnswerShape = v.object({ order_id: v.pipe(id, v.check((value) => value.trim() !== '' && value !== '0', 'no order number')) });
