import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { anyAnswer } from '../../../tests/utils/failure';
import { setConfig } from '../../../tests/utils/widget';
import { endpoint, registerTable } from './core';
// Only the vehicle table, as a storefront module that calls the vehicle endpoints imports it.
import './ymm';
/** A fresh module graph: the endpoint core with no table registered but those imported after it. */
async function freshCore() {
  vi.resetModules();
  return { ...(await import('./core')), request: (await import('../client')).request };
}

describe('the endpoint tables (one a domain, registered when imported)', () => {
  it('names the path of a registered table, with #pf-config overrides by name', () => {
    expect(endpoint('ymmYears')).toBe('/ymm/json/years');
    setConfig({ endpoints: { ymmYears: '/index.php?route=ymm/json/years' } });
    expect(endpoint('ymmYears')).toBe('/index.php?route=ymm/json/years');
  });

  it('refuses, loudly and by name, an endpoint whose table no module imported', async () => {
    const { endpoint, request } = await freshCore();
    expect(() => endpoint('paymentVoidTransaction')).toThrow('the endpoint "paymentVoidTransaction" is not registered: import its table (shared/api/endpoints/)');
    // A call fails with that mistake (nothing is sent, nothing is retried), not as a failure of the store.
    let sent = 0;
    server.use(http.get('*/pos/checkout/voidTransactions', () => (sent++, HttpResponse.json({}))));
    await expect(request('paymentVoidTransactions', { shape: anyAnswer() })).rejects.toThrow('the endpoint "paymentVoidTransactions" is not registered');
    expect(sent).toBe(0);
  });

  it('takes a table’s GETs that change data with the table', async () => {
    const { CHANGES_DATA, endpoint } = await freshCore();
    await import('./ymm');
    expect(CHANGES_DATA.has('ymmSaveVehicle')).toBe(true);
    expect(CHANGES_DATA.has('paymentVoidTransactions')).toBe(false);
    await import('./payment');
    expect(CHANGES_DATA.has('paymentVoidTransactions')).toBe(true);
    expect(endpoint('paymentVoidTransaction')).toBe('/pos/checkout/voidTransaction');
  });

  it('refuses a name that two tables claim', () => {
    expect(() => registerTable({ ymmYears: '/elsewhere' })).toThrow('the endpoint "ymmYears" is in two tables');
  });

  it('registers every table without a clash when all are imported', async () => {
    const { endpoint } = await freshCore();
    await import('./all');
    expect(endpoint('customerSave')).toBe('/api/customer/save');
    expect(endpoint('cartAdd')).toBe('/checkout/cart/add');
  });
});
