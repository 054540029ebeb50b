import { getSettings } from '../config/settings';
import { text as catalogText } from '../texts';
import { moneyTexts } from './texts';
import type { Amount } from './decimal';

/**
 * What money shows without computing anything, so it needs no decimal.js: the currency
 * formatter of the configured locale, an amount the store already sends to the cent, and labor
 * minutes as hours and minutes. The product page shows these at load; everything that computes a
 * price goes through the money engine (./decimal, loaded on demand through ./lazy).
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** The Intl formatter of the configured currency and locale (default USD, en-US). */
export function currencyFormat(currency = getSettings().currency): Intl.NumberFormat {
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
  return nf;
}

/**
 * Makes the currency's formatter now. The first one costs the browser its number-format data
 * (tens of ms on a slow till): a list calls this once it is on screen, while its answer is on the
 * way, so that the first rows do not wait for it.
 */
export function warmCurrencyFormat(): void {
  currencyFormat();
}

/**
 * Amounts already shown, by formatter: a list's page shows the same few amounts many times
 * ("$0.00", a part's price), and a sort or a new page shows most of them again. Intl's `format`
 * is the costly part of a money cell; a lookup is not. Bounded: emptied when it grows past a
 * few thousand amounts (a 5,000-row page of distinct totals).
 */
const shown = new WeakMap<Intl.NumberFormat, Map<string, string>>();
const SHOWN_MAX = 4096;

function formatShown(nf: Intl.NumberFormat, text: string): string {
  let byText = shown.get(nf);
  if (!byText) shown.set(nf, (byText = new Map()));
  let out = byText.get(text);
  if (out === undefined) {
    if (byText.size >= SHOWN_MAX) byText.clear();
    // Intl accepts exact decimal strings (ES2023); the cast is for older lib typings.
    out = nf.format(text as unknown as number);
    byText.set(text, out);
  }
  return out;
}

/** The store's amounts to the cent: digits, at most 2 places ("84.99", "-5", "12.5"). */
const TO_THE_CENT = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * An amount the store sends to the cent, in the store currency (`'84.99'` → `"$84.99"`), with
 * no arithmetic and no rounding: the exact string goes to Intl. `null` for anything that would
 * need rounding or reading (`'12.345'`, `'$1,234'`, `''`, null): the caller computes it through
 * the money engine instead.
 */
export function storeAmountText(value: Amount): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!TO_THE_CENT.test(text)) return null;
  return formatShown(currencyFormat(), text);
}

/**
 * An amount the store sends to the cent as the number GA4 reads (`'84.99'` → 84.99), with no
 * arithmetic: the digits are the store's own. `null` when it would need rounding or reading: the
 * caller reads it through the money engine (`parseAmount`) instead.
 */
export function storeAmountNumber(value: Amount): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  return TO_THE_CENT.test(text) ? Number(text) : null;
}

/**
 * Labor time (a count of minutes, not money) as hours and minutes in the page's language, read when
 * shown: 90 → "1 hr 30 min", 45 → "45 min", 120 → "2 hrs" (French: "1 h 30 min").
 */
export function formatLaborTime(minutes: Amount): string {
  const n = typeof minutes === 'number' ? minutes : Number(String(minutes ?? '').trim() || 'x');
  const total = Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0;
  const h = Math.floor(total / 60);
  const m = total % 60;
  const parts: string[] = [];
  if (h) parts.push(catalogText(moneyTexts, 'laborHours', { count: h }));
  if (m || !h) parts.push(catalogText(moneyTexts, 'laborMinutes', { count: m }));
  return parts.join(' ');
}
