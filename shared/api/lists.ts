import { request } from './client';
import './endpoints/lists';
import { successAnswer } from './shape';
import { CompareAnswerShape, WishlistAnswerShape, type CompareProduct, type WishlistProduct } from './shapes/lists';

/**
 * Wishlist and compare (spec 1 §7, spec 4 "Wishlist and compare"). Lists answer
 * `{products: [...]}`; add and remove answer `{success: text}` or `{error: text}` — the error is
 * thrown as an ApiError of kind `store` whose message is the store's text (toast "Uh oh!").
 * Both lists are refreshed by the caller after an add or a remove (spec 1 §4).
 */
export type { CompareProduct, WishlistProduct };

export interface ListMessage {
  success: string;
}

type Id = string | number;
const post = async (name: 'wishlistAdd' | 'wishlistRemove' | 'compareAdd' | 'compareRemove', product_id: Id): Promise<ListMessage> =>
  request(name, { method: 'POST', form: { product_id: String(product_id) }, shape: successAnswer });

export async function getWishlist(signal?: AbortSignal): Promise<WishlistProduct[]> {
  return (await request('wishlistGet', { signal, shape: WishlistAnswerShape })).products;
}

export const addToWishlist = (product_id: Id) => post('wishlistAdd', product_id);
export const removeFromWishlist = (product_id: Id) => post('wishlistRemove', product_id);

export async function getCompare(signal?: AbortSignal): Promise<CompareProduct[]> {
  return (await request('compareGet', { signal, shape: CompareAnswerShape })).products;
}

export const addToCompare = (product_id: Id) => post('compareAdd', product_id);
export const removeFromCompare = (product_id: Id) => post('compareRemove', product_id);
