import { saveVehicle } from '../api/ymm';
import { clearSession } from '../api/kiosk';
import { getCart, removeCode, removeFromCart, removeTotalCode } from '../api/cart';
import { cartService, inCartOrder } from '../cart';
import { appliedCodes, codeTotals } from '../cart/lines';
import { setVehicle } from '../vehicle';
import { getCookie, removeCookie } from '../runtime/cookies';
import { removeStored } from '../runtime/storage';

/**
 * Cookies that say nothing about the visitor and keep the kiosk working: the store's language
 * and currency, and its session cookie (the session itself is cleared on the server).
 */
export const KEPT_COOKIES = ['language', 'currency', 'PHPSESSID', 'OCSESSID'];

/** Partsfront's keys in local and session storage (`pf:…`), as shared/runtime/storage writes them. */
export function clearPersonalStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => Boolean(k?.startsWith('pf:')));
      for (const key of keys) {
        removeStored(key.slice(3));
        storage.removeItem(key);
      }
    } catch {
      // Storage refused (privacy mode): nothing was kept there.
    }
  }
}

/** Every cookie the page can see except the kept ones (chosen store, locator filters, dismissals, …). */
export function clearPersonalCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = decodeURIComponent(part.split('=')[0]?.trim() ?? '');
    if (name && !KEPT_COOKIES.includes(name) && getCookie(name) !== undefined) removeCookie(name);
  }
}

/**
 * Empties the cart: applied codes, then every line and gift certificate. The store's calls are
 * made directly, not through the cart service: the reset runs as one turn of the cart queue
 * (see resetVisitor), and a cart service call made from inside that turn would wait for it.
 */
async function emptyCart(): Promise<void> {
  const cart = await getCart();
  // Codes the store lists (`codes`, an extension) by POST removeCode; the others from their totals rows.
  for (const code of appliedCodes(cart)) await removeCode(code.type, code.code);
  for (const row of codeTotals(cart)) await removeTotalCode(row.code);
  const keys = [...(cart.products ?? []).map((p) => p.key), ...(cart.vouchers ?? []).map((v) => v.key)];
  for (const key of keys) await removeFromCart(key);
}

/**
 * The customer a clerk set on this session's cart (POS, same browser) comes off it with GET
 * removeCustomer (spec 3 §7): clearSession's effect is "not shown", and a kiosk order made with
 * that customer still set would be theirs, with their store credit.
 */
async function removeCartCustomer(): Promise<void> {
  const cart = await getCart();
  if (cart.customer) await (await import('../api/pos-cart')).removeCartCustomer();
}

/**
 * Forgets the visitor who walked away (spec 3 §4 "Kiosk idle"): the cart, the customer set on it,
 * the vehicle (saved empty, so every widget hears `pf:vehicle-changed`), the store session (a
 * customer who logged in is logged out), and what Partsfront kept in storage and cookies. Each step runs even when an
 * earlier one failed; failures are logged, never shown (the splash is on screen).
 */
export async function resetVisitor(): Promise<void> {
  // One turn of the page's cart queue for every step: a part the next shopper adds meanwhile (a
  // quick tap, or the next page of a session whose first page was left mid-reset) is sent once
  // the reset is done, so none of its steps (the store session's clear last of all) takes it away.
  // Past CART_CALL_TIMEOUT_MS the queue moves on (a store that stopped answering holds no tap for ever).
  await inCartOrder(() => forgetEverything()).catch((error: unknown) => console.warn('Partsfront: kiosk reset took too long', error));
  // Every cart widget shows the empty cart (the steps above told none of them).
  await cartService.refresh().catch((error: unknown) => console.warn('Partsfront: kiosk reset could not read the cart again', error));
}

async function forgetEverything(): Promise<void> {
  const steps: Array<[string, () => Promise<unknown> | void]> = [
    ['cart', emptyCart],
    ['customer', removeCartCustomer],
    ['vehicle', async () => setVehicle(await saveVehicle(), true)],
    ['session', clearSession],
    ['storage', clearPersonalStorage],
    ['cookies', clearPersonalCookies],
  ];
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (error) {
      console.warn(`Partsfront: kiosk reset could not clear the ${what}`, error);
    }
  }
}
