import { describe, expect, it } from 'vitest';
import { applyAdjustments, compare, dec, isPositive, lineTotal, maxAmount, minAmount, parseAmount, subtract, sum, toCents } from './decimal';
import { laborCost } from './labor';
import { percentOf } from './tender';

/**
 * The decimal.js engine against known values: the amounts a store or a person can send (more
 * places than 2, signs, exponents, `$` and `,`) and the half-up ties where floats go wrong.
 */
describe('shared/money decimal engine, known values', () => {
  it('reads amounts and rounds half up (away from zero) to 2 places', () => {
    const cases: Array<[Parameters<typeof parseAmount>[0], string]> = [
      ['$1,234.565', '1234.57'], [' 12.5 ', '12.50'], ['1e3', '1000.00'], ['-2.5e-2', '-0.03'], ['.5', '0.50'],
      ['0.005', '0.01'], ['2.675', '2.68'], ['1.005', '1.01'], [1.005, '1.01'], ['1.2.3', '0.00'], [Infinity, '0.00'],
    ];
    for (const [v, want] of cases) expect([v, parseAmount(v)]).toEqual([v, want]);
    expect(toCents('12.345')).toBe(1235);
    expect(toCents('-0.015')).toBe(-2);
  });

  it('adds, subtracts, multiplies and compares exactly', () => {
    expect(sum('0.1', '0.2', 0.3)).toBe('0.60');
    expect(sum('9999999999.99', '0.01')).toBe('10000000000.00');
    expect(subtract('84.99', '5.00')).toBe('79.99');
    expect(lineTotal('19.99', 3)).toBe('59.97');
    expect(lineTotal('1.115', '3')).toBe('3.35');
    expect(applyAdjustments('19.99', [{ price: '5.00' }, { price: '3.00', price_prefix: '-' }, { price: '4.99' }])).toBe('26.98');
    expect(compare('10.00', '9.999')).toBe(1);
    expect(compare('$1,000', '1000.00')).toBe(0);
    expect(minAmount('3', '2.999')).toBe('3.00');
    expect(maxAmount('-1', 'abc')).toBe('0.00');
  });

  it('tells an amount above zero, reading plain text by its sign and anything else through the engine', () => {
    const cases: Array<[Parameters<typeof isPositive>[0], boolean]> = [
      ['84.99', true], ['0.01', true], ['0.00', false], ['0', false], ['-0.00', false], ['-5', false], ['007', true], ['000.000', false],
      [0.5, true], [0, false], [-1, false], [NaN, false], [Infinity, false], [null, false], [undefined, false], ['', false],
      ['$1,234.50', true], ['-$5.00', false], [' 12.5 ', true], ['1e-3', true], ['-1e-3', false], ['abc', false],
    ];
    for (const [v, want] of cases) expect([v, isPositive(v)]).toEqual([v, want]);
    // The same answer as the engine for plain text, of any sign and size.
    for (const v of ['0.10', '-0.10', '12345678901234.99', '-0', '10']) expect(isPositive(v)).toBe(dec(v).greaterThan(0));
  });

  it('divides last for labor (÷ 60) and percentages (÷ 100)', () => {
    expect(laborCost('37946.41', 170, 3)).toBe('322544.49');
    expect(laborCost('100', 10)).toBe('16.67');
    expect(percentOf('25.51', 50)).toBe('12.76');
    expect(percentOf('0.05', 10)).toBe('0.01');
  });
});
