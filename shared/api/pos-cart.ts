import { request } from './client';
import './endpoints/pos-cart';
import { thenCart } from './cart';
import type { EndpointName } from './endpoints/core';
import type { FormValue } from './form';
import { CartShape, OrderIdAnswerShape, PoNumberAnswerShape, ProductLookupAnswerShape, type Cart, type CartCustomer, type CartLabor, type CartProduct, type LookupProduct, type OrderIdAnswer } from './shapes/cart';
import type { Vehicle } from './shapes/vehicle';

type Id = string | number;
export type { OrderIdAnswer };

/**
 * The POS cart's calls (spec 3 §7 "Cart calls", spec 5 "POS cart"), form-encoded like every
 * cart call. Calls that change the cart answer the whole Cart plus `success`, or a refusal
 * (`error` / `error_message`) with nothing changed: the refusal is thrown as an ApiError of kind
 * `store`, so a caller shows the store's text and keeps the cart it had. Callers queue these
 * through the cart service (shared/cart), which publishes each answered cart.
 */

/** The POS cart is the one Cart (spec 5 "POS cart" adds its fields to the Cart's, all read by `CartShape`). */
export type PosCart = Cart;
export type PosCartProduct = CartProduct;
export type PosCartLabor = CartLabor;
export type PosCartCustomer = CartCustomer;
/** A vehicle saved on the customer (spec 2 §3 "Customer vehicle"). */
export type PosVehicle = Vehicle;

/** Labor as the counter enters it (spec 3 §3 "Custom labor"). */
export interface LaborFields {
  laborId: Id;
  /** Minutes. */
  laborTime: number;
  name?: string;
  quantity: number;
}

/** A custom product (spec 3 §3 "Custom product"); `tax_class_id` empty or null: no tax. */
export interface CustomProductFields {
  name: string;
  /** Dollars, e.g. "12.50". */
  price: string;
  quantity: number;
  tax_class_id?: Id | null;
}

/** One line's PO number for applyPoNumber. */
export interface PoNumberLine {
  cart_key: string;
  name: string;
  po_number: string;
}

const post = (name: EndpointName, form: Record<string, FormValue>) => request(name, { method: 'POST', form, shape: CartShape });

/** POST setCustomer (customer_id). */
export function setCartCustomer(customerId: Id): Promise<PosCart> {
  return post('cartSetCustomer', { customer_id: String(customerId) });
}

/** GET removeCustomer. */
export function removeCartCustomer(): Promise<PosCart> {
  return thenCart('cartRemoveCustomer');
}

/** POST updatePrice: the line's key and the new unit price in dollars ("12.50"). */
export function updatePrice(key: string, newPrice: string): Promise<PosCart> {
  return post('cartUpdatePrice', { key, newPrice });
}

/** POST addCustomProduct (name, price, quantity, tax_class_id; an empty tax class means no tax). */
export function addCustomProduct(fields: CustomProductFields): Promise<PosCart> {
  return post('cartAddCustomProduct', {
    name: fields.name,
    price: fields.price,
    quantity: fields.quantity,
    tax_class_id: fields.tax_class_id === null || fields.tax_class_id === undefined ? '' : String(fields.tax_class_id),
  });
}

const laborForm = (labor: LaborFields) => ({
  laborId: String(labor.laborId),
  laborTime: labor.laborTime,
  name: labor.name ?? '',
  quantity: labor.quantity,
});

/**
 * POST applyLabor: `productLaborKey` is the line the labor goes on; without it the labor is a
 * line of its own (custom labor). `applyLabor` is 1 (apply) — 0 takes the labor off that line.
 */
export function applyLabor(labor: LaborFields, productLaborKey = ''): Promise<PosCart> {
  return post('cartApplyLabor', { applyLabor: 1, productLaborKey, ...laborForm(labor) });
}

/** POST applyLabor with applyLabor=0: takes the labor off a line. */
export function removeLabor(productLaborKey: string): Promise<PosCart> {
  return post('cartApplyLabor', { applyLabor: 0, productLaborKey });
}

/** POST updateLabor: the line's key and its new labor fields. */
export function updateLabor(key: string, labor: LaborFields): Promise<PosCart> {
  return post('cartUpdateLabor', { key, ...laborForm(labor) });
}

/**
 * POST /api/cart/applyPoNumber: `products[i][cart_key|name|po_number]` and `apply_to_all`.
 * Answers `{success}` or `{error}` (thrown), not the cart: read the cart again after it.
 */
export function applyPoNumber(products: PoNumberLine[], applyToAll: boolean): Promise<{ success: string }> {
  return request('cartApplyPoNumber', {
    shape: PoNumberAnswerShape,
    method: 'POST',
    form: { products: products.map((p) => ({ ...p, apply_to_all: applyToAll ? 1 : 0 })), apply_to_all: applyToAll ? 1 : 0 },
  });
}

/** GET saveOrder: the cart saved as an order (also the first step of a quote). */
export function saveOrder(): Promise<OrderIdAnswer> {
  return request('cartSaveOrder', { shape: OrderIdAnswerShape });
}

/** GET saveOrderAndCheckout: the order to continue at /pos/checkout. */
export function saveOrderAndCheckout(): Promise<OrderIdAnswer> {
  return request('cartSaveOrderAndCheckout', { shape: OrderIdAnswerShape });
}

/** GET abandonOrder: the cart is emptied, its order (if saved) kept as abandoned. */
export function abandonOrder(): Promise<PosCart> {
  return thenCart('cartAbandonOrder');
}

/** GET cancelOrder: the cart is emptied, its order (if saved) cancelled. */
export function cancelOrder(): Promise<PosCart> {
  return thenCart('cartCancelOrder');
}

/** GET /api/products/lookup?code= — products by UPC, part number or SKU; empty when none matches. */
export function lookupProducts(code: string, signal?: AbortSignal): Promise<LookupProduct[]> {
  return request('productLookup', { query: { code }, signal, shape: ProductLookupAnswerShape }).then((a) => a.products);
}
