import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { getCart } from '../api/cart';
import { connection, watchConnection } from './index';

/** How the register knows it is offline, and that it is back. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const online = () => connection.getState().online;

describe('the register\'s connection', () => {
  it('a call without an answer is confirmed by one cheap GET before the register says offline', async () => {
    const probes: string[] = [];
    const stop = watchConnection(() => {
      probes.push('probe');
      return getCart();
    });
    // One lost answer on a working network: the probe answers, the register stays online.
    server.use(http.get('*/api/products/lookup', () => HttpResponse.error()));
    await fetchLookup();
    await eventually(() => expect(probes.length).toBeGreaterThan(0));
    expect(online()).toBe(true);

    // The store gone: the probe fails too, and the register says offline.
    setFaults({ offline: true });
    await getCart().catch(() => undefined);
    await eventually(() => expect(online()).toBe(false));
    expect(connection.getState().offlineSince).not.toBeNull();

    // The browser says it is back: one probe, and the store's answer brings the register back.
    setFaults({});
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(online()).toBe(true));
    expect(connection.getState().backAt).not.toBeNull();
    stop();
  });

  it('the browser\'s offline event is believed at once', () => {
    const stop = watchConnection(() => getCart());
    window.dispatchEvent(new Event('offline'));
    expect(online()).toBe(false);
    stop();
  });
});

async function fetchLookup() {
  const { lookupProducts } = await import('../api/pos-cart');
  await lookupProducts('X').catch(() => undefined);
}
