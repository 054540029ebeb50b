/**
 * Exact decimal arithmetic on BigInt: a value is an integer `n` scaled by 10^-`s`, so sums,
 * differences, products and comparisons are exact at any size, and rounding happens once, half
 * up (away from zero on a tie, as the store's PHP rounds prices), where a caller asks for it.
 *
 * It replaces decimal.js for the few operations money needs (+, −, ×, compare, ÷ by a whole
 * number, round to places): a product page computes its price, options and labor with it at load
 * without downloading an arbitrary-precision library of 12 KB gzip.
 */
export type Amount = string | number | null | undefined;

export interface Exact {
  readonly n: bigint;
  readonly s: number;
}

const ZERO: Exact = { n: 0n, s: 0 };
const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const pow10 = (k: number) => 10n ** BigInt(k);

/**
 * Reads an amount: a number, or a numeric string with `$`, `,` and spaces allowed (`"$1,234.5"`).
 * A non-numeric value (null, '', 'abc', NaN, Infinity, '1.2.3') is 0, as the spec asks.
 */
export function exact(value: Amount | Exact): Exact {
  if (typeof value === 'object' && value !== null) return value;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return ZERO;
    // A number's shortest text is the value it stands for (0.1 → "0.1", 1e21 → "1e+21").
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/[$,\s]/g, '');
  } else {
    return ZERO;
  }
  if (!PLAIN.test(text)) return ZERO;
  const [mantissa, exponent = '0'] = text.toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace(/^[-+]/, '').split('.');
  let n = BigInt(`${whole || '0'}${fraction}`);
  let s = fraction.length - Number(exponent);
  if (s < 0) {
    n *= pow10(-s);
    s = 0;
  }
  return { n: negative ? -n : n, s };
}

/** Both values at the same scale. */
function align(a: Exact, b: Exact): [bigint, bigint, number] {
  const s = Math.max(a.s, b.s);
  return [a.n * pow10(s - a.s), b.n * pow10(s - b.s), s];
}

export const add = (a: Exact, b: Exact): Exact => {
  const [x, y, s] = align(a, b);
  return { n: x + y, s };
};

export const sub = (a: Exact, b: Exact): Exact => {
  const [x, y, s] = align(a, b);
  return { n: x - y, s };
};

export const mul = (a: Exact, b: Exact): Exact => ({ n: a.n * b.n, s: a.s + b.s });

/** -1, 0 or 1. */
export const cmp = (a: Exact, b: Exact): number => {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** numerator ÷ denominator (denominator > 0) to a whole number, half up (away from zero on a tie). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  let q = size / denominator;
  if ((size % denominator) * 2n >= denominator) q += 1n;
  return negative ? -q : q;
}

/** `a` ÷ a whole number `k` (> 0), rounded half up to `places`. */
export const divide = (a: Exact, k: bigint, places: number): Exact => ({
  n: divideHalfUp(a.n * pow10(places), k * pow10(a.s)),
  s: places,
});

/** Rounded half up to `places`. */
export const round = (a: Exact, places: number): Exact =>
  a.s <= places ? { n: a.n * pow10(places - a.s), s: places } : { n: divideHalfUp(a.n, pow10(a.s - places)), s: places };

/** As text with exactly `places` decimals, rounded half up: `fixed(exact('12.345'), 2)` → `'12.35'`. */
export function fixed(a: Exact, places: number): string {
  const { n } = round(a, places);
  const digits = (n < 0n ? -n : n).toString().padStart(places + 1, '0');
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return n < 0n ? `-${text}` : text;
}
