import { useEffect, useRef } from 'react';
import { currencyCode, marketingTracking, track, type GaItem } from '../analytics';
import { loadMoney } from '../money/lazy';
import type { AddToCartInput } from '../api/cart';
import type { Cart, CartProduct } from '../api/shapes/cart';
import { cartCallsGeneration, cartSummary, refreshCart } from './state';
import { unitAmount } from './lines';

/**
 * The cart's GA4 events (shared/analytics): `add_to_cart` and `remove_from_cart` with the line's
 * product, brand, unit price and the quantity added or taken off, once per change the shopper
 * made: they fire after the store's answer, so a double click (one request), a failed call's retry
 * (only the answered one) and an offline replay (the change fired when it was made) fire once.
 * The store's `marketing_tracking` of each answer is passed on as it sent it.
 */

/** How long an add waits for the cart widgets' own read of the cart before reading it itself. */
export const ITEM_WAIT_MS = 5000;

async function item(line: CartProduct, quantity: number, productId?: string | number): Promise<GaItem> {
  const unit = unitAmount(line);
  const money = unit === null ? null : await loadMoney().catch(() => null);
  return {
    item_id: String(productId ?? line.product_id ?? line.key),
    item_name: line.name,
    // Cart lines carry the brand as its AAIA code (spec 1 §3); absent, GA4 goes without.
    ...(line.aaia ? { item_brand: line.aaia } : {}),
    ...(money && unit !== null ? { price: Number(money.parseAmount(unit)) } : {}),
    quantity,
    currency: currencyCode(),
  };
}

async function fire(event: 'add_to_cart' | 'remove_from_cart', line: CartProduct, quantity: number, productId?: string | number): Promise<void> {
  const it = await item(line, quantity, productId);
  const money = it.price === undefined ? null : await loadMoney();
  track(event, { currency: it.currency, ...(money ? { value: Number(money.lineTotal(it.price, quantity)) } : {}), items: [it] });
}

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

const lineOf = (cart: Cart | null | undefined, key: string) => cart?.products.find((p) => String(p.key) === String(key));

/** The line an add went to: the product's line, else the one that is new or grew. */
function addedLine(before: Cart | null, after: Cart, productId: string | number): CartProduct | undefined {
  const own = after.products.find((p) => p.product_id !== undefined && String(p.product_id) === String(productId));
  if (own) return own;
  return after.products.find((p) => {
    const was = lineOf(before, String(p.key));
    return !was || p.quantity > was.quantity;
  });
}

/** The whole cart as GA4 reads it: every line, and the value to the cent. */
export async function cartEcommerce(cart: Cart) {
  const items = await Promise.all(cart.products.map((line) => item(line, line.quantity)));
  const money = await loadMoney();
  const value = Number(money.sum(...items.map((i) => (i.price === undefined ? 0 : money.lineTotal(i.price, i.quantity)))));
  return { currency: currencyCode(), value, items };
}

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
      const answer = await call(...args);
      marketingTracking((answer as { marketing_tracking?: unknown } | null)?.marketing_tracking);
      if (name === 'setCheckoutData') {
        // The step 1 choice is sent when the shopper goes on to the site checkout.
        void cartEcommerce(answer as Cart).then((e) => track('begin_checkout', e));
      } else if (name === 'add') {
        const input = args[0] as AddToCartInput;
        void nextCart().then((cart) => {
          const line = cart && addedLine(before, cart, input.product_id);
          if (line) void fire('add_to_cart', line, Number(input.quantity) || 1, input.product_id);
        });
      } else if (name === 'remove') {
        const line = lineOf(before, String(args[0]));
        if (line) void fire('remove_from_cart', line, line.quantity);
      } else if (name === 'edit') {
        const was = lineOf(before, String(args[0]));
        const now = lineOf(answer as Cart, String(args[0]));
        const change = was && now ? now.quantity - was.quantity : 0;
        if (change) void fire(change > 0 ? 'add_to_cart' : 'remove_from_cart', now!, Math.abs(change));
      }
      return answer;
    }) as S[keyof S];
  }
  return wrapped;
}
