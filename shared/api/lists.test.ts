import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { addToCompare, addToWishlist, getCompare, getWishlist, removeFromCompare, removeFromWishlist } from './lists';
import { failure } from '../../tests/utils/failure';

describe('shared/api/lists', () => {
  it('posts product_id and returns the success text', async () => {
    let body = '';
    server.use(http.post('*/account/wishlist/add', async ({ request }) => ((body = await request.text()), HttpResponse.json({ success: 'Added!' }))));
    expect(await addToWishlist(130)).toEqual({ success: 'Added!' });
    expect(body).toBe('product_id=130');
  });

  it('throws the store error text of add and remove', async () => {
    server.use(http.post('*/product/compare/remove', () => HttpResponse.json({ error: 'Not in your comparison' })));
    const e = await failure(removeFromCompare(5));
    expect([e.kind, e.message]).toEqual(['store', 'Not in your comparison']);
    setFaults({ failing: { 'account/wishlist/remove': 'http500' } });
    expect((await failure(removeFromWishlist(101))).kind).toBe('http');
    setFaults({ failing: { 'product/compare/add': 'network' } });
    expect((await failure(addToCompare(101))).kind).toBe('network');
  });

  it('gives the lists as arrays, and throws on a truncated answer', async () => {
    expect((await getWishlist()).length).toBeGreaterThan(0);
    expect((await getCompare()).length).toBeGreaterThan(0);
    setFaults({ failing: { 'account/wishlist/getWishlist': 'malformed' } });
    expect((await failure(getWishlist())).kind).toBe('malformed');
    setFaults({ failing: { 'product/compare/getCompare': 'http500' } });
    expect((await failure(getCompare())).kind).toBe('http');
  });

  it('calls an answer without products malformed (never an empty list)', async () => {
    server.use(http.get('*/product/compare/getCompare', () => HttpResponse.json({})));
    expect((await failure(getCompare())).kind).toBe('malformed');
  });
});
