import { toCents, type Amount } from './decimal';

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
