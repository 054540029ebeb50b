import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { customerOf, getOrder } from '../../mocks/db/orders';
import { addOrderHistory, applyOrderPoNumber, deleteOrder, getOrderHistories, getOrderStatus, getOrders, sendOrder, sendPaymentUrl, voidOrder, type OrderHistoryForm } from './order';
import { newRequestId } from './payment';
import { compare } from '../money';
import { failure } from '../../tests/utils/failure';

const historyForm = (over: Partial<OrderHistoryForm> = {}): OrderHistoryForm => ({
  orderStatusId: 2,
  notifyCustomer: 0,
  notifyByEmail: true,
  notifyByText: false,
  overrideTextPermission: false,
  textingAlerts: true,
  email: 'jordan.miller@example.com',
  phone: '(217) 555-0134',
  comment: 'Ready for pickup.',
  ...over,
});

describe('shared/api/order against the mock store', () => {
  it('lists orders with counts per tab, newest first, 20 a page', async () => {
    const all = await getOrders({});
    expect(all).toMatchObject({ page: 1, limit: 20, position: `1 to 20 of ${all.total_items}` });
    expect(all.counts.all).toBe(all.total_items);
    expect(all.counts.saved + all.counts.kiosk + all.counts.outstanding_balance + all.counts.complete).toBe(all.counts.all);
    const dates = all.results.map((o) => o.date_added);
    expect([...dates].sort().reverse()).toEqual(dates);
    const kiosk = await getOrders({ status: 'kiosk' });
    expect(kiosk.total_items).toBe(all.counts.kiosk);
    expect(kiosk.results.every((o) => o.pos_status === 'kiosk')).toBe(true);
    expect(kiosk.counts).toEqual(all.counts);
  });

  it('sends the query as the store reads it', async () => {
    let url = new URL('http://x');
    server.use(http.get('*/api/order', ({ request }) => ((url = new URL(request.url)), HttpResponse.json({ results: [], total_items: 0, total_pages: 1, page: 2, limit: 20, position: '', counts: { all: 0, saved: 0, kiosk: 0, outstanding_balance: 0, complete: 0 } }))));
    await getOrders({ status: 'saved', sort: 'total', order: 'ASC', page: 2, filter_customer: 'Jordan', filter_po_number: '' });
    expect(Object.fromEntries(url.searchParams)).toEqual({ from_pos: '1', status: 'saved', sort: 'total', order: 'ASC', page: '2', filter_customer: 'Jordan' });
  });

  it('filters by every field, and counts within the filters', async () => {
    expect((await getOrders({ filter_order_id: '1005' })).results.map((o) => o.order_id)).toEqual(['1005']);
    const jordan = await getOrders({ filter_customer: 'jordan', limit: 200 });
    expect(jordan.results.length).toBeGreaterThan(2);
    expect(jordan.results.every((o) => o.customer === 'Jordan Miller')).toBe(true);
    expect(jordan.counts.all).toBe(jordan.total_items);
    // A POS order carries no telephone (spec 2 §3): the store matches its customer's.
    const byPhone = (await getOrders({ filter_phone: '309555', limit: 200 })).results;
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((o) => customerOf(getOrder(db.orders, o.order_id)!)?.telephone === '(309) 555-0177')).toBe(true);
    expect((await getOrders({ filter_po_number: 'FLEET', limit: 200 })).results.every((o) => o.po_number_list.includes('FLEET-2201'))).toBe(true);
    expect((await getOrders({ filter_order_status_id: '16', limit: 200 })).results.every((o) => o.status === 'Voided')).toBe(true);
    expect((await getOrders({ filter_cashier: 'kiosk', limit: 200 })).results.every((o) => o.cashier === 'Kiosk')).toBe(true);
    const day = await getOrders({ filter_date_from: '2026-11-17', filter_date_to: '2026-11-18', limit: 200 });
    expect(day.results.every((o) => o.date_added >= '2026-11-17' && o.date_added < '2026-11-19')).toBe(true);
    expect(day.total_items).toBeGreaterThan(0);
    const product = await getOrders({ filter_product: 'brake', limit: 200 });
    // The list reads only what it shows: the products are the store's (the mock's) own.
    expect(product.results.length).toBeGreaterThan(0);
    expect(product.results.every((o) => getOrder(db.orders, o.order_id)!.products.some((p) => /brake/i.test(p.name)))).toBe(true);
    expect((await failure(getOrders({ filter_date_from: '11/17/2026' }))).message).toBe('Dates must be written YYYY-MM-DD.');
  });

  it('sorts both ways and pages', async () => {
    const asc = await getOrders({ sort: 'total', order: 'ASC', limit: 200 });
    for (let i = 1; i < asc.results.length; i++) expect(compare(asc.results[i - 1].total, asc.results[i].total)).toBeLessThanOrEqual(0);
    const page2 = await getOrders({ sort: 'order_id', order: 'DESC', page: 2, limit: 10 });
    expect(page2.position).toBe(`11 to 20 of ${page2.total_items}`);
    expect(page2.results[0].order_id).toBe('999');
  });

  it('voids an order once, and refuses a voided order or a settled hold with a list of errors', async () => {
    const id = newRequestId();
    const answer = await voidOrder(1004, id);
    expect(answer.success).toBe('Order #1004 has been voided.');
    expect(answer.order).toMatchObject({ status: 'Voided', amount_paid: '0.00' });
    expect(await voidOrder(1004, id)).toEqual(answer);
    const again = await failure(voidOrder(1004, newRequestId()));
    expect(again.kind).toBe('store');
    expect((again.body as { errors: string[] }).errors).toEqual(['Order #1004 has already been voided.']);
    const stuck = await failure(voidOrder(1005, newRequestId()));
    expect((stuck.body as { errors: string[] }).errors[0]).toMatch(/Visa ending 1881 .* cannot be voided/);
  });

  it('reads histories and the status data, and posts a history entry', async () => {
    const before = await getOrderHistories(1005);
    expect(before.map((h) => h.status)).toEqual(['Saved', 'Processing', 'Complete']);
    const status = await getOrderStatus(1005);
    expect(status).toMatchObject({ orderId: '1005', orderStatusId: '5', email: 'jordan.miller@example.com', textingAlerts: true, recentHistoryNote: 'Installed and picked up.' });
    expect(status.orderStatuses.map((s) => s.name)).toContain('Voided');
    expect((await addOrderHistory(1005, historyForm({ notifyCustomer: 1 }))).success).toBe('Success: You have modified orders!');
    expect((await getOrderHistories(1005)).at(-1)).toMatchObject({ status: 'Processing', comment: 'Ready for pickup.' });
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1005, kind: 'history', email: 'jordan.miller@example.com' });
  });

  it('refuses a history post without consent, with a bad email or without a status', async () => {
    const noConsent = historyForm({ notifyCustomer: 1, notifyByEmail: false, notifyByText: true, phone: '(309) 555-0177', textingAlerts: false });
    expect((await failure(addOrderHistory(1003, noConsent))).message).toBe("Customer doesn't constent to text messages");
    expect((await addOrderHistory(1003, { ...noConsent, overrideTextPermission: true })).success).toBeTruthy();
    expect((await failure(addOrderHistory(1003, historyForm({ notifyCustomer: 1, email: 'nope' })))).message).toBe('Invalid email');
    expect((await failure(addOrderHistory(1003, historyForm({ orderStatusId: 999 })))).message).toBe('Please choose an order status.');
  });

  it('sends a payment link only for a balance due', async () => {
    const sent = await sendPaymentUrl(1003, { notifyByEmail: true, notifyByText: false, email: 'priya.raman@example.com', phone: '' });
    expect(sent.success).toBe('The payment link has been sent to priya.raman@example.com.');
    expect((await failure(sendPaymentUrl(1004, { notifyByEmail: true, notifyByText: false, email: 'a@b.co', phone: '' }))).message).toBe('This order has no balance due.');
    expect((await failure(sendPaymentUrl(1003, { notifyByEmail: false, notifyByText: false, email: '', phone: '' }))).message).toMatch(/Choose email or text/);
  });

  it('deletes an order without payments, emails an order', async () => {
    expect((await deleteOrder(1001)).success).toBeTruthy();
    expect((await getOrders({ filter_order_id: '1001' })).results).toEqual([]);
    expect((await failure(deleteOrder(1004))).message).toMatch(/cannot be deleted/);
    expect((await sendOrder(1005)).success).toBe('Order #1005 has been sent to jordan.miller@example.com.');
    expect((await failure(sendOrder(1002))).message).toMatch(/no customer email/);
  });

  it("outside POS goes through the admin helper: the admin index, the route and the admin's user_token", async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
    const admin = { userToken: 'tok-1' };
    expect(await getOrderStatus(1003, undefined, admin)).toMatchObject({ orderId: '1003', email: 'priya.raman@example.com' });
    expect((await addOrderHistory(1003, historyForm({ orderStatusId: 3, comment: 'Shipped from the admin.' }), admin)).success).toBe('Success: You have modified orders!');
    server.events.removeAllListeners();
    expect(urls.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      '/admin/index.php?route=sale%2Forder%2FgetOrderStatus&orderId=1003&user_token=tok-1',
      '/admin/index.php?route=sale%2Forder%2Fapi&api=api%2Forder%2Fhistory&order_id=1003&user_token=tok-1',
    ]);
    expect((await getOrderHistories(1003)).at(-1)).toMatchObject({ status: 'Shipped', comment: 'Shipped from the admin.' });
    // The admin answers only with its token, and its api only for the order history.
    expect((await failure(addOrderHistory(1003, historyForm(), { userToken: '' }))).message).toBe('Invalid token session. Please login again.');
    expect((await failure(getOrderStatus(1003, undefined, { userToken: ' ' }))).message).toBe('Invalid token session. Please login again.');
    // The same rules as in POS.
    const noConsent = historyForm({ notifyCustomer: 1, notifyByEmail: false, notifyByText: true, phone: '(309) 555-0177', textingAlerts: false });
    expect((await failure(addOrderHistory(1003, noConsent, admin))).message).toBe("Customer doesn't constent to text messages");
  });

  it('throws one ApiError per failure kind', async () => {
    setFaults({ failing: { 'api/order': 'http500' } });
    expect((await failure(getOrders({}))).kind).toBe('http');
    setFaults({ failing: { 'pos/order/void': 'network' } });
    expect((await failure(voidOrder(1004, newRequestId()))).kind).toBe('network');
    setFaults({ failing: { 'pos/order/history': 'malformed' } });
    expect((await failure(addOrderHistory(1004, historyForm()))).kind).toBe('malformed');
    setFaults({ failing: { 'sale/order/api': 'http500' } });
    expect((await failure(addOrderHistory(1004, historyForm(), { userToken: 't' }))).kind).toBe('http');
  });
});

describe('POST /pos/order/applyPoNumber?order_id= (spec 3 §7)', () => {
  it("sets one line's PO number, or every line's with apply_to_all", async () => {
    const order = getOrder(db.orders, 1004)!;
    const [first] = order.products;
    await expect(applyOrderPoNumber(1004, [{ order_product_id: first.order_product_id, name: first.name, po_number: ' PO-1 ' }], false)).resolves.toEqual({ success: 'Success: The PO Number has been added.' });
    expect(first.po_number).toBe('PO-1');
    await applyOrderPoNumber(1004, [{ order_product_id: first.order_product_id, name: first.name, po_number: 'PO-ALL' }], true);
    expect(order.products.every((p) => p.po_number === 'PO-ALL')).toBe(true);
  });

  it('refuses a line not on the order, a bad number and an unknown order, changing nothing', async () => {
    const order = getOrder(db.orders, 1004)!;
    const before = order.products.map((p) => p.po_number);
    const other = getOrder(db.orders, 1001)!.products[0];
    await expect(applyOrderPoNumber(1004, [{ order_product_id: other.order_product_id, name: other.name, po_number: 'A' }], false)).rejects.toMatchObject({ kind: 'store', message: 'This product is not on the order.' });
    const line = order.products[0];
    await expect(applyOrderPoNumber(1004, [{ order_product_id: line.order_product_id, name: line.name, po_number: 'x'.repeat(31) }], false)).rejects.toMatchObject({ message: 'PO Number must be 30 characters or fewer.' });
    await expect(applyOrderPoNumber(99999, [{ order_product_id: line.order_product_id, name: line.name, po_number: 'A' }], false)).rejects.toMatchObject({ message: 'Order not found.' });
    expect(order.products.map((p) => p.po_number)).toEqual(before);
  });
});
