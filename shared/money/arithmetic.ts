import { add, cmp, exact, fixed, mul, round, sub, type Amount, type Exact } from './exact';

/**
 * Money arithmetic: amounts cross the rest of Partsfront as strings ("12.50") or integer cents,
 * never as floats that arithmetic is done on. Exact (see ./exact), rounded half up to 2 places.
 */
export type { Amount };

/** Amount as a 2-place string: `parseAmount('12.5')` → `'12.50'`; `parseAmount('x')` → `'0.00'`. */
export const parseAmount = (value: Amount): string => fixed(exact(value), 2);

/** Money input to integer cents (rounded half up): `toCents('12.345')` → `1235`. */
export const toCents = (value: Amount): number => Number(round(exact(value), 2).n);

/** Integer cents back to a 2-place string: `fromCents(1235)` → `'12.35'`. */
export const fromCents = (cents: number): string => fixed({ n: BigInt(Number.isFinite(cents) ? Math.trunc(cents) : 0), s: 2 }, 2);

/** Exact sum, to 2 places. */
export const sum = (...values: Amount[]): string => fixed(values.reduce<Exact>((acc, v) => add(acc, exact(v)), exact(0)), 2);

/** a − b, to 2 places. */
export const subtract = (a: Amount, b: Amount): string => fixed(sub(exact(a), exact(b)), 2);

/** Unit price × quantity, to 2 places. */
export const lineTotal = (unit: Amount, quantity: Amount): string => fixed(mul(exact(unit), exact(quantity)), 2);

/** Option price adjustments: base plus or minus each value's price by its `price_prefix`. */
export function applyAdjustments(base: Amount, adjustments: Array<{ price: Amount; price_prefix?: string }>): string {
  return fixed(
    adjustments.reduce<Exact>((acc, a) => (a.price_prefix === '-' ? sub(acc, exact(a.price)) : add(acc, exact(a.price))), exact(base)),
    2,
  );
}

/** -1, 0 or 1. */
export const compare = (a: Amount, b: Amount): number => cmp(exact(a), exact(b));

export const isPositive = (value: Amount): boolean => cmp(exact(value), exact(0)) > 0;

/** The smaller amount, to 2 places. */
export const minAmount = (a: Amount, b: Amount): string => parseAmount(compare(a, b) <= 0 ? a : b);

/** The larger amount, to 2 places. */
export const maxAmount = (a: Amount, b: Amount): string => parseAmount(compare(a, b) >= 0 ? a : b);
