import { useEffect, useRef, useState } from 'react';
import type { OptionChoice } from '../api/cart';
import { cartService } from '../cart';
import { pageUrl } from '../api/endpoints/pages';
import { errorText } from '../api/errors';
import type { Product } from '../api/shapes/product';
import { notifyError, notifySuccess } from '../ui/toast';
import { useSingleFlight } from '../ui/useSingleFlight';
import { confirmFitment } from '../vehicle';
import { afterPaint } from '../runtime/afterPaint';
import { navigation } from '../runtime/navigation';
import { AddedText } from './AddedText';
import { text } from '../texts';
import { productTexts } from './texts';

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
      if (kind !== 'instant') notifySuccess(<AddedText product={product} />, { link: { href: pageUrl('pageCart'), label: text(productTexts, 'viewCart') }, kind: 'added' });
      confirming.current = true;
      setAdded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        confirming.current = false;
        setAdded(false);
        if (kind === 'instant') navigation.go(pageUrl('pageCheckout'));
      }, ADDED_MS);
    } catch (error) {
      notifyError(errorText(error));
    }
  });

  // The promise never rejects (failures become toasts); `void` keeps click handlers simple.
  const add = () => void run().catch(() => undefined);
  return { add, busy, added, sending };
}
