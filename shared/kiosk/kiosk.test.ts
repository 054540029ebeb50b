import { describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { countOrders, getOrder } from '../../mocks/db/orders';
import { renderCart } from '../../mocks/db/cart';
import { setConfig } from '../../tests/utils/widget';
import { navigation } from '../runtime/navigation';
import { cartSummary } from '../cart';
import { kioskTimers, leavesSite, placeKioskOrder, takePlacedOrder } from './index';

describe('shared/kiosk', () => {
  it('places the kiosk order, keeps its number for the home page, empties the cart and goes home', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const kiosk = countOrders(db.orders.list).kiosk;
    const total = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'total')!.text;
    const id = await placeKioskOrder();
    expect(getOrder(db.orders, id)?.pos_status).toBe('kiosk');
    expect(countOrders(db.orders.list).kiosk).toBe(kiosk + 1);
    expect(cartSummary.getState().cart?.products ?? []).toEqual([]);
    expect(go).toHaveBeenCalledWith('/');
    expect(takePlacedOrder()).toEqual({ order_id: id, total });
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(takePlacedOrder()).toBeNull();
  });

  it('goes to the home page the settings name, and throws the store refusal without leaving', async () => {
    setConfig({ mode: 'kiosk', endpoints: { pageKioskHome: '/kiosk' } });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    await placeKioskOrder();
    expect(go).toHaveBeenCalledWith('/kiosk');
    go.mockClear();
    await expect(placeKioskOrder()).rejects.toThrow('Warning: Your shopping cart is empty!');
    expect(go).not.toHaveBeenCalled();
  });

  it('knows which links leave the site', () => {
    expect(leavesSite('https://www.gates.com/')).toBe(true);
    expect(leavesSite('mailto:a@b.c')).toBe(true);
    expect(leavesSite('tel:+12173550142')).toBe(true);
    expect(leavesSite('/checkout/cart')).toBe(false);
    expect(leavesSite(`${window.location.origin}/x`)).toBe(false);
    expect(leavesSite('#top')).toBe(false);
    expect(leavesSite('javascript:void(0)')).toBe(false);
    expect(leavesSite('https://cdn.store.test/p', ['https://cdn.store.test'])).toBe(false);
    expect(leavesSite(null)).toBe(false);
  });

  it('turns the settings’ minutes into milliseconds, with the defaults for nonsense', () => {
    expect(kioskTimers({ idleMinutes: 3, promptMinutes: 1 })).toEqual({ promptAfterMs: 180_000, promptMs: 60_000 });
    expect(kioskTimers({ idleMinutes: 0.5, promptMinutes: 0.25 })).toEqual({ promptAfterMs: 30_000, promptMs: 15_000 });
    expect(kioskTimers({ idleMinutes: 0, promptMinutes: -1 })).toEqual({ promptAfterMs: 180_000, promptMs: 60_000 });
  });
});
