import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMockStore, type ServedStore } from '../../tools/mock-store';
import { serveDriftedStore } from '../../tools/check-store/drifted';
import { CHECKS } from '../../tools/check-store/checks';
import { CHANGES_DATA } from '../../shared/api/endpoints/core';
import '../../shared/api/endpoints/all';

/**
 * `npm run check-store` as a store's engineers run it: the command in its own process, over HTTP,
 * against the mock store and against a drifted store (tools/check-store/drifted.ts).
 */
const root = resolve(import.meta.dirname, '../..');

function checkStore(url: string, ...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    execFile(process.execPath, ['tools/run-ts.mjs', 'tools/check-store/main.ts', url, ...args], { cwd: root, timeout: 90000 }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

const row = (out: string, endpoint: string) => out.split('\n').find((line) => line.startsWith(`${endpoint} `)) ?? '';

describe('npm run check-store', () => {
  let mock: ServedStore;
  let drifted: ServedStore;
  beforeAll(async () => {
    [mock, drifted] = await Promise.all([serveMockStore(), serveDriftedStore()]);
  });
  afterAll(async () => {
    await Promise.all([mock?.close(), drifted?.close()]);
  });

  it('never sends a call that changes data', () => {
    expect(CHECKS.filter((check) => CHANGES_DATA.has(check.endpoint)).map((check) => check.endpoint)).toEqual([]);
  });

  it('finds the mock store as the widgets read it: every check OK, exit code 0', async () => {
    const { code, out } = await checkStore(mock.url);
    console.log(out);
    expect(out).toContain(`${CHECKS.length} OK, 0 differ, 0 fail, 0 refused, 0 unreachable, 0 skipped`);
    expect(code).toBe(0);
  }, 120000);

  it('names what differs in a drifted store, and exits 1 when a screen would lack what it needs', async () => {
    const { code, out } = await checkStore(drifted.url);
    console.log(out);
    expect(row(out, 'cartGetData')).toMatch(/FAILS\s+products\.0\.name \(got \(missing\)\)\s+cart, cart-popout, pos-cart/);
    expect(row(out, 'orderList')).toMatch(/differs\s+results\.0\.cashier \(got \{"user_id":4,"name":"Dana"\}\)\s+pos-order-list/);
    expect(row(out, 'compareGet')).toMatch(/differs\s+products\.0\.reviews \(got "12 reviews"\)/);
    expect(row(out, 'productLookup')).toMatch(/differs\s+products\.0\.price \(got "\$\d+\.\d\d"\)/);
    // PHP's forms, extra keys and optional fields left out read as the docs' answer.
    for (const endpoint of ['locations', 'customerGet', 'customerList', 'appointmentData', 'ymmGetVehicle']) expect(row(out, endpoint)).toMatch(/ OK /);
    expect(out).toMatch(/1 fail/);
    expect(code).toBe(1);
  }, 120000);

  it('says when the store cannot be reached; --only storefront leaves out the staff calls', async () => {
    const { code, out } = await checkStore('http://127.0.0.1:9', '--only', 'storefront');
    expect(row(out, 'ymmYears')).toMatch(/unreachable\s+no answer/);
    expect(out).not.toMatch(/^orderList /m);
    expect(code).toBe(0);
  }, 120000);
});
