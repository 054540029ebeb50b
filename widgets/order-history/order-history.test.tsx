import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { getOrder } from '../../mocks/db/orders';
import { mountWidget, openWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';
import { NO_TOKEN } from './OrderHistory';

/**
 * Outside POS (the store's admin order page) the order history goes through the admin helper: the
 * admin index with the route and the admin's user_token (spec 2 §6 §7); in POS, the POS routes.
 */

/** Every request from now on: method, path, query and form body. */
function requests() {
  const seen: Array<{ method: string; path: string; query: Record<string, string>; body: Record<string, string> }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? {} : Object.fromEntries(new URLSearchParams(await request.clone().text()));
    seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
  });
  return seen;
}

const at = (path: string) => window.history.replaceState(null, '', path);

describe('order-history: the admin helper outside POS', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    at('/');
  });

  it("reads the statuses and posts the history through the admin index with the admin's user_token", async () => {
    setConfig({ mode: 'storefront' });
    const seen = requests();
    const user = userEvent.setup();
    openWidget(widget, { orderId: '1003', userToken: 'tok-9' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
    await user.selectOptions(await within(dialog).findByLabelText('Order Status'), 'Shipped');
    await user.type(within(dialog).getByLabelText('Comment'), 'Left the warehouse.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('You have modified orders!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /admin/index.php', 'POST /admin/index.php']);
    expect(seen[0].query).toEqual({ route: 'sale/order/getOrderStatus', orderId: '1003', user_token: 'tok-9' });
    expect(seen[1].query).toEqual({ route: 'sale/order/api', api: 'api/order/history', order_id: '1003', user_token: 'tok-9' });
    expect(seen[1].body).toMatchObject({ orderStatusId: '3', notifyCustomer: '0', comment: 'Left the warehouse.' });
    const order = getOrder(db.orders, 1003)!;
    expect(order.order_status_id).toBe(3);
    expect(order.histories.at(-1)).toMatchObject({ order_status_id: 3, comment: 'Left the warehouse.' });
  });

  it("takes the user_token from the page address; the admin's refusal shows in its words", async () => {
    setConfig({ mode: 'storefront' });
    at('/admin/index.php?route=sale/order/info&order_id=1003&user_token=from-page');
    const seen = requests();
    const user = userEvent.setup();
    mountWidget(widget, { orderId: '1003' });
    await user.click(screen.getByRole('button', { name: 'Order History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
    await within(dialog).findByLabelText('Order Status');
    expect(seen[0].query.user_token).toBe('from-page');
    server.use(http.post('*/admin/index.php', () => HttpResponse.json({ error: 'Invalid token session. Please login again.' })));
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('Invalid token session. Please login again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Order History' })).toBeInTheDocument();
  });

  it('says what is missing, and asks nothing, without a user_token', async () => {
    setConfig({ mode: 'storefront' });
    const seen = requests();
    mountWidget(widget, { orderId: '1003' });
    expect(screen.getByText(NO_TOKEN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order History' })).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('in POS mode uses the POS routes, the admin index never', async () => {
    setConfig({ mode: 'pos' });
    const seen = requests();
    const user = userEvent.setup();
    openWidget(widget, { orderId: '1003', userToken: 'tok-9' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
    await within(dialog).findByLabelText('Order Status');
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('You have modified orders!')).toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sale/order/getOrderStatus', 'POST /pos/order/history']);
  });
});
