import { addToCart, applyCode, editCart, removeCode, removeFromCart, removeTotalCode, storeLocatorAddProduct, type AddToCartInput } from '../api/cart';
import type { AddToCartAnswer, Cart, Id, StoreMessage } from '../api/types';
import { cartCall, cartChanged, inCartOrder, refreshCart } from './state';

/**
 * The ONE way any widget changes the cart. Every call waits its turn in the page's cart queue
 * (so the store applies changes in the order they were made) and then tells every widget:
 * calls that answer the whole cart replace the shared cart; calls that answer only a count
 * announce it and mark the shared cart stale, so the widgets that show it read it again.
 */
export const cartService = {
  /** POST add (spec 3 §7). The store's `error_message` is thrown as an ApiError of kind `store`. */
  async add(input: AddToCartInput): Promise<AddToCartAnswer> {
    const answer = await inCartOrder(() => addToCart(input));
    cartChanged(answer);
    return answer;
  },

  /** POS ship-to-store: POST storeLocatorAddProduct. */
  async addToStore(productId: Id, quantity: number): Promise<AddToCartAnswer> {
    const answer = await inCartOrder(() => storeLocatorAddProduct(productId, quantity));
    cartChanged(answer);
    return answer;
  },

  /** PUT edit: answers the cart, with `error` when the store kept another quantity. */
  edit: (key: string, quantity: number): Promise<Cart> => cartCall(() => editCart(key, quantity)),

  /** POST remove (answers only the count), then reads the cart again. */
  async remove(key: string): Promise<Cart> {
    const answer = await inCartOrder(() => removeFromCart(key));
    cartChanged(answer ?? {});
    return refreshCart();
  },

  /** POST applyCode with the code form's fields (`{coupon: 'SAVE10'}`); answers the cart with success or error. */
  applyCode: (fields: Record<string, string>): Promise<Cart> => cartCall(() => applyCode(fields)),

  removeCode: (type: string, code: string): Promise<Cart> => cartCall(() => removeCode(type, code)),

  /** A totals row's remove link (GET checkout/{code}/remove), then reads the cart again. */
  async removeTotal(code: string): Promise<Cart> {
    await inCartOrder((): Promise<StoreMessage> => removeTotalCode(code));
    cartChanged({});
    return refreshCart();
  },

  /** GET getData, queued; readers asking while one is queued share it. */
  refresh: (): Promise<Cart> => refreshCart(),

  /** Resolves once every cart call made so far has settled (checkout must see the last quantity). */
  settled: (): Promise<void> => inCartOrder(() => Promise.resolve()),
};

export type CartService = typeof cartService;
