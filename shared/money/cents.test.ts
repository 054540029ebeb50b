import { describe, expect, it } from 'vitest';
import { amountText, centsOf } from './cents';
import { parseAmount, toCents } from './decimal';

describe('centsOf', () => {
  it('is toCents, for the store amounts and for anything else', () => {
    const values = ['0.00', '-0.00', '0.05', '-0.50', '12.30', '007.25', '1234567890123.99', '-99.99', '12.345', '12.5', '12', '$1,234.50', ' 3.10 ', '', 'abc', null, undefined, 12.345, -4, '1e3'];
    for (const v of values) expect([v, centsOf(v)]).toEqual([v, toCents(v)]);
  });
});

describe('amountText', () => {
  it('is parseAmount, for the amounts a store sends and for anything else', () => {
    const values: Array<string | number | null | undefined> = [
      0, -0, 0.5, 0.05, 12, 12.3, 12.34, 12.345, -4, -4.5, -0.5, 1e21, 1e-7, 123456789012.99, 1234567890123.5, 12345678901234, NaN, Infinity,
      '0', '-0', '-0.00', '0.5', '12', '12.3', '12.30', '12.345', '007.25', '-3.1', '-0.10', '.5', '5.', '1e3', ' 3.10 ', '$1,234.50', '', 'abc', '+5', null, undefined,
    ];
    for (let i = 0; i < 2000; i++) values.push(Math.round((i * 7919) % 100000) / 100 - 300, String(Math.round((i * 104729) % 1000000) / 100));
    for (const v of values) expect([v, amountText(v)]).toEqual([v, parseAmount(v)]);
  });
});
