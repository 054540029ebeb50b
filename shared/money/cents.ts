import { parseAmount, toCents, type Amount } from './decimal';

/** The store's own amounts: up to 13 digits, a point, 2 places ("1234.50", "-3.10"). */
const TWO_PLACES = /^-?\d{1,13}\.\d{2}$/;

/**
 * `toCents`, fast for the store's own 2-place amounts (the digits without the point: no decimal
 * arithmetic, exactly the same number), for work over thousands of rows (sorting a list by an
 * amount). Anything else goes through `toCents`.
 */
export function centsOf(value: Amount): number {
  return typeof value === 'string' && TWO_PLACES.test(value) ? Number(value.replace('.', '')) : toCents(value);
}

/** A plain amount of up to 13 digits and 0–2 places, no leading zero, not negative zero ("84", "84.5", "-3.10"). */
const SHORT = /^-?(?:[1-9]\d{0,12}|0)(?:\.\d{1,2})?$/;

/**
 * `parseAmount`, fast for the amounts a store sends (`84.98`, `"84.5"`, `12`): the same text with
 * its places padded to 2, no decimal arithmetic. Answers read thousands of them (an order list of
 * 5,000 orders holds about 60,000). Anything else (more places, exponents, leading zeros, `-0…`)
 * goes through `parseAmount`.
 */
export function amountText(value: Amount): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || !SHORT.test(text) || text.startsWith('-0')) return parseAmount(value);
  const point = text.indexOf('.');
  return point < 0 ? `${text}.00` : point === text.length - 2 ? `${text}0` : text;
}
