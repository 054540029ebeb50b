import { useEffect, useRef } from 'react';
import { marketingTracking, track } from '../analytics';
import type { AddToCartInput } from '../api/cart';
import type { Cart } from '../api/shapes/cart';
import { cartCallsGeneration, cartSummary, refreshCart } from './state';

/**
 * The cart's GA4 events (shared/analytics): `add_to_cart` and `remove_from_cart` with the line's
 * product, brand, unit price and the quantity added or taken off, once per change the shopper
 * made: they fire after the store's answer, so a double click (one request), a failed call's retry
 * (only the answered one) and an offline replay (the change fired when it was made) fire once.
 * The store's `marketing_tracking` of each answer is passed on as it sent it.
 *
 * The events themselves (./gaEvents.ts) load as the page's first change is sent, beside the
 * store's answer they wait for anyway: no page's start carries them, and no change waits for them.
 */
const gaEvents = () => import('./gaEvents');

/** How long an add waits for the cart widgets' own read of the cart before reading it itself. */
export const ITEM_WAIT_MS = 5000;

/** The next whole cart read after an add (the widgets read it, as the add made it stale); read here if none comes. */
function nextCart(): Promise<Cart | null> {
  const calls = cartCallsGeneration();
  return new Promise((resolve) => {
    const stop = cartSummary.subscribe((s) => {
      if (!s.cart || s.stale) return;
      stop();
      clearTimeout(timer);
      resolve(s.cart);
    });
    const timer = setTimeout(() => {
      stop();
      // The cart calls were reset meanwhile (a test's end): this read would land in the next one's cart.
      if (calls !== cartCallsGeneration()) return resolve(null);
      refreshCart().then(resolve, () => resolve(null));
    }, ITEM_WAIT_MS);
  });
}

/** The whole cart as GA4 reads it: every line, and the value to the cent. */
export const cartEcommerce = async (cart: Cart) => (await gaEvents()).cartEcommerce(cart);

/** `view_cart` once per cart page shown: when its first cart has arrived. */
export function useViewCart(cart: Cart | null): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!cart || sent.current) return;
    sent.current = true;
    void cartEcommerce(cart).then((e) => track('view_cart', e));
  }, [cart]);
}

type Service = {
  add(input: AddToCartInput): Promise<{ marketing_tracking?: unknown }>;
  edit(key: string, quantity: number): Promise<Cart>;
  remove(key: string): Promise<Cart>;
};

/** The cart service with its GA4 events and the store's marketing_tracking passed on. */
export function withAnalytics<S extends Service>(service: S, changes: ReadonlyArray<keyof S>): S {
  const wrapped = { ...service };
  for (const name of changes) {
    const call = service[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = (async (...args: unknown[]) => {
      const before = cartSummary.getState().cart;
      // Fetched while the store works on the change (a failed fetch loses the events, not the change).
      const events = gaEvents().catch(() => null);
      const answer = await call(...args);
      marketingTracking((answer as { marketing_tracking?: unknown } | null)?.marketing_tracking);
      // The add's line is in the next whole cart read, which its wait starts for now.
      const next = name === 'add' ? nextCart() : null;
      void events.then((loaded) => loaded?.changed(String(name), args, before, answer, next));
      return answer;
    }) as S[keyof S];
  }
  return wrapped;
}
