import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from './events';

/**
 * The cart summary every widget on the page shares (navbar count and total). Any widget that
 * changes the cart calls `cartChanged` with the store's answer; the popout and the cart page
 * listen to `revision` and read the cart again. Theme code hears `pf:cart-changed`.
 */
export interface CartSummary {
  totalItems: number;
  totalText: string;
  /** Bumped on every change, so listeners can refetch even when the count is the same. */
  revision: number;
  /** Which widget instance made the change (so it does not refetch its own answer). */
  source: string | null;
}

export const cartSummary = createStore<CartSummary>(() => ({ totalItems: 0, totalText: '', revision: 0, source: null }));

export function cartChanged(change: { total_items?: number | string; total_text?: string }, source: string | null = null): void {
  const prev = cartSummary.getState();
  const totalItems = change.total_items === undefined ? prev.totalItems : Number(change.total_items) || 0;
  const totalText = change.total_text ?? prev.totalText;
  cartSummary.setState({ totalItems, totalText, revision: prev.revision + 1, source });
  emit('pf:cart-changed', { total_items: totalItems, total_text: totalText });
}

export const useCartSummary = <T,>(selector: (s: CartSummary) => T): T => useStore(cartSummary, selector);
