import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { cartService, cartSummary } from './index';

/** The order in which the mock store received cart calls. */
function recordCartCalls(slowEdit = 0) {
  const seen: string[] = [];
  const name = (url: string) => new URL(url).pathname.replace(/^\/checkout\/cart\//, '');
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/checkout/cart/')) seen.push(name(request.url));
  });
  server.events.on('response:mocked', ({ request }) => {
    if (request.url.includes('/checkout/cart/')) seen.push(`answered ${name(request.url)}`);
  });
  if (slowEdit) {
    server.use(
      http.put('*/checkout/cart/edit', async () => {
        await delay(slowEdit);
        return undefined;
      }),
    );
  }
  return seen;
}

describe('cartService: every cart call queues and publishes', () => {
  it('sends an add only after an edit made before it has been answered', async () => {
    await cartService.refresh();
    const key = cartSummary.getState().cart!.products[0].key;
    const seen = recordCartCalls(80);
    const edit = cartService.edit(key, 5);
    const add = cartService.add({ product_id: 101, quantity: 1 });
    await Promise.all([edit, add]);
    expect(seen).toEqual(['edit', 'answered edit', 'add', 'answered add']);
    server.events.removeAllListeners();
  });

  it('publishes an edit’s cart, and marks the cart stale after an add so the widgets read it again', async () => {
    await cartService.refresh();
    const line = cartSummary.getState().cart!.products[0];
    const edited = await cartService.edit(line.key, 3);
    expect(cartSummary.getState().cart).toBe(edited);
    expect(cartSummary.getState().stale).toBe(false);
    const answer = await cartService.add({ product_id: 101, quantity: 1 });
    expect(cartSummary.getState()).toMatchObject({ totalItems: Number(answer.total_items), stale: true });
  });

  it('removes a line and publishes the cart read again', async () => {
    await cartService.refresh();
    const before = cartSummary.getState().cart!;
    const next = await cartService.remove(before.products[0].key);
    expect(next.products).toHaveLength(before.products.length - 1);
    expect(cartSummary.getState()).toMatchObject({ cart: next, stale: false });
    expect(db.cart.lines).toHaveLength(before.products.length - 1);
  });

  it('removes a totals row’s code and reads the cart again', async () => {
    await cartService.applyCode({ coupon: 'SAVE10' });
    const seen = recordCartCalls();
    const next = await cartService.removeTotal('coupon');
    expect(next.totals?.some((t) => t.code === 'coupon')).toBe(false);
    expect(seen.at(-1)).toBe('answered getData');
    server.events.removeAllListeners();
  });

  it('settles once every call made before it has been answered', async () => {
    await cartService.refresh();
    const key = cartSummary.getState().cart!.products[0].key;
    recordCartCalls(60);
    let edited = false;
    void cartService.edit(key, 4).then(() => (edited = true));
    await cartService.settled();
    expect(edited).toBe(true);
    server.events.removeAllListeners();
  });

  it('keeps the last good cart when the store answers an edit with something that is not a cart', async () => {
    await cartService.refresh();
    const good = cartSummary.getState().cart!;
    server.use(http.put('*/checkout/cart/edit', () => HttpResponse.json({})));
    await expect(cartService.edit(good.products[0].key, 2)).rejects.toMatchObject({ kind: 'malformed' });
    expect(cartSummary.getState().cart).toBe(good);
  });
});
