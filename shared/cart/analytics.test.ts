import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { server } from '../../mocks/node';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { cartService } from './index';
import { resetCartCalls } from './state';
import { ITEM_WAIT_MS } from './analytics';

/**
 * The add's add_to_cart waits for the cart widgets' next read, and reads the cart itself when none
 * comes within ITEM_WAIT_MS. That wait must not outlive the cart calls it belongs to: once they
 * are reset (a test's end), its read would land in the next test's cart.
 */
describe('cart analytics: the add waits only for its own cart calls', () => {
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  const reads = () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void (request.url.includes('cart/getData') && urls.push(request.url)));
    return urls;
  };
  const part = () => catalog().find((i) => !i.product.options.length && i.product.is_orderable && !db.cart.lines.some((l) => l.product_id === Number(i.product.product_id)))!.product;

  it('reads the cart itself when no widget read it within the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = reads();
    await act(async () => void (await cartService.add({ product_id: part().product_id, quantity: 1 })));
    await act(() => vi.advanceTimersByTimeAsync(ITEM_WAIT_MS + 100));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it('reads nothing after the cart calls were reset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = reads();
    await act(async () => void (await cartService.add({ product_id: part().product_id, quantity: 1 })));
    resetCartCalls();
    await act(() => vi.advanceTimersByTimeAsync(ITEM_WAIT_MS + 100));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(sent).toHaveLength(0);
  });
});
