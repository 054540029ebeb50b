import { request, type CallOptions } from './client';
import { parseAnswer } from './parse';
import type { EndpointName } from './endpoints/core';
import './endpoints/cart';
import {
  AddToCartAnswerShape,
  CartShape,
  RemoveFromCartAnswerShape,
  NotShownAnswerShape,
  RemoveTotalCodeAnswerShape,
  StoreLocatorAddAnswerShape,
  type AddToCartAnswer,
  type Cart,
  type RemoveFromCartAnswer,
  type StoreLocatorAddAnswer,
} from './shapes/cart';

/**
 * The storefront's cart calls (spec 3 §7 "Cart calls", answers per spec 4 "Cart"). Bodies are
 * form-encoded. Widgets do not call these: they go through `cartService` in `shared/cart`,
 * which queues every call and tells the page about its answer.
 */

/** A chosen option: value id (select, radio, image), value ids (checkbox) or text (text, dates). */
export type OptionChoice = string | string[];

export interface AddToCartInput {
  product_id: string | number;
  quantity: number;
  /** By product_option_id. Empty strings and empty lists are left out (nothing chosen). */
  option?: Record<string, OptionChoice>;
  apply_labor?: boolean;
  /**
   * POS distributor order: the distributor location (`WarehouseCode`) the part comes from. Spec 3
   * names no call for the distributor order, so it is this cart add with the location (Partsfront's reading).
   */
  warehouse_code?: string;
}

/**
 * A cart call whose answer the spec does not show (removeCredit, setCheckoutData; POS abandon,
 * cancel, removeCustomer): the cart it answers when it answers one, else the cart read again. An
 * empty body or `{"success": true}` is the store saying it is done; a refusal is thrown.
 */
export async function thenCart(name: EndpointName, options: Omit<CallOptions, 'shape' | 'expect'> = {}): Promise<Cart> {
  const answer = await request(name, { ...options, maybeEmpty: true, shape: NotShownAnswerShape });
  const looksLikeCart = !!answer && typeof answer === 'object' && Array.isArray((answer as { products?: unknown }).products);
  return looksLikeCart ? (parseAnswer(name, CartShape, answer) as Cart) : getCart();
}

/** The query keys of this module's reads: the shared cart, read once per revision that needs it. */
export const cartKeys = {
  read: (revision: number) => ['cart', revision] as const,
};

export function getCart(signal?: AbortSignal): Promise<Cart> {
  // A cart answer may carry `error` (e.g. a stock note) next to a valid cart: never thrown.
  return request('cartGetData', { signal, rejectStoreErrors: false, shape: CartShape });
}

/** Drops unchosen options so the store sees only what the shopper picked. */
function chosenOptions(option: Record<string, OptionChoice> = {}): Record<string, OptionChoice> {
  const out: Record<string, OptionChoice> = {};
  for (const [id, choice] of Object.entries(option)) {
    if (Array.isArray(choice) ? choice.length > 0 : choice !== '') out[id] = choice;
  }
  return out;
}

/**
 * POST add: `option[ID]=VALUE` and `option[ID][]=VALUE` per ticked checkbox, `apply_labor=1`
 * when labor is added. The store's `error_message` becomes an ApiError of kind `store`.
 */
export function addToCart(input: AddToCartInput): Promise<AddToCartAnswer> {
  return request('cartAdd', {
    method: 'POST',
    form: {
      product_id: String(input.product_id),
      quantity: input.quantity,
      option: chosenOptions(input.option),
      apply_labor: input.apply_labor ? 1 : undefined,
      warehouse_code: input.warehouse_code,
    },
    shape: AddToCartAnswerShape,
  });
}

/**
 * PUT edit: answers the whole cart. A refusal (`error`) comes back on the cart rather than being
 * thrown, so the caller can show both the message and the cart the store kept.
 */
export function editCart(key: string, quantity: number, signal?: AbortSignal): Promise<Cart> {
  return request('cartEdit', { method: 'PUT', form: { key, quantity }, signal, rejectStoreErrors: false, shape: CartShape });
}

export function removeFromCart(key: string): Promise<RemoveFromCartAnswer> {
  return request('cartRemove', { method: 'POST', form: { key }, shape: RemoveFromCartAnswerShape });
}

/** POST applyCode with the code form's fields (e.g. `{coupon: 'SAVE10'}`); answers the cart with success or error. */
export function applyCode(fields: Record<string, string>): Promise<Cart> {
  return request('cartApplyCode', { method: 'POST', form: fields, rejectStoreErrors: false, shape: CartShape });
}

export function removeCode(type: string, code: string): Promise<Cart> {
  return request('cartRemoveCode', { method: 'POST', form: { type, code }, rejectStoreErrors: false, shape: CartShape });
}

/** GET index.php?route=checkout/{code}/remove (a totals row's remove link, e.g. `coupon`); its answer is not read. */
export async function removeTotalCode(code: string): Promise<void> {
  await request('cartRemoveTotalCode', { params: { code }, shape: RemoveTotalCodeAnswerShape });
}

/** POS ship-to-store add (spec 3 §7). Refusals (`error` / `error_message`) are thrown. */
export function storeLocatorAddProduct(product_id: string | number, quantity: number): Promise<StoreLocatorAddAnswer> {
  return request('cartStoreLocatorAdd', { method: 'POST', form: { product_id: String(product_id), quantity }, shape: StoreLocatorAddAnswerShape });
}

/** GET removeCredit (spec 3 §7): the shopper's store credit no longer pays towards the cart; answers the cart. */
export function removeCredit(): Promise<Cart> {
  return thenCart('cartRemoveCredit');
}

/** What the shopper chose at checkout step 1 (spec 3 §4): a guest, a new account, or logged in. */
export type CheckoutAccount = 'guest' | 'register' | 'logged';

/**
 * POST setCheckoutData (spec 3 §7, "fields"): the checkout step 1 choice, stored by the store
 * for the site checkout before the shopper goes there. Answers the cart (spec 5: a cart call
 * that changes the cart); a refusal is thrown.
 */
export function setCheckoutData(fields: { account: CheckoutAccount } & Record<string, string>): Promise<Cart> {
  return thenCart('cartSetCheckoutData', { method: 'POST', form: fields });
}
