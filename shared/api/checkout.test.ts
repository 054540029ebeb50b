import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { countOrders, getOrder, STATUS } from '../../mocks/db/orders';
import { EMPTY_CART, KIOSK_RULE } from '../../mocks/handlers/checkout';
import { cartTotal } from '../../mocks/db/cart';
import { createOrder, KIOSK_ORDER } from './checkout';
import { failure } from '../../tests/utils/failure';

describe('shared/api/checkout', () => {
  it('creates a kiosk order from the cart, which then appears under the Kiosk tab, and empties the cart', async () => {
    const lines = db.cart.lines.map((l) => [l.product_id, l.quantity]);
    expect(lines.length).toBeGreaterThan(0);
    const totalBefore = cartTotal(db.cart, db.ymm);
    const kioskBefore = countOrders(db.orders.list).kiosk;
    const { order_id } = await createOrder(KIOSK_ORDER);
    const order = getOrder(db.orders, order_id)!;
    expect(order.pos_status).toBe('kiosk');
    expect(order.order_status_id).toBe(STATUS.kiosk);
    expect(order.cashier).toBe('Kiosk');
    expect(order.products.map((p) => [p.product_id, p.quantity])).toEqual(lines);
    expect(countOrders(db.orders.list).kiosk).toBe(kioskBefore + 1);
    expect(db.cart.lines).toEqual([]);
    expect(db.cart.vouchers).toEqual([]);
    expect(totalBefore).not.toBe('0.00');
  });

  it('refuses an empty cart and a kiosk order that is not pickup and cash at the counter', async () => {
    await expect(createOrder({ ...KIOSK_ORDER, payment_method: 'cheque' })).rejects.toThrow(KIOSK_RULE);
    await createOrder(KIOSK_ORDER);
    const e = await failure(createOrder(KIOSK_ORDER));
    expect([e.kind, e.message]).toEqual(['store', EMPTY_CART]);
  });

  it('sends the order once: a failure is not retried', async () => {
    setFaults({ failing: { 'checkout/confirm/createOrder': 'http500' } });
    const before = db.orders.list.length;
    const e = await failure(createOrder(KIOSK_ORDER));
    expect(e.kind).toBe('http');
    expect(db.orders.list.length).toBe(before);
  });
});
