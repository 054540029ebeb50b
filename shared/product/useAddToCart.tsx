import { useEffect, useRef, useState } from 'react';
import type { OptionChoice } from '../api/cart';
import { cartService } from '../cart';
import { onDemand } from '../runtime/onDemand';
import { errorText } from '../api/errors';
import type { Product } from '../api/shapes/product';
import { notifyError } from '../ui/toast';
import { useSingleFlight } from '../ui/useSingleFlight';
import { confirmFitment } from '../vehicle';
import { afterPaint } from '../runtime/afterPaint';
import { isFramed } from '../runtime/navigation';
import { getSettings } from '../config';
import { notifyAdded, preloadAddToCart } from './notifyAdded';

/**
 * The way to the checkout (shared/cart/checkout.ts), for instant checkout only: fetched when the
 * page is idle, so the add that goes on to the checkout finds it, and no page's start carries it.
 */
const checkout = onDemand(() => import('../cart/checkout'));

/** How long a button reads "Added!" (spec 1 §9: add-to-cart confirmation 3000 ms). */
export const ADDED_MS = 3000;

/** regular: add and stay; instant: add then go to checkout; labor: add with `apply_labor=1`. */
export type AddKind = 'regular' | 'instant' | 'labor';

export interface AddRequest {
  quantity: number;
  option?: Record<string, OptionChoice>;
}

export interface UseAddToCartOptions {
  product: Product;
  kind: AddKind;
  /** Returns what to send, or null when the page must first show an error (options, quantity). */
  prepare: () => AddRequest | null;
  /** Called once the store accepted the add (e.g. a listing's search conversion event). */
  onAdded?: () => void;
}

/**
 * The add-to-cart behaviour every button shares (product page and listings), spec 1 §4:
 * "Heads up!" first when fitment confirmation is required; one request per click burst
 * (useSingleFlight); "Added!" for 3 s, then the label reverts (instant checkout: then the browser
 * goes to checkout/checkout); the cart is announced so the popout updates; the store's
 * `error_message` becomes an error toast and the button stays usable.
 */
export function useAddToCart({ product, kind, prepare, onAdded }: UseAddToCartOptions) {
  const [added, setAdded] = useState(false);
  // True while the add request itself is on its way (not while "Heads up!" waits for an answer).
  const [sending, setSending] = useState(false);
  // Set synchronously, so the second click of a fast double click (after a fast answer) is ignored too.
  const confirming = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // What the click shows (the toast's text, "Heads up!") is fetched once the page is idle.
  useEffect(() => preloadAddToCart(), []);
  useEffect(() => (kind === 'instant' ? checkout.preloadWhenIdle() : undefined), [kind]);

  const [run, busy] = useSingleFlight(async () => {
    // While the button reads "Added!" a click adds nothing more (and instant checkout is leaving).
    if (confirming.current) return;
    const input = prepare();
    if (!input) return;
    if (!(await confirmFitment({ aaia: product.aaia, mpn: product.mpn }))) return;
    try {
      setSending(true);
      try {
        // "Adding…" paints before the request is set up and sent (INP of Add to Cart).
        await afterPaint();
        await cartService.add({ product_id: product.product_id, ...input, apply_labor: kind === 'labor' });
      } finally {
        setSending(false);
      }
      onAdded?.();
      if (kind !== 'instant') notifyAdded(product);
      confirming.current = true;
      setAdded(true);
      // A browser opens a new tab only close to the click: inside a frame the site checkout
      // opens at once, and the button still reads "Added!" for its 3 s.
      const checkoutNow = kind === 'instant' && isFramed() && getSettings().mode === 'storefront';
      if (checkoutNow) checkOut();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        confirming.current = false;
        setAdded(false);
        if (kind === 'instant' && !checkoutNow) checkOut();
      }, ADDED_MS);
    } catch (error) {
      notifyError(errorText(error));
    }
  });

  // POS saves and continues at /pos/checkout, the kiosk places its order, the site checkout
  // opens (goToCheckout); a refusal is a toast and the shopper stays on the page.
  function checkOut() {
    checkout
      .load()
      .then((m) => m.goToCheckout())
      .catch((error: unknown) => notifyError(errorText(error)));
  }

  // The promise never rejects (failures become toasts); `void` keeps click handlers simple.
  const add = () => void run().catch(() => undefined);
  return { add, busy, added, sending };
}
