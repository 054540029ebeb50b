import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../api/shapes/cart';
import { on } from '../runtime/events';
import {
  cartCall,
  cartChanged,
  cartSummary,
  currentChangeMark,
  inCartOrder,
  listenToThemeCartEvents,
  publishCart,
  resetCartCalls,
} from './state';

const cart = (total_items: number, extra: Partial<Cart> = {}): Cart => ({
  products: [],
  vouchers: [],
  totals: [],
  total_items,
  total_text: `${total_items} item(s) - $1.00`,
  order_id: null,
  customer: null,
  ymm_vehicle: null,
  customer_vehicles: [],
  show_weight: false,
  weight_text: '',
  codes: [],
  ...extra,
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => resetCartCalls());

describe('shared/state/cart: the one cart of the page', () => {
  it('replaces the cart whole on each answer and announces pf:cart-changed with its totals', () => {
    const heard = vi.fn();
    const stop = on('pf:cart-changed', heard);
    publishCart(cart(3));
    publishCart(cart(5, { products: [] }));
    expect(cartSummary.getState()).toMatchObject({ totalItems: 5, totalText: '5 item(s) - $1.00', stale: false, revision: 2 });
    expect(heard).toHaveBeenLastCalledWith({ total_items: 5, total_text: '5 item(s) - $1.00' });
    stop();
  });

  it('marks the cart stale when a change is announced, and an answer asked for before it stays stale', () => {
    publishCart(cart(1));
    const askedAt = currentChangeMark();
    cartChanged({ total_items: 2 });
    expect(cartSummary.getState().stale).toBe(true);
    publishCart(cart(1), askedAt);
    expect(cartSummary.getState().stale).toBe(true);
    publishCart(cart(2), currentChangeMark());
    expect(cartSummary.getState().stale).toBe(false);
  });

  it('runs cart calls one at a time, in the order they were made, even when one fails', async () => {
    const order: string[] = [];
    const first = deferred<void>();
    const a = inCartOrder(async () => {
      order.push('a start');
      await first.promise;
      order.push('a end');
    });
    const b = inCartOrder(async () => {
      order.push('b');
      throw new Error('b failed');
    });
    const c = inCartOrder(async () => order.push('c'));
    await Promise.resolve();
    expect(order).toEqual(['a start']);
    first.resolve();
    await a;
    await expect(b).rejects.toThrow('b failed');
    await c;
    expect(order).toEqual(['a start', 'a end', 'b', 'c']);
  });

  it('refuses an answer that is not a cart and keeps the last good one', async () => {
    publishCart(cart(4));
    await expect(cartCall(async () => ({ nope: true }) as unknown as Cart)).rejects.toMatchObject({ kind: 'malformed' });
    expect(cartSummary.getState().cart?.total_items).toBe(4);
  });

  it("hears theme code's pf:cart-changed (but not its own) while a cart widget listens", () => {
    publishCart(cart(1));
    const stop = listenToThemeCartEvents();
    cartChanged({ total_items: 2 });
    const revision = cartSummary.getState().revision;
    document.dispatchEvent(new CustomEvent('pf:cart-changed', { detail: { total_items: 7, total_text: '7 item(s) - $9.00' } }));
    expect(cartSummary.getState()).toMatchObject({ totalItems: 7, totalText: '7 item(s) - $9.00', stale: true, revision: revision + 1 });
    stop();
    document.dispatchEvent(new CustomEvent('pf:cart-changed', { detail: { total_items: 9 } }));
    expect(cartSummary.getState().totalItems).toBe(7);
  });
});
