import * as v from 'valibot';
import { ProductShape } from './product';
import { amount, extension, flag, id, int, listOf, message, need, optional, successAnswer, text, url } from '../shape';
import { CartVehicleShape, VehicleShape } from './vehicle';

/**
 * The cart's answers (spec 1 §3 "Cart (display)", spec 3 §3 "Cart", spec 4 "Cart", spec 5 "POS
 * cart"). getData, edit, applyCode, removeCode and every POS call that changes the cart answer
 * the one `CartShape`; add and remove answer only a count. The widgets derive what they show
 * (unit price, line total, labor, vehicle names) in `shared/cart/lines.ts`.
 */

/**
 * A price the store writes as an amount (`84.98`, `"84.98"`) or, on some stores, as display text
 * (`"$84.98"`): an amount is read as a number, anything else kept as the store's text.
 */
export const price = v.union([amount, text]);
export type Price = v.InferOutput<typeof price>;

/** `rebates.unique[]` (spec 1 §3). */
export const RebateShape = v.object({
  rebateId: optional(id, ''),
  trackingURL: optional(url, ''),
  /** An image address or the store's banner HTML (the widget tells them apart: HTML through SafeHtml, an address through safeUrl). */
  normalBanner: optional(text, ''),
});
export type Rebate = v.InferOutput<typeof RebateShape>;

/** `rebates`: `{"unique": [...]}`; PHP writes an empty one as `[]`. */
const RebatesShape = v.union([
  v.object({ unique: optional(listOf(RebateShape), []) }),
  v.pipe(
    v.array(v.unknown()),
    v.length(0),
    v.transform((): { unique: Rebate[] } => ({ unique: [] })),
  ),
]);

/** `selected_options[]` (spec 1 §3): product_option_id, name, value, price. */
export const SelectedOptionShape = v.object({
  product_option_id: optional(id, ''),
  name: need(text, 'the option shown under its line'),
  value: optional(text, ''),
  price: optional(price),
});

/** A POS line's labor (spec 5): `{"labor_id", "title", "time", "rate", "quantity", "amount_text"}`. */
export const CartLaborShape = v.object({
  labor_id: need(id, 'the labor updated or removed'),
  title: optional(text, ''),
  /** Minutes. */
  time: optional(amount, 0),
  /** Per hour. */
  rate: optional(amount),
  quantity: optional(int, 1),
  /** rate × time ÷ 60 × quantity, written by the store: what every screen shows. */
  amount_text: need(text, 'the labor\'s amount, shown on the line'),
});
export type CartLabor = v.InferOutput<typeof CartLaborShape>;

/** A cart line: spec 1 §3 "Cart product", spec 3 §3, and spec 5's POS line fields. */
export const CartProductShape = v.object({
  key: need(id, 'the line edited or removed'),
  name: need(text, 'the line\'s name'),
  quantity: need(int, 'the line\'s quantity'),
  minimum: optional(int, 1),
  unit_price: need(price, 'the line\'s price'),
  unit_price_before_discounts: optional(price),
  original_unit_price: optional(price),
  tax: optional(price),
  shipping_cost: optional(price),
  has_shipping_cost: optional(flag),
  selected_options: optional(listOf(SelectedOptionShape), []),
  links: optional(v.object({ view: optional(url, '') }), { view: '' }),
  thumbnails: optional(v.object({ cart: optional(url, '') }), { cart: '' }),
  aaia: optional(text, ''),
  mpn: optional(text, ''),
  enough_inventory: optional(flag, true),
  show_stock_warning: optional(flag, false),
  oos_text: optional(text, ''),
  rebates: optional(RebatesShape, { unique: [] }),
  upc: optional(text, ''),
  // ---- spec 3 §3 / spec 5 "POS cart" ----
  product_id: optional(id),
  po_number: optional(text, ''),
  order_product_id: optional(v.nullable(id), null),
  /** The unit price as a number (the override when staff set one). */
  unit_price_value: optional(amount),
  is_custom: optional(flag, false),
  labor: optional(v.nullable(CartLaborShape), null),
});
export type CartProduct = v.InferOutput<typeof CartProductShape>;

/** Voucher (spec 1 §3): a gift certificate being bought. */
export const VoucherShape = v.object({
  key: need(id, 'the gift certificate removed'),
  description: need(text, 'the gift certificate\'s line'),
  amount: optional(amount),
  amount_text: optional(text, ''),
  message: optional(text, ''),
  voucher_theme: optional(text, ''),
  code: optional(text, ''),
});
export type Voucher = v.InferOutput<typeof VoucherShape>;

/** A totals row (spec 4): `{"code": "sub_total", "title": "Sub-Total", "text": "$84.98", "value": 84.98}`. */
export const TotalShape = v.object({
  code: optional(text, ''),
  title: need(text, 'the totals row\'s label'),
  text: need(text, 'the totals row\'s amount as the store writes it'),
  value: optional(amount, 0),
});
export type Total = v.InferOutput<typeof TotalShape>;

/** The cart's customer (spec 5 "POS cart"): `{customer_id, firstname, lastname, email, telephone, store_credit, tax_exempt}`. */
export const CartCustomerShape = v.object({
  customer_id: need(id, 'the customer on the sale'),
  firstname: optional(text, ''),
  lastname: optional(text, ''),
  email: optional(text, ''),
  telephone: optional(text, ''),
  store_credit: optional(amount),
  tax_exempt: optional(flag, false),
});
export type CartCustomer = v.InferOutput<typeof CartCustomerShape>;

/**
 * The cart's vehicle: spec 5's `{"vehicle_id", "title", "facets"}`. `vehicle_id` is read as
 * nullable here: the shopper's vehicle need not be one of the customer's saved vehicles, and a
 * PHP store then sends `null` (vehicle.ts's CartVehicleShape requires it: see docs/endpoints.md).
 */
export const CartYmmVehicleShape = v.object({ ...CartVehicleShape.entries, vehicle_id: need(v.nullable(id), 'the shopper\'s vehicle: null when it is not a saved one') });
export type CartYmmVehicle = v.InferOutput<typeof CartYmmVehicleShape>;

/** A code applied to the cart: an EXTENSION (no spec names `codes`), see `CartShape.codes`. */
export const AppliedCodeShape = v.object({
  type: need(text, 'sent to remove the code'),
  code: need(text, 'sent to remove the code'),
  title: optional(text, ''),
});
export type AppliedCode = v.InferOutput<typeof AppliedCodeShape>;

/**
 * The whole cart: getData, edit, applyCode, removeCode and every POS call that changes the cart
 * (spec 4 "Cart", spec 5 "POS cart"). `success` / `error` / `error_message` are set when the call
 * has something to say (spec 3 §3 lists them on the Cart).
 */
export const CartShape = v.object({
  products: need(v.array(CartProductShape), 'the cart\'s lines'),
  vouchers: optional(v.array(VoucherShape), []),
  totals: optional(listOf(TotalShape), []),
  total_items: optional(int, 0),
  total_text: optional(text, ''),
  order_id: optional(v.nullable(id), null),
  customer: optional(v.nullable(CartCustomerShape), null),
  ymm_vehicle: optional(v.nullable(CartYmmVehicleShape), null),
  customer_vehicles: optional(listOf(VehicleShape), []),
  /** Named by spec 1 §3 without a shape; nothing reads it. */
  customer_geocode: optional(v.unknown()),
  show_weight: optional(flag, false),
  weight_text: optional(text, ''),
  order_data: optional(v.object({ products: optional(v.array(v.unknown())) })),
  confirm_button: optional(text),
  /** Analytics for the theme; passed through, never read. */
  marketing_tracking: optional(v.unknown()),
  success: optional(message),
  error: optional(text),
  error_message: optional(text),
  redirect: optional(url),
  /**
   * EXTENSION: the codes applied to the cart, for stores that list them. The docs give codes
   * only as totals rows (`code` coupon / voucher / reward), which the cart page removes with
   * GET checkout/{code}/remove; without `codes` that is the only way shown.
   */
  codes: extension(listOf(AppliedCodeShape), []),
});
export type Cart = v.InferOutput<typeof CartShape>;

/** POST add (spec 4): `{"success", "total_items", "marketing_tracking"}`; refusals are `error_message`. */
export const AddToCartAnswerShape = v.object({
  success: optional(message, ''),
  total_items: optional(int),
  marketing_tracking: optional(v.unknown()),
});
export type AddToCartAnswer = v.InferOutput<typeof AddToCartAnswerShape>;

/** POST remove (spec 4): `{"total_items", "marketing_tracking"}`. */
export const RemoveFromCartAnswerShape = v.object({
  total_items: optional(int),
  marketing_tracking: optional(v.unknown()),
});
export type RemoveFromCartAnswer = v.InferOutput<typeof RemoveFromCartAnswerShape>;

/**
 * POST storeLocatorAddProduct: spec 3 §7 leaves the answer "not shown" (refusal: `error_message`);
 * read as an add's answer whose fields may each be absent.
 */
export const StoreLocatorAddAnswerShape = v.object({
  success: optional(message, ''),
  total_items: optional(int),
  marketing_tracking: optional(v.unknown()),
});
export type StoreLocatorAddAnswer = v.InferOutput<typeof StoreLocatorAddAnswerShape>;

/**
 * An answer the spec leaves "not shown" (checkout/{code}/remove, removeCredit, abandonOrder,
 * cancelOrder, removeCustomer, setCheckoutData): its contents are not read, the cart is read
 * again after it. Any JSON, an empty body included (`notShown` in the call), is accepted; a
 * refusal is still thrown by the client.
 */
export const NotShownAnswerShape = v.unknown();
export const RemoveTotalCodeAnswerShape = NotShownAnswerShape;

/** GET saveOrder / saveOrderAndCheckout (spec 5): `{"order_id": 123}`. */
export const OrderIdAnswerShape = v.object({ order_id: need(id, 'the saved order the checkout opens') });
export type OrderIdAnswer = v.InferOutput<typeof OrderIdAnswerShape>;

/** POST /api/cart/applyPoNumber: `{"success": "text"}`. */
export const PoNumberAnswerShape = successAnswer;

/** The product lookup's Product (`GET /api/products/lookup`, spec 5): the Product of spec 1 §3. */
export const LookupProductShape = ProductShape;
export type LookupProduct = v.InferOutput<typeof LookupProductShape>;

/** `{"products": [Product]}`, empty when nothing matches. */
export const ProductLookupAnswerShape = v.object({ products: need(listOf(LookupProductShape), 'the matches: an answer without it is not "No product matches"') });

/** The answers as the store writes them (before reading): what the mock store sends. */
export type CartAnswer = v.InferInput<typeof CartShape>;
export type CartProductAnswer = v.InferInput<typeof CartProductShape>;
export type CartLaborAnswer = v.InferInput<typeof CartLaborShape>;
export type CartCustomerAnswer = v.InferInput<typeof CartCustomerShape>;
export type VoucherAnswer = v.InferInput<typeof VoucherShape>;
export type TotalAnswer = v.InferInput<typeof TotalShape>;
