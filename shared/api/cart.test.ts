import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { cartService, cartSummary } from '../cart';
import { errorText } from './errors';
import { addToCart, applyCode, editCart, getCart, removeCode, removeFromCart, removeTotalCode, storeLocatorAddProduct } from './cart';
import { failure } from '../../tests/utils/failure';

/** The cart calls' own behaviour: what they send and how each kind of failure comes back. */

const captureAdd = () => {
  const seen: { body: URLSearchParams | null } = { body: null };
  server.use(
    http.post('*/checkout/cart/add', async ({ request }) => {
      seen.body = new URLSearchParams(await request.text());
      return HttpResponse.json({ success: 'ok', total_items: 4, marketing_tracking: {} });
    }),
  );
  return seen;
};

describe('shared/api/cart', () => {
  it('form-encodes options as option[ID] and ticked checkboxes as option[ID][]', async () => {
    const seen = captureAdd();
    await addToCart({ product_id: 104, quantity: 2, option: { 1101: '1112', 1102: ['1121', '1123'], 1200: 'Front of car' } });
    expect([...seen.body!.entries()]).toEqual([
      ['product_id', '104'],
      ['quantity', '2'],
      ['option[1101]', '1112'],
      ['option[1102][]', '1121'],
      ['option[1102][]', '1123'],
      ['option[1200]', 'Front of car'],
    ]);
  });

  it('leaves out unchosen options, and sends apply_labor=1 only for an add with labor', async () => {
    const seen = captureAdd();
    await addToCart({ product_id: 5, quantity: 1, option: { 1: '', 2: [] } });
    expect(seen.body!.toString()).toBe('product_id=5&quantity=1');
    await addToCart({ product_id: 5, quantity: 1, apply_labor: true });
    expect(seen.body!.get('apply_labor')).toBe('1');
  });

  it('throws the store error_message of an add as a store error', async () => {
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json({ error_message: 'Position required!' })));
    const e = await failure(addToCart({ product_id: 104, quantity: 1 }));
    expect([e.kind, errorText(e)]).toEqual(['store', 'Position required!']);
  });

  it('reports a 500 HTML page, a network error and a truncated body on add as non-store errors', async () => {
    for (const [fault, kind] of [['http500', 'http'], ['network', 'network'], ['malformed', 'malformed']] as const) {
      setFaults({ failing: { 'checkout/cart/add': fault } });
      const e = await failure(addToCart({ product_id: 101, quantity: 1 }));
      expect(e.kind).toBe(kind);
      expect(errorText(e)).toBe('Something went wrong. Please try again.');
    }
  });

  it('returns the cart with the store error on an edit instead of throwing', async () => {
    const cart = await editCart('no-such-key', 3);
    expect(cart.error).toBe('That item is no longer in your cart.');
    expect(cart.products.length).toBeGreaterThan(0);
  });

  it('sends an edit as PUT key & quantity, and throws on a broken server', async () => {
    let seen = '';
    server.use(http.put('*/checkout/cart/edit', async ({ request }) => ((seen = await request.text()), HttpResponse.json({ products: [], total_items: 0 }))));
    await editCart('101', 7);
    expect(seen).toBe('key=101&quantity=7');
    server.resetHandlers();
    setFaults({ failing: { 'checkout/cart/edit': 'http500' } });
    expect((await failure(editCart('101', 7))).kind).toBe('http');
  });

  it('getCart gives the cart, and a network error after its retries', async () => {
    expect((await getCart()).products.length).toBe(3);
    setFaults({ failing: { 'checkout/cart/getData': 'network' } });
    expect((await failure(getCart())).kind).toBe('network');
  });

  it('removeFromCart answers total_items, or throws the store error', async () => {
    const { products, total_items } = await getCart();
    const line = products[0];
    const answer = await removeFromCart(line.key);
    expect(answer.total_items).toBe(total_items - line.quantity);
    const e = await failure(removeFromCart(line.key));
    expect([e.kind, e.message]).toEqual(['store', 'That item is no longer in your cart.']);
  });

  it('applyCode and removeCode return the cart with success or error', async () => {
    expect((await applyCode({ coupon: 'EXPIRED5' })).error).toMatch(/Coupon is either invalid/);
    const applied = await applyCode({ coupon: 'SAVE10' });
    expect(applied.success).toBeTruthy();
    expect(applied.totals.some((t) => t.code === 'coupon')).toBe(true);
    const removed = await removeCode('coupon', 'SAVE10');
    expect(removed.totals.some((t) => t.code === 'coupon')).toBe(false);
    setFaults({ failing: { 'checkout/cart/applyCode': 'malformed' } });
    expect((await failure(applyCode({ coupon: 'SAVE10' }))).kind).toBe('malformed');
  });

  it('removeTotalCode calls checkout/{code}/remove', async () => {
    await applyCode({ coupon: 'SAVE10' });
    await removeTotalCode('coupon');
    expect((await getCart()).totals.some((t) => t.code === 'coupon')).toBe(false);
    const e = await failure(removeTotalCode('coupon'));
    expect(e.kind).toBe('store');
  });

  it('storeLocatorAddProduct adds, and throws the store refusal', async () => {
    const before = (await getCart()).total_items;
    const answer = await storeLocatorAddProduct(102, 2);
    expect(answer.total_items).toBe(before + 2);
    const e = await failure(storeLocatorAddProduct(999999, 1));
    expect([e.kind, e.message]).toEqual(['store', 'Product not found!']);
  });

  it('an add through the cart service publishes the count to the page and marks the cart for a new read (add answers no total)', async () => {
    const answer = await cartService.add({ product_id: 101, quantity: 1 });
    expect(answer).not.toHaveProperty('total_text');
    expect(cartSummary.getState()).toMatchObject({ totalItems: Number(answer.total_items), totalText: '', revision: 1, stale: true });
  });
});
