import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amount, id, int, listOf, need, optional, pagedList, text } from './shape';
import { inspect, parseAnswer } from './parse';
import { clearDrift, driftSeen } from './drift';
import { strictProblems } from './strict';
import { ApiError } from './errors';

const status = v.object({ order_status_id: id, name: text });
const row = v.object({
  order_id: need(id, 'the row key'),
  total: amount,
  order_status: optional(v.nullable(status), null),
  note: optional(text, ''),
  items: optional(int, 0),
});
const list = pagedList(row);
const answer = (results: unknown[]) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: 20, position: '' });

afterEach(() => clearDrift());

describe('the reading policy: strict where the screen needs it, tolerant elsewhere', () => {
  it('reads a clean answer without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseAnswer('orderList', list, answer([{ order_id: 1, total: '9.50', order_status: { order_status_id: 2, name: 'Pending' } }]))).toMatchObject({
      results: [{ order_id: '1', total: 9.5, order_status: { order_status_id: '2', name: 'Pending' }, note: '', items: 0 }],
    });
    expect(warn).not.toHaveBeenCalled();
    expect(driftSeen()).toEqual([]);
  });

  it('drops an optional field that does not read, with ONE warning naming the endpoint and path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows = Array.from({ length: 20 }, (_, i) => ({ order_id: i + 1, total: 10, order_status: 'Pending', items: 'many' }));
    const read = parseAnswer('orderList', list, answer(rows)) as { results: { order_status: unknown; items: number }[] };
    expect(read.results).toHaveLength(20);
    expect(read.results[0]).toMatchObject({ order_status: null, items: 0 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatch(/orderList has results\.0\.order_status .*got "Pending"/);
    expect(driftSeen()).toEqual([
      { endpoint: 'orderList', path: 'results[].order_status', example: 'results.0.order_status', came: '"Pending"', needed: false, count: 20 },
      { endpoint: 'orderList', path: 'results[].items', example: 'results.0.items', came: '"many"', needed: false, count: 20 },
    ]);
  });

  it('fails the answer when a needed field is missing, and names it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => parseAnswer('orderList', list, answer([{ order_id: 1 }]))).toThrow(ApiError);
    expect(warn.mock.calls[0][0]).toMatch(/orderList lacks what the screen needs at results\.0\.total \(got \(missing\)\)/);
    expect(driftSeen()[0]).toMatchObject({ path: 'results[].total', needed: true });
  });

  it('inspect names the innermost optional field, not its parent', () => {
    const outer = v.object({ order_id: id, extra: optional(v.nullable(v.object({ a: optional(int, 0), b: text })), null) });
    expect(inspect(outer, { order_id: 1, extra: { a: 'x', b: 'ok' } })).toMatchObject({ ok: true, output: { extra: { a: 0, b: 'ok' } }, dropped: [{ path: 'extra.a', came: '"x"' }] });
    expect(inspect(outer, { order_id: 1, extra: { a: 1 } })).toMatchObject({ ok: true, output: { extra: null }, dropped: [{ path: 'extra', came: '{"a":1}' }] });
  });

  it('holds the mock store to the shapes exactly: an optional field that does not read is a problem there', () => {
    expect(strictProblems(row, { order_id: 1, total: 1, order_status: 'Pending' })).toEqual([expect.stringMatching(/^order_status: /)]);
  });
});

describe('PHP forms of "none" and lists of optional items', () => {
  it('reads null, "", false, 0 and [] for an optional field as its fallback, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const none of [null, '', false, 0, '0', []]) {
      expect(parseAnswer('x', row, { order_id: 1, total: 1, order_status: none, items: none === 0 || none === '0' ? 0 : none })).toMatchObject({ order_status: null, items: 0 });
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out a list item that does not read and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const options = v.object({ options: listOf(v.object({ id, type: v.picklist(['select', 'radio']) })) });
    expect(parseAnswer('product props', options, { options: [{ id: 1, type: 'select' }, { id: 2, type: 'file' }, { id: 3, type: 'radio' }] })).toEqual({
      options: [{ id: '1', type: 'select' }, { id: '3', type: 'radio' }],
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(driftSeen()[0]).toMatchObject({ path: 'options[]', example: 'options.1', came: '{"id":2,"type":"file"}' });
  });
});
