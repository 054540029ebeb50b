import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amount, extension, flag, id, int, pagedList, text, url } from './shape';
import { strictProblems } from './strict';

describe('shape pieces read the store as PHP writes it', () => {
  it('reads every PHP flag as a boolean', () => {
    for (const yes of [true, 1, '1', 'true']) expect(v.parse(flag, yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', '', null]) expect(v.parse(flag, no)).toBe(false);
    expect(v.safeParse(flag, 'maybe').success).toBe(false);
    expect(v.safeParse(flag, 2).success).toBe(false);
  });

  it('reads amounts from numbers and numeric strings, and refuses anything else', () => {
    expect(v.parse(amount, '84.98')).toBe(84.98);
    expect(v.parse(amount, -12.5)).toBe(-12.5);
    expect(v.parse(amount, '0')).toBe(0);
    for (const bad of ['$84.98', '', 'abc', null, NaN, Infinity, {}]) expect(v.safeParse(amount, bad).success).toBe(false);
    expect(v.parse(int, '3')).toBe(3);
    expect(v.safeParse(int, '3.5').success).toBe(false);
  });

  it('reads ids and texts as strings and drops unsafe URLs', () => {
    expect(v.parse(id, 54)).toBe('54');
    expect(v.parse(id, '54')).toBe('54');
    expect(v.parse(text, 12)).toBe('12');
    expect(v.parse(text, null)).toBe('');
    expect(v.parse(url, 'JavaScript:alert(123)')).toBe('');
    expect(v.parse(url, '/img/a.png')).toBe('/img/a.png');
  });

  it('fills an extension with its fallback when the store leaves it out', () => {
    const row = v.object({ name: text, paceUrl: extension(url, '') });
    expect(v.parse(row, { name: 'A' })).toEqual({ name: 'A', paceUrl: '' });
  });
});

describe('strictProblems holds an answer to its shape exactly', () => {
  const list = pagedList(v.object({ customer_id: id, name: text, labor: v.nullable(v.object({ amount_text: text })) }));
  const good = { results: [{ customer_id: 1, name: 'Dana', labor: null }], total_items: 1, total_pages: 1, page: 1, limit: 20, position: '1 to 1 of 1' };

  it('passes an answer with exactly the documented keys', () => {
    expect(strictProblems(list, good)).toEqual([]);
  });

  it('names a key the docs do not define, at any depth', () => {
    const extra = { ...good, results: [{ customer_id: 1, name: 'Dana', labor: { amount_text: '$1', labor_price_text: '$1' } }] };
    expect(strictProblems(list, extra)).toEqual(['results[0].labor.labor_price_text: not in the shapes docs']);
  });

  it('names a missing or wrongly typed field, optional ones included (the mock store sends every documented field as documented)', () => {
    const { results: _results, ...missing } = good;
    expect(strictProblems(list, missing)[0]).toMatch(/^results: /);
    expect(strictProblems(list, { ...good, position: { text: '1 to 1' } })[0]).toMatch(/^position: /);
    expect(strictProblems(list, 'OK')[0]).toMatch(/^\(answer\)/);
  });
});
