import { useEffect, useRef } from 'react';
import { loadedMoney, loadMoney, type Amount, type Money } from '../money/lazy';
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

export function refreshPaymentWidgets(money: Money, amount: Amount, source: PaymentRefreshDetail['source']): void {
  const cents = money.toCents(amount);
  for (const el of document.querySelectorAll('[data-pf-payment-amount]')) el.setAttribute('data-amount', String(cents));
  emit('pf:payment-refresh', { amount: money.fromCents(cents), cents, source } satisfies PaymentRefreshDetail);
}

/**
 * Refreshes the payment widgets 1000 ms after `trigger` changes from one known value to another
 * and the amount it stands for changed. `trigger` is the amount itself (the cart's total) or,
 * where the amount is computed (the product page: quantity and options), what it is computed
 * from, with `amountOf` computing it through the money engine, which then loads (if no one has
 * loaded it yet) only when the shopper has changed something.
 */
export function usePaymentRefresh(
  trigger: string | null,
  source: PaymentRefreshDetail['source'],
  amountOf: (money: Money) => Amount = () => trigger,
): void {
  // The trigger the page started with (or last changed to): the same value is no trigger, nor
  // is the first value known (the theme rendered that amount itself).
  const seen = useRef<string | null | undefined>(undefined);
  // How to compute the amount the page started with, the last amount sent, and the newest way.
  const first = useRef(amountOf);
  const sent = useRef<string | null>(null);
  const latest = useRef(amountOf);
  useEffect(() => {
    latest.current = amountOf;
  });
  useEffect(() => {
    if (seen.current === undefined || seen.current === null || seen.current === trigger) {
      if (seen.current !== trigger) {
        // A new starting point: this render's computation (the effect above has just stored it).
        first.current = latest.current;
        sent.current = null;
      }
      seen.current = trigger;
      return;
    }
    seen.current = trigger;
    if (trigger === null) return;
    let live = true;
    const refresh = (money: Money) => {
      if (!live) return;
      const before = sent.current ?? money.parseAmount(first.current(money));
      const now = money.parseAmount(latest.current(money));
      if (now === before) return;
      sent.current = now;
      refreshPaymentWidgets(money, now, source);
    };
    const timer = setTimeout(() => {
      const money = loadedMoney();
      if (money) refresh(money);
      else loadMoney().then(refresh, () => undefined);
    }, PAYMENT_REFRESH_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trigger, source]);
}
