import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compare, fromCents, subtract, sum } from '../../money';
import { amountProblem, availablePaymentTypes, changeDue, checkNumberValid, creditPresetAmount, exceeds, storeCreditMax, suggestedAmount } from './rules';

const cents = (max = 5_000_000) => fc.integer({ min: 0, max });
const money = (max?: number) => cents(max).map(fromCents);

describe('tender rules', () => {
  it('offers enabled types in one order; in-store credit only with a positive credit', () => {
    expect(availablePaymentTypes(['storeCredit', 'cash', 'card'], '5.00')).toEqual(['card', 'cash', 'storeCredit']);
    expect(availablePaymentTypes(['storeCredit', 'cash'], '0.00')).toEqual(['cash']);
    expect(availablePaymentTypes(['storeCredit'], '-3.00')).toEqual([]);
    expect(availablePaymentTypes([], '10')).toEqual([]);
  });

  it('store credit max = min(credit, balance due), never negative', () => {
    expect(storeCreditMax('75.00', '20.10')).toBe('20.10');
    expect(storeCreditMax('7.5', '20.10')).toBe('7.50');
    expect(storeCreditMax('75.00', '-4.00')).toBe('0.00');
    fc.assert(
      fc.property(money(), fc.integer({ min: -1_000_000, max: 5_000_000 }).map(fromCents), (credit, due) => {
        const max = storeCreditMax(credit, due);
        return compare(max, 0) >= 0 && compare(max, credit) <= 0 && (compare(due, 0) < 0 || compare(max, due) <= 0) && (max === credit || max === due || max === '0.00');
      }),
    );
  });

  it('presets: 100% is the max, 50% is half of it rounded half up, never above it', () => {
    expect(creditPresetAmount('full', '25.51')).toBe('25.51');
    expect(creditPresetAmount('half', '25.51')).toBe('12.76');
    fc.assert(fc.property(money(), (max) => compare(creditPresetAmount('half', max), max) <= 0 && compare(creditPresetAmount('half', max), 0) >= 0));
  });

  it('check numbers are whole numbers of at least 1', () => {
    for (const ok of ['1', '0042', '9999999']) expect(checkNumberValid(ok)).toBe(true);
    for (const bad of ['0', '', '1.5', '-1', 'abc', '1e3']) expect(checkNumberValid(bad)).toBe(false);
  });

  it('amounts are positive dollars and cents', () => {
    for (const ok of ['1', '0.01', '12.5', '.50', '1000000.99']) expect(amountProblem(ok)).toBeNull();
    for (const bad of ['', '0', '0.00', '1.234', '-1', '1,000', 'abc', '$5']) expect(amountProblem(bad)).not.toBeNull();
  });

  it('change due is what cash exceeds the balance by, else 0', () => {
    expect(changeDue('100.00', '87.65')).toBe('12.35');
    expect(changeDue('50.00', '87.65')).toBe('0.00');
  });

  it('property: any split of a total into tenders ends at exactly zero', () => {
    fc.assert(
      fc.property(cents(), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        // Each tender takes a share of what is left (never more: the forms cap card, check,
        // voucher and credit at the balance); the last one takes the suggested amount, the rest.
        let left = fromCents(total);
        const whole = weights.reduce((a, b) => a + b, 0);
        const paid: string[] = [];
        weights.forEach((w, i) => {
          const isLast = i === weights.length - 1;
          const share = isLast ? suggestedAmount(left) : fromCents(Math.floor((total * w) / whole));
          const take = exceeds(share, left) ? left : share;
          if (compare(take, 0) <= 0) return;
          paid.push(take);
          left = subtract(left, take);
        });
        return left === '0.00' && sum(...paid) === fromCents(total);
      }),
      { numRuns: 2000 },
    );
  });
});
