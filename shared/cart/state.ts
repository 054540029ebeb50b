import { text } from '../texts';
import { cartLineTexts } from './texts';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../runtime/events';
import { whileHeld } from '../runtime/whileHeld';
import { getCart } from '../api/cart';
import { ApiError } from '../api/errors';
import { resetScope, runInScope } from '../data/scope';
import type { Cart } from '../api/shapes/cart';

/**
 * The cart every widget on the page shares.
 *
 * - The summary (navbar count and total): any widget that changes the cart without receiving the
 *   whole cart (an add) calls `cartChanged`; theme code hears `pf:cart-changed`, and theme code
 *   that fires `pf:cart-changed` itself is heard too.
 * - The full cart: ONE state, replaced whole by each full answer of the store (getData, edit,
 *   applyCode, removeCode) through `publishCart`. The popout and the cart page both render it.
 *   It is `stale` when a change was announced after the answer's request was sent; the widgets
 *   then read it again (`refreshCart`).
 * - Ordering: every call that answers with the cart runs through `inCartOrder`, one at a time,
 *   so answers arrive in the order the calls were sent and the last answer shown is the answer
 *   to the last call sent. This is what makes "the last edit wins" hold on the server too: an
 *   edit is never sent while another cart call of this page is still unanswered.
 */
export interface CartSummary {
  totalItems: number;
  totalText: string;
  /** Bumped on every change, so listeners can refetch even when the count is the same. */
  revision: number;
  /** The store's last full cart answer; null until the first one. */
  cart: Cart | null;
  /** True when the cart changed after `cart` was asked for: read it again. */
  stale: boolean;
}

export const cartSummary = createStore<CartSummary>(() => ({
  totalItems: 0,
  totalText: '',
  revision: 0,
  cart: null,
  stale: false,
}));

/** The bookkeeping behind the shared cart (one store, no module variables). */
interface Bookkeeping {
  /** Counts announced changes; a full answer is fresh only if none happened while it was asked for. */
  changeMark: number;
  /** True while this module itself dispatches `pf:cart-changed` (so its own event is not taken for the theme's). */
  announcing: boolean;
  /** What the screens show of a store's cart (`setCartView`). */
  cartView: ((cart: Cart) => Cart) | null;
  /** Bumped by `resetCartCalls`: answers to calls made before it are not published. */
  generation: number;
  /** A refresh queued and not yet sent, which readers share (`refreshCart`). */
  queuedRefresh: Promise<Cart> | null;
}
const books = createStore<Bookkeeping>(() => ({ changeMark: 0, announcing: false, cartView: null, generation: 0, queuedRefresh: null }));
const b = () => books.getState();
const mark = () => books.setState({ changeMark: b().changeMark + 1 });

function announce(totalItems: number, totalText: string): void {
  books.setState({ announcing: true });
  try {
    emit('pf:cart-changed', { total_items: totalItems, total_text: totalText });
  } finally {
    books.setState({ announcing: false });
  }
}

const toCount = (value: number | string | undefined, fallback: number) => (value === undefined ? fallback : Number(value) || 0);

/**
 * A change without the whole cart (an add, a remove's count): the shared cart becomes stale.
 * Add and remove answer only `total_items` (spec 4), never a total: the total text stays the
 * last one read until the widgets' getData re-read (they read again because the cart is stale).
 */
export function cartChanged(change: { total_items?: number | string }): void {
  mark();
  const prev = cartSummary.getState();
  const totalItems = toCount(change.total_items, prev.totalItems);
  const totalText = prev.totalText;
  cartSummary.setState({ totalItems, totalText, revision: prev.revision + 1, stale: true });
  announce(totalItems, totalText);
}

/**
 * Replaces the shared cart with a full answer of the store. `askedAt` is `currentChangeMark()`
 * taken when the request was sent: a change announced since leaves the cart marked stale.
 */
export function publishCart(cart: Cart, askedAt = b().changeMark): void {
  const { cartView } = b();
  if (cartView) cart = cartView(cart);
  const prev = cartSummary.getState();
  const totalItems = toCount(cart.total_items, prev.totalItems);
  const totalText = cart.total_text || prev.totalText;
  cartSummary.setState({ cart, stale: askedAt !== b().changeMark, totalItems, totalText, revision: prev.revision + 1 });
  announce(totalItems, totalText);
}

export const currentChangeMark = (): number => b().changeMark;

/**
 * What the screens show of a store's cart. Normally the answer itself; a POS register with changes
 * not yet sent (shared/offline) shows the answer with those changes applied on top.
 */
export function setCartView(view: ((cart: Cart) => Cart) | null): void {
  books.setState({ cartView: view });
}

// ---------------------------------------------------------------------------------------------
// One cart call at a time
// ---------------------------------------------------------------------------------------------

/** The scope every cart call of the page runs in (shared/data's ordered calls). */
export const CART_SCOPE = 'cart';

/**
 * How long a cart call may hold up the ones queued behind it. A request the store never answers
 * would otherwise block every later edit; after this it counts as failed (a network error), the
 * queue moves on, and its answer, should it still come, is not published.
 */
export const CART_CALL_TIMEOUT_MS = 20000;

/**
 * Runs `call` after every cart call queued before it has settled (whatever their outcome).
 * `expired()` tells the call, once answered, that it was given up on.
 */
export function inCartOrder<T>(call: (expired: () => boolean) => Promise<T>): Promise<T> {
  const start = () => {
    let expired = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        expired = true;
        reject(new ApiError('network', text(cartLineTexts, 'timedOut')));
      }, CART_CALL_TIMEOUT_MS);
    });
    return Promise.race([call(() => expired), timeout]).finally(() => clearTimeout(timer));
  };
  return runInScope(CART_SCOPE, null, start);
}

/**
 * Queues a call that answers with the whole cart and publishes its answer. The answer replaces
 * the shared cart even when it carries `error` (the store says what it kept); the caller reads
 * `error` / `success` from the returned cart.
 */
export function cartCall<C extends Cart>(call: () => Promise<C>): Promise<C> {
  const madeIn = b().generation;
  return inCartOrder(async (expired) => {
    const askedAt = b().changeMark;
    const cart = await call();
    if (expired() || madeIn !== b().generation) throw new ApiError('aborted', 'Request superseded.');
    // A body that parsed but is no cart (`{}`, a proxy's JSON) must not replace the last good cart.
    if (!isCart(cart)) throw new ApiError('malformed', 'The store sent an answer that could not be read.');
    publishCart(cart, askedAt);
    return cart;
  });
}

export function isCart(value: unknown): value is Cart {
  const c = value as Cart | null;
  return !!c && typeof c === 'object' && Array.isArray(c.products);
}

/**
 * Reads the cart again (GET getData) in cart order and publishes it. Requests made while a
 * refresh is queued but not yet sent share it; one made after it was sent queues a new one, as
 * the one under way may predate the change.
 */
export function refreshCart(): Promise<Cart> {
  const queued = b().queuedRefresh;
  if (queued) return queued;
  const refresh = cartCall(() => {
    books.setState({ queuedRefresh: null });
    return getCart();
  });
  books.setState({ queuedRefresh: refresh });
  return refresh;
}

// ---------------------------------------------------------------------------------------------
// Theme code's own pf:cart-changed
// ---------------------------------------------------------------------------------------------

function onThemeCartChanged(event: Event): void {
  if (b().announcing) return;
  const detail = ((event as CustomEvent).detail ?? {}) as { total_items?: number | string; total_text?: string };
  mark();
  const prev = cartSummary.getState();
  // Not re-announced: theme code already told everyone.
  cartSummary.setState({
    totalItems: toCount(detail.total_items, prev.totalItems),
    totalText: detail.total_text ?? prev.totalText,
    revision: prev.revision + 1,
    stale: true,
  });
}

const themeListening = whileHeld(() => {
  document.addEventListener('pf:cart-changed', onThemeCartChanged);
  return () => document.removeEventListener('pf:cart-changed', onThemeCartChanged);
});
/**
 * Makes theme code's `pf:cart-changed` mark the cart stale while at least one cart widget is
 * mounted. Returns the function that stops listening.
 */
export const listenToThemeCartEvents = (): (() => void) => themeListening.hold();

/** Which run of cart calls this is: a wait begun before `resetCartCalls` must not call the store after it. */
export const cartCallsGeneration = (): number => b().generation;

/** Forgets queued calls (tests: a call left hanging by one test must not hold up the next). */
export function resetCartCalls(): void {
  books.setState({ generation: b().generation + 1, queuedRefresh: null });
  resetScope(CART_SCOPE);
}

export const useCartSummary = <T,>(selector: (s: CartSummary) => T): T => useStore(cartSummary, selector);
