import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAdjustments,
  formatLaborTime,
  formatMoney,
  fromCents,
  laborCost,
  lineTotal,
  parseAmount,
  sum,
  toCents,
} from './index';

// Amounts as the store sends them: numeric strings with up to 2 decimals, or numbers.
const cents = fc.integer({ min: 0, max: 10_000_000 });
const asString = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** Reference: integer-cents arithmetic, rounding half up once at the end. */
const roundHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

describe('shared/money', () => {
  it('parses numbers and strings, and falls back to 0 for non-numeric values', () => {
    expect(parseAmount('12.5')).toBe('12.50');
    expect(parseAmount(7)).toBe('7.00');
    expect(parseAmount('$1,234.567')).toBe('1234.57');
    for (const bad of ['abc', '', null, undefined, Number.NaN, Infinity, '1.2.3']) expect(parseAmount(bad)).toBe('0.00');
    expect(toCents('abc')).toBe(0);
  });

  it('converts money inputs to cents and back', () => {
    expect(toCents('12.345')).toBe(1235);
    expect(toCents('0.1')).toBe(10);
    expect(fromCents(1235)).toBe('12.35');
    fc.assert(fc.property(cents, (c) => toCents(asString(c)) === c && fromCents(c) === asString(c)));
  });

  it('adds without float error (0.1 + 0.2)', () => {
    expect(sum('0.1', '0.2')).toBe('0.30');
    expect(sum(0.1, 0.2, '0.7')).toBe('1.00');
  });

  it('sums match an integer-cents computation', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (list) => {
        const expected = list.reduce((a, b) => a + b, 0);
        return sum(...list.map(asString)) === fromCents(expected);
      }),
    );
  });

  it('line totals match an integer-cents computation', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 10000 }), (unit, qty) => lineTotal(asString(unit), qty) === fromCents(unit * qty)),
    );
  });

  it('labor = hourly × minutes ÷ 60 × quantity matches integer cents rounded half up', () => {
    expect(laborCost('90.00', 90)).toBe('135.00');
    expect(laborCost('100', 10)).toBe('16.67');
    expect(laborCost('100', 10, 3)).toBe('50.00'); // rounded once, not 16.67 × 3
    expect(laborCost('37946.41', 170, 3)).toBe('322544.49'); // a half cent, found by the property below
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 20 }), (hourly, minutes, qty) => {
        const expected = roundHalfUp(BigInt(hourly) * BigInt(minutes) * BigInt(qty), 60n);
        return laborCost(asString(hourly), minutes, qty) === fromCents(Number(expected));
      }),
      { numRuns: 3000 },
    );
  });

  it('applies option price adjustments with their prefix', () => {
    expect(applyAdjustments('100.00', [{ price: '12.50', price_prefix: '+' }, { price: '5', price_prefix: '-' }])).toBe('107.50');
  });

  it('formats in the configured currency and locale (default USD, en-US)', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('x')).toBe('$0.00');
    expect(formatMoney('1234.5', { code: 'EUR', locale: 'de-DE' })).toMatch(/1\.234,50\s€/);
    // Exact: a value that a float would round wrongly.
    expect(formatMoney('1.005')).toBe('$1.01');
  });

  it('shows labor time as hours and minutes', () => {
    expect(formatLaborTime(90)).toBe('1 hr 30 min');
    expect(formatLaborTime(45)).toBe('45 min');
    expect(formatLaborTime(120)).toBe('2 hrs');
  });
});
