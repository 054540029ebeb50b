import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { eventually } from '../../tests/utils/wait';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { getOrder } from '../../mocks/db/orders';
import { setFaults } from '../../mocks/faults';
import { navigation } from '../../shared/runtime/navigation';
import { readStored } from '../../shared/runtime/storage';

/** The cart page in kiosk mode: Checkout places a kiosk order (spec 3 §4) instead of the site checkout. */
describe('cart in kiosk mode', () => {
  it('creates one kiosk order per click and goes to the kiosk home page with its number', async () => {
    setConfig({ mode: 'kiosk' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const creates: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('checkout/confirm/createOrder')) creates.push(request.url);
    });
    const lines = db.cart.lines.length;
    mountWidget(widget);
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/'));
    server.events.removeAllListeners();
    expect(creates).toHaveLength(1);
    const placed = readStored<{ order_id: number } | null>('kiosk-order', null)!;
    const order = getOrder(db.orders, placed.order_id)!;
    expect(order.pos_status).toBe('kiosk');
    expect(order.products).toHaveLength(lines);
    expect(db.cart.lines).toEqual([]);
    expect(go).not.toHaveBeenCalledWith('/checkout/checkout');
  });

  it('shows why the order could not be created and stays usable', async () => {
    setConfig({ mode: 'kiosk' });
    setFaults({ failing: { 'checkout/confirm/createOrder': 'http500' } });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    mountWidget(widget);
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order could not be saved for checkout. Please try again.');
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});
