import { getSettings } from '../config/settings';
import { exact, fixed, type Amount } from './exact';

/**
 * Formats an amount in the configured currency and locale (default USD, en-US):
 * `formatMoney('1234.5')` → `"$1,234.50"`. The decimal string goes to Intl as a string, so no
 * float rounding happens on the way.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: Amount, currency = getSettings().currency): string {
  const key = `${currency.locale}|${currency.code}`;
  let nf = formatters.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code });
    } catch {
      nf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    formatters.set(key, nf);
  }
  // Intl accepts exact decimal strings (ES2023); the cast is for older lib typings.
  return nf.format(fixed(exact(value), 2) as unknown as number);
}
