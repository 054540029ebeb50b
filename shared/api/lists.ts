import { request } from './client';
import type { CompareProduct, Id, ProductsAnswer, StoreMessage, WishlistProduct } from './types';

/**
 * Wishlist and compare (spec 1 §7, spec 4 "Wishlist and compare"). Lists answer
 * `{products: [...]}`; add and remove answer `{success: text}` or `{error: text}` — the error is
 * thrown as an ApiError of kind `store` whose message is the store's text (toast "Uh oh!").
 * Both lists are refreshed by the caller after an add or a remove (spec 1 §4).
 */
export interface ListMessage {
  success: string;
}

const asMessage = (answer: StoreMessage): ListMessage => ({ success: typeof answer.success === 'string' ? answer.success : '' });

export async function getWishlist(signal?: AbortSignal): Promise<WishlistProduct[]> {
  const answer = await request<ProductsAnswer<WishlistProduct>>('wishlistGet', { signal });
  return Array.isArray(answer?.products) ? answer.products : [];
}

export async function addToWishlist(product_id: Id): Promise<ListMessage> {
  return asMessage(await request<StoreMessage>('wishlistAdd', { method: 'POST', form: { product_id: String(product_id) } }));
}

export async function removeFromWishlist(product_id: Id): Promise<ListMessage> {
  return asMessage(await request<StoreMessage>('wishlistRemove', { method: 'POST', form: { product_id: String(product_id) } }));
}

export async function getCompare(signal?: AbortSignal): Promise<CompareProduct[]> {
  const answer = await request<ProductsAnswer<CompareProduct>>('compareGet', { signal });
  return Array.isArray(answer?.products) ? answer.products : [];
}

export async function addToCompare(product_id: Id): Promise<ListMessage> {
  return asMessage(await request<StoreMessage>('compareAdd', { method: 'POST', form: { product_id: String(product_id) } }));
}

export async function removeFromCompare(product_id: Id): Promise<ListMessage> {
  return asMessage(await request<StoreMessage>('compareRemove', { method: 'POST', form: { product_id: String(product_id) } }));
}
