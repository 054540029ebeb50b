import { describe, expect, it } from 'vitest';
import { centsOf } from './cents';
import { toCents } from './decimal';

describe('centsOf', () => {
  it('is toCents, for the store amounts and for anything else', () => {
    const values = ['0.00', '-0.00', '0.05', '-0.50', '12.30', '007.25', '1234567890123.99', '-99.99', '12.345', '12.5', '12', '$1,234.50', ' 3.10 ', '', 'abc', null, undefined, 12.345, -4, '1e3'];
    for (const v of values) expect([v, centsOf(v)]).toEqual([v, toCents(v)]);
  });
});
