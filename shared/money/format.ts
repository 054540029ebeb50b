import { dec, type Amount } from './decimal';
import { currencyFormat, storeAmountText } from './text';

/**
 * Formats any amount in the configured currency and locale (default USD, en-US), rounded half up
 * to 2 places by decimal.js: `formatMoney('1234.5')` → `"$1,234.50"`. The decimal string goes to
 * Intl as a string, so no float rounding happens on the way. (An amount the store already sends
 * to the cent can be shown without the engine: `storeAmountText` in ./text.)
 */
export function formatMoney(value: Amount, currency?: Parameters<typeof currencyFormat>[0]): string {
  // The store's own amounts (to the cent) need no rounding: Intl formats them as they are, which
  // is much less work than decimal.js over a list's hundreds of cells.
  const exact = currency === undefined ? storeAmountText(value) : null;
  if (exact !== null) return exact;
  // Intl accepts exact decimal strings (ES2023); the cast is for older lib typings.
  return currencyFormat(currency).format(dec(value).toFixed(2) as unknown as number);
}
