import { useEffect, useRef } from 'react';
import { fromCents, toCents, type Amount } from '../money';
import { emit } from '../runtime/events';

/**
 * Buy-now-pay-later and prequalification widgets (spec 1 §1, §9) are the theme's own third-party
 * scripts; they show "as low as …" for an amount. Partsfront refreshes them 1000 ms after a
 * trigger (the amount changed: quantity, options, the cart): every element of the page marked
 * `data-pf-payment-amount` gets the new amount in cents in `data-amount` (the attribute those
 * scripts read), and `pf:payment-refresh` fires on `document` with `{amount, cents, source}` so
 * theme code can call the provider's refresh. Triggers within the second restart the wait.
 */
export const PAYMENT_REFRESH_MS = 1000;

export interface PaymentRefreshDetail {
  /** "79.99" */
  amount: string;
  cents: number;
  source: 'product' | 'cart';
}

export function refreshPaymentWidgets(amount: Amount, source: PaymentRefreshDetail['source']): void {
  const cents = toCents(amount);
  for (const el of document.querySelectorAll('[data-pf-payment-amount]')) el.setAttribute('data-amount', String(cents));
  emit('pf:payment-refresh', { amount: fromCents(cents), cents, source } satisfies PaymentRefreshDetail);
}

/** Refreshes the payment widgets 1000 ms after `amount` changes from one known amount to another. */
export function usePaymentRefresh(amount: string | null, source: PaymentRefreshDetail['source']): void {
  // The amount the page started with (or last refreshed to): the same amount is no trigger, nor
  // is the first amount known (the cart read on arrival: the theme rendered that amount itself).
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seen.current === undefined || seen.current === null || seen.current === amount) {
      seen.current = amount;
      return;
    }
    seen.current = amount;
    if (amount === null) return;
    const timer = setTimeout(() => refreshPaymentWidgets(amount, source), PAYMENT_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [amount, source]);
}
