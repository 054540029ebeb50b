import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { request } from './client';
import { failure } from '../../tests/utils/failure';
import { amount, flag, id } from './shape';

const years = v.array(v.object({ id, name: v.string() }));

describe('request() reads every answer through its schema', () => {
  it('hands over the parsed answer: PHP flags, amounts and ids normalised, unknown keys left out', async () => {
    server.use(http.get('*/ymm/json/years', () => HttpResponse.json([{ id: 2024, name: '2024', extra: 'x' }])));
    expect(await request('ymmYears', { shape: years })).toEqual([{ id: '2024', name: '2024' }]);
    const shape = v.object({ tax_exempt: flag, balance: amount });
    server.use(http.get('*/ymm/json/years', () => HttpResponse.json({ tax_exempt: '0', balance: '25.50' })));
    expect(await request('ymmYears', { shape })).toEqual({ tax_exempt: false, balance: 25.5 });
  });

  it.each([
    ['"OK" with status 200', () => HttpResponse.json('OK')],
    ['a missing required field', () => HttpResponse.json([{ name: '2024' }])],
    ['a wrong type', () => HttpResponse.json({ years: [] })],
  ])('answers %s with a malformed failure instead of success', async (_, answer) => {
    server.use(http.get('*/ymm/json/years', answer));
    const e = await failure(request('ymmYears', { shape: years }));
    expect(e.kind).toBe('malformed');
  });

  it('never retries a GET that changes data (a void), whatever the failure', async () => {
    let calls = 0;
    server.use(http.get('*/pos/order/void', () => (calls++, HttpResponse.error())));
    expect((await failure(request('orderVoid', { shape: v.object({ success: v.string() }), query: { order_id: 1 } }))).kind).toBe('network');
    server.use(http.get('*/pos/order/void', () => (calls++, new HttpResponse('<h1>500</h1>', { status: 500 }))));
    expect((await failure(request('orderVoid', { shape: v.object({ success: v.string() }), query: { order_id: 1 } }))).kind).toBe('http');
    expect(calls).toBe(2);
  });

  it('still retries a read', async () => {
    let calls = 0;
    server.use(http.get('*/ymm/json/years', () => (++calls < 3 ? HttpResponse.error() : HttpResponse.json([]))));
    expect(await request('ymmYears', { shape: years })).toEqual([]);
    expect(calls).toBe(3);
  });
});
