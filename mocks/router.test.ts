import { describe, expect, it } from 'vitest';
import { server } from './node';
import { json, refuse, toHandlers, type Route } from './router';
import { setFaults } from './faults';
import { db, resetDb } from './db';

/** The mock store's plumbing: both path forms, form bodies, and the fault switch. */
const echo: Route = {
  method: ['GET', 'POST'],
  path: 'test/echo',
  shape: null,
  handle: ({ method, query, form }) =>
    form.get('fail') ? refuse('The store refuses') : json({ method, q: query.get('q'), name: form.get('name'), opt: form.get('option[12]') }),
};

const call = (url: string, init?: RequestInit) => fetch(new URL(url, 'http://store.test'), init);

describe('mock store router', () => {
  it('answers /area/path and /index.php?route=area/path alike', async () => {
    server.use(...toHandlers([echo]));
    const a = await (await call('/test/echo?q=pads')).json();
    const b = await (await call('/index.php?route=test/echo&q=pads')).json();
    expect(a).toEqual({ method: 'GET', q: 'pads', name: null, opt: null });
    expect(b).toEqual(a);
  });

  it('reads form-encoded bodies with bracketed keys, and refuses like the store (HTTP 200 + error)', async () => {
    server.use(...toHandlers([echo]));
    const body = new URLSearchParams({ name: 'Brake pads', 'option[12]': '5' });
    const r = await call('/test/echo', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(await r.json()).toMatchObject({ method: 'POST', name: 'Brake pads', opt: '5' });
    const refused = await call('/test/echo', { method: 'POST', body: new URLSearchParams({ fail: '1' }) });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ error: 'The store refuses' });
  });

  it('fails a chosen route as a 500 HTML page, a network error or a truncated body', async () => {
    server.use(...toHandlers([echo]));
    setFaults({ failing: { 'test/echo': 'http500' } });
    const r = await call('/test/echo');
    expect([r.status, r.headers.get('content-type')]).toEqual([500, 'text/html']);
    setFaults({ failing: { 'test/echo': 'malformed' } });
    await expect((await call('/test/echo')).json()).rejects.toThrow();
    setFaults({ failing: { 'test/echo': 'network' } });
    await expect(call('/test/echo')).rejects.toThrow();
    setFaults({ errorRate: 1 });
    expect((await call('/test/echo')).status).toBe(500);
  });

  it('adds latency', async () => {
    server.use(...toHandlers([echo]));
    setFaults({ latencyMs: 120 });
    const start = performance.now();
    await call('/test/echo');
    expect(performance.now() - start).toBeGreaterThanOrEqual(100);
  });

  it('never lets a request sent before the store was put back to its seed reach the new store', async () => {
    // A line removed by a slow request of the test before must not vanish from the next test's cart.
    const removes: Route = { method: 'POST', path: 'test/remove', shape: null, handle: () => (db.cart.lines.shift(), json({ success: true })) };
    server.use(...toHandlers([removes]));
    setFaults({ latencyMs: 300 });
    const lines = db.cart.lines.length;
    const late = call('/test/remove', { method: 'POST' }).then((r) => r.status, () => 'network error');
    // The request is at the store (in its latency) when the store is put back.
    await new Promise((reached) => setTimeout(reached, 50));
    resetDb();
    expect(await late).toBe('network error');
    expect(db.cart.lines).toHaveLength(lines);
    // Sent to this store: it arrives.
    setFaults({ latencyMs: 0 });
    expect(await call('/test/remove', { method: 'POST' }).then((r) => r.status)).toBe(200);
    expect(db.cart.lines).toHaveLength(lines - 1);
  });
});
