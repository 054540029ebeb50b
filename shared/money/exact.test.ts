import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAdjustments, compare, lineTotal, maxAmount, minAmount, parseAmount, subtract, sum, toCents } from './arithmetic';
import { laborCost } from './labor';
import { percentOf } from './tender';

/**
 * The exact arithmetic gives what decimal.js (precision 40, half up) gave before it, for any
 * amount a store or a person can send: more places than 2, signs, exponents, `$` and `,`.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const amount = fc.oneof(
  fc.tuple(fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }), fc.integer({ min: 0, max: 6 })).map(([n, places]) => (n / 10 ** places).toFixed(places)),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  // Up to 6 places: past 40 digits decimal.js rounded in between (5e-324 − 1234.565 gave 1234.57).
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map((x) => Number(x.toFixed(6))),
  fc.constantFrom('$1,234.565', ' 12.5 ', '1e3', '-2.5e-2', '.5', '0.005', '-0.005', '2.675', '1.005'),
);
const text = (a: string | number) => (typeof a === 'number' ? new D(a) : new D(a.trim().replace(/[$,\s]/g, '')));
// A negative amount that rounds to nothing is 0.00 here, where decimal.js wrote "-0.00".
const two = (d: Decimal) => d.toFixed(2).replace(/^-(0\.00)$/, '$1');

describe('shared/money exact arithmetic', () => {
  it('matches decimal.js for +, −, ×, compare, min, max and cents', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(parseAmount(a)).toBe(two(text(a)));
        expect(sum(a, b)).toBe(two(text(a).plus(text(b))));
        expect(subtract(a, b)).toBe(two(text(a).minus(text(b))));
        expect(lineTotal(a, b)).toBe(two(text(a).times(text(b))));
        expect(compare(a, b)).toBe(text(a).comparedTo(text(b)));
        expect(minAmount(a, b)).toBe(two(D.min(text(a), text(b))));
        expect(maxAmount(a, b)).toBe(two(D.max(text(a), text(b))));
        // + 0: cents have no negative zero here (decimal.js gave -0 for "-0.001").
        expect(toCents(a)).toBe(text(a).times(100).toDecimalPlaces(0).toNumber() + 0);
        expect(applyAdjustments(a, [{ price: b, price_prefix: '-' }, { price: a }])).toBe(two(text(a).minus(text(b)).plus(text(a))));
      }),
      { numRuns: 2000 },
    );
  });

  it('matches decimal.js for labor (÷ 60) and percentages (÷ 100)', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 100 }), (hourly, minutes, qty, percent) => {
        expect(laborCost(hourly, minutes, qty)).toBe(two(text(hourly).times(minutes).times(qty).dividedBy(60)));
        expect(percentOf(hourly, percent)).toBe(two(text(hourly).times(percent).dividedBy(100)));
      }),
      { numRuns: 2000 },
    );
  });
});
