import Decimal from 'decimal.js';

/**
 * The only module that imports decimal.js. Amounts cross the rest of Partsfront as strings
 * ("12.50") or integer cents, never as floats that arithmetic is done on.
 */
export type Amount = string | number | null | undefined;

// Half-up to 2 places, as the store's PHP rounds prices.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

/** A non-numeric value (null, '', 'abc', NaN, Infinity) falls back to 0, as the spec asks. */
export function dec(value: Amount | Dec): Dec {
  if (value instanceof D) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : new D(0);
  if (typeof value !== 'string') return new D(0);
  const cleaned = value.trim().replace(/[$,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return new D(0);
  return new D(cleaned);
}

/** Amount as a 2-place string: `parseAmount('12.5')` → `'12.50'`; `parseAmount('x')` → `'0.00'`. */
export const parseAmount = (value: Amount): string => dec(value).toFixed(2);

/** Money input to integer cents (rounded half up): `toCents('12.345')` → `1235`. */
export const toCents = (value: Amount): number => dec(value).times(100).toDecimalPlaces(0).toNumber();

/** Integer cents back to a 2-place string: `fromCents(1235)` → `'12.35'`. */
export const fromCents = (cents: number): string => dec(Math.trunc(cents)).dividedBy(100).toFixed(2);

/** Exact sum, to 2 places. */
export const sum = (...values: Amount[]): string => values.reduce<Dec>((acc, v) => acc.plus(dec(v)), new D(0)).toFixed(2);

/** a − b, to 2 places. */
export const subtract = (a: Amount, b: Amount): string => dec(a).minus(dec(b)).toFixed(2);

/** Unit price × quantity, to 2 places. */
export const lineTotal = (unit: Amount, quantity: Amount): string => dec(unit).times(dec(quantity)).toFixed(2);

/** Option price adjustments: base plus or minus each value's price by its `price_prefix`. */
export function applyAdjustments(base: Amount, adjustments: Array<{ price: Amount; price_prefix?: string }>): string {
  return adjustments
    .reduce<Dec>((acc, a) => (a.price_prefix === '-' ? acc.minus(dec(a.price)) : acc.plus(dec(a.price))), dec(base))
    .toFixed(2);
}

/** -1, 0 or 1. */
export const compare = (a: Amount, b: Amount): number => dec(a).comparedTo(dec(b));

export function isPositive(value: Amount): boolean {
  // Plain decimal text ("84.99", "-5", "0.00"), as the store sends amounts: its sign is in the text.
  // A list's Balance column asks this of every row, and decimal.js is much more work.
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value)) return value[0] !== '-' && /[1-9]/.test(value);
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  return dec(value).greaterThan(0);
}
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The smaller amount, to 2 places. */
export const minAmount = (a: Amount, b: Amount): string => D.min(dec(a), dec(b)).toFixed(2);

/** The larger amount, to 2 places. */
export const maxAmount = (a: Amount, b: Amount): string => D.max(dec(a), dec(b)).toFixed(2);
