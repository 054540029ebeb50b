import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { failure } from '../../tests/utils/failure';
import { FIRST_ROWS, parseAnswer } from './parse';
import { getOrders } from './order';
import { listCustomers } from './customer';
import { amount, id, pagedList, text } from './shape';
import { request } from './client';

const Row = v.object({ id, name: text, balance: amount });
const List = pagedList(Row);
/** A list with a needed figure outside its rows (as the customer credits' balance). */
const ListWithBalance = v.object({ ...List.entries, balance: amount });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, balance: `${i}.50`, extra: 'left out' }));
const answer = <R,>(results: R[]) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: results.length, position: `1 to ${results.length} of ${results.length}` });

describe('a long list answer read in chunks (firstRows)', () => {
  it('shows its first rows read through the shape, then resolves with exactly what reading it whole gives', async () => {
    const sent = answer(rows(730));
    server.use(http.get('*/api/customer/get', () => HttpResponse.json(sent)));
    const heads: Array<v.InferOutput<typeof List>> = [];
    const whole = await request<typeof List>('customerList', { shape: List, firstRows: { count: FIRST_ROWS, show: (head) => heads.push(head) } });
    expect(heads).toHaveLength(1);
    expect(heads[0].results).toEqual((parseAnswer('customerList', List, sent) as { results: unknown[] }).results.slice(0, FIRST_ROWS));
    expect(heads[0]).toMatchObject({ total_items: 730, position: '1 to 730 of 730' });
    expect(whole).toEqual(parseAnswer('customerList', List, sent));
    expect(whole.results.map((r) => r.id)).toEqual(sent.results.map((r) => String(r.id)));
  });

  it('fails as malformed for a malformed row past the first ones, after showing them', async () => {
    const results = rows(400);
    results[321] = { ...results[321], balance: 'lots' };
    server.use(http.get('*/api/customer/get', () => HttpResponse.json(answer(results))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const show = vi.fn();
    const e = await failure(request('customerList', { shape: List, firstRows: { count: FIRST_ROWS, show } }));
    expect(e.kind).toBe('malformed');
    expect(show).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('results.321.balance');
    warn.mockRestore();
  });

  it('holds the rest of the answer as strictly: a bad field outside the rows fails before any row shows', async () => {
    server.use(http.get('*/api/customer/get', () => HttpResponse.json({ ...answer(rows(300)), balance: 'many' })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const show = vi.fn();
    expect((await failure(request('customerList', { shape: ListWithBalance, firstRows: { count: FIRST_ROWS, show } }))).kind).toBe('malformed');
    expect(show).not.toHaveBeenCalled();
    vi.mocked(console.warn).mockRestore();
  });

  it('reads a short answer at once, without a first part', async () => {
    server.use(http.get('*/api/customer/get', () => HttpResponse.json(answer(rows(FIRST_ROWS)))));
    const show = vi.fn();
    expect((await request('customerList', { shape: List, firstRows: { count: FIRST_ROWS, show } })).results).toHaveLength(FIRST_ROWS);
    expect(show).not.toHaveBeenCalled();
  });

  it('stops reading when the request is superseded', async () => {
    server.use(http.get('*/api/customer/get', () => HttpResponse.json(answer(rows(2000)))));
    const controller = new AbortController();
    const e = await failure(request('customerList', { shape: List, signal: controller.signal, firstRows: { count: FIRST_ROWS, show: () => controller.abort() } }));
    expect(e.kind).toBe('aborted');
  });

  it('is what the order and customer lists read with: the first rows of the mock store, then the whole answer', async () => {
    const orderHeads: unknown[] = [];
    const orders = await getOrders({ limit: 10000 }, undefined, (head) => orderHeads.push(head));
    expect(orders.results.length).toBeGreaterThan(FIRST_ROWS);
    expect(orderHeads).toEqual([{ ...orders, results: orders.results.slice(0, FIRST_ROWS) }]);
    const customerHeads: unknown[] = [];
    const customers = await listCustomers({ limit: 10000 }, undefined, (head) => customerHeads.push(head));
    expect(customers.results.length).toBeGreaterThan(FIRST_ROWS);
    expect(customerHeads).toEqual([{ ...customers, results: customers.results.slice(0, FIRST_ROWS) }]);
  });
});
