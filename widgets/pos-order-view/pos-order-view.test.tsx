import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { getOrder, renderOrder, STATUS } from '../../mocks/db/orders';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

const orderOf = (id: number) => renderOrder(getOrder(db.orders, id)!);
const pos = (extra: Record<string, unknown> = {}) => setConfig({ mode: 'pos', ...extra });
const view = (id: number, userToken = 'tok123') => mountWidget(widget, { order: orderOf(id), userToken });
const section = (name: string) => screen.getByRole('region', { name });
const actions = () => screen.getByRole('toolbar', { name: 'Order actions' });

/** The value shown for a term of a description list. */
const term = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('pos-order-view', () => {
  it('shows a notice outside POS mode and the locked view when locked, asking the store nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    view(1005);
    expect(screen.getByText('The order view is available in POS mode only.')).toBeInTheDocument();
    document.body.innerHTML = '';
    pos({ posLocked: true });
    view(1005);
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('refuses props without an order', () => {
    pos();
    expect(() => mountWidget(widget, {})).toThrow(/order is required/);
    expect(() => mountWidget(widget, { order: { order_id: 1 } })).toThrow(/invalid props/);
  });

  it('shows order info, items with options and PO numbers, totals and purchase orders', async () => {
    pos();
    view(1005);
    const info = section('Order Info');
    expect(term(info, 'Order ID')).toHaveTextContent('#1005');
    expect(term(info, 'Customer')).toHaveTextContent('Jordan Miller');
    expect(term(info, 'Status')).toHaveTextContent('Complete');
    expect(term(info, 'Vehicle')).toHaveTextContent('2012 Honda Civic LX');
    expect(term(info, 'PO Numbers')).toHaveTextContent('WO-7719');
    const items = within(section('Items')).getByRole('table', { name: 'Items' });
    const order = orderOf(1005);
    const first = order.products[0];
    expect(within(items).getByText(`${first.option[0].name}: ${first.option[0].value}`, { exact: false })).toBeInTheDocument();
    expect(within(items).getAllByText('WO-7719')).toHaveLength(2);
    expect(within(items).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent(order.totals.at(-1)!.text);
    expect(within(items).getByRole('rowheader', { name: 'Credit Card Surcharge (3%)' })).toBeInTheDocument();
    const pos1 = within(section('Distributor Purchase Orders')).getAllByRole('article');
    expect(pos1).toHaveLength(2);
    const po = order.purchase_orders[0];
    for (const label of ['Purchase Order ID', 'Confirmation Number', 'Warehouse Confirmation Number', 'Warehouse', 'Submitted', 'Status', 'Shipping Method', 'Ship To', 'Notes', 'Order Total']) expect(term(pos1[0], label)).toBeInTheDocument();
    expect(term(pos1[0], 'Warehouse')).toHaveTextContent(po.ToWarehouse.Name);
    expect(term(pos1[0], 'Ship To')).toHaveTextContent(po.ShipTo.ZipPostalCode);
    expect(within(pos1[0]).getByRole('cell', { name: po.Items[0].PartNumber })).toBeInTheDocument();
    await screen.findByText('Installed and picked up.');
  });

  it('reads Paid In Full without the paid amount, and the cost breakdown once the payment state arrives', async () => {
    pos();
    view(1005);
    const payment = section('Payment Info');
    expect(within(payment).getByText('Paid In Full')).toBeInTheDocument();
    expect(within(payment).queryByText('Amount Paid')).not.toBeInTheDocument();
    await waitFor(() => expect(within(payment).getByText('Parts')).toBeInTheDocument());
    expect(term(payment, 'Store Credit')).toHaveTextContent('$75.00');
  });

  it('reads Outstanding Balance with Balance Due, and Change Due when overpaid', async () => {
    pos();
    view(1003);
    let payment = section('Payment Info');
    expect(within(payment).getByText('Outstanding Balance')).toBeInTheDocument();
    expect(term(payment, 'Amount Paid')).toHaveTextContent('$50.00');
    expect(term(payment, 'Balance Due')).toHaveTextContent(`$${orderOf(1003).balance_due}`);
    document.body.innerHTML = '';
    view(1004);
    payment = section('Payment Info');
    expect(term(payment, 'Change Due')).toHaveTextContent(`$${orderOf(1004).change_due}`);
  });

  it('offers Continue Order and View Receipt for an open order, View Invoice for a complete one', () => {
    pos();
    view(1003);
    expect(within(actions()).getByRole('link', { name: 'Continue Order' })).toHaveAttribute('href', '/pos/order/continue?order_id=1003');
    expect(within(actions()).getByRole('link', { name: 'View Receipt' })).toHaveAttribute('href', '/pos/order/receipt?order_id=1003');
    document.body.innerHTML = '';
    view(1005);
    expect(within(actions()).queryByRole('link', { name: 'Continue Order' })).not.toBeInTheDocument();
    expect(within(actions()).getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', '/pos/order/invoice?order_id=1005');
  });

  it('carries the user_token (data-user-token, else the page address) to View in Admin', () => {
    pos();
    view(1005, 'a1b2c3');
    expect(within(actions()).getByRole('link', { name: 'View in Admin' })).toHaveAttribute('href', '/admin/index.php?route=sale%2Forder%2Finfo&order_id=1005&user_token=a1b2c3');
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/pos/order/view?order_id=1005&user_token=fromPage');
    mountWidget(widget, { order: orderOf(1005) });
    expect(within(actions()).getByRole('link', { name: 'View in Admin' })).toHaveAttribute('href', '/admin/index.php?route=sale%2Forder%2Finfo&order_id=1005&user_token=fromPage');
    window.history.replaceState(null, '', '/');
  });

  it('offers Add Customer only when the order has none, and adds the chosen customer to this order', async () => {
    pos();
    const user = userEvent.setup();
    const bodies: URLSearchParams[] = [];
    server.use(http.post('*/pos/order/setCustomer', async ({ request }) => void bodies.push(new URLSearchParams(await request.clone().text()))));
    view(1005);
    expect(within(actions()).queryByRole('button', { name: 'Add Customer' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    view(1002);
    await user.click(within(actions()).getByRole('button', { name: 'Add Customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Search for a Customer' });
    await user.type(within(dialog).getByLabelText('Search customers'), 'Priya');
    await user.click(await within(dialog).findByRole('option', { name: /Priya Raman/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Customer added to order!')).toBeInTheDocument();
    expect(Object.fromEntries(bodies[0])).toEqual({ order_id: '1002', customer_id: '502' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(term(section('Order Info'), 'Customer')).toHaveTextContent('Priya Raman');
    expect(within(actions()).queryByRole('button', { name: 'Add Customer' })).not.toBeInTheDocument();
    expect(getOrder(db.orders, 1002)!.customer_id).toBe(502);
  });

  it('voids the order after confirming, once on a double click', async () => {
    pos();
    const user = userEvent.setup();
    const calls: URL[] = [];
    server.use(http.get('*/pos/order/void', ({ request }) => void calls.push(new URL(request.url))));
    view(1004);
    await user.click(within(actions()).getByRole('button', { name: 'Void Order' }));
    const dialog = screen.getByRole('dialog', { name: /^Void order #1004 \(\$[\d,.]+\) for Luis Ortega\?$/ });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Void Order' }));
    expect(await screen.findByText('Order #1004 has been voided.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('request_id')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(term(section('Order Info'), 'Status')).toHaveTextContent('Voided');
    expect(within(actions()).queryByRole('button', { name: 'Void Order' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(section('Payment Info')).getByText('Outstanding Balance')).toBeInTheDocument());
    expect(within(section('Payment Info')).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(section('Order History')).getByText('Order voided from the POS.')).toBeInTheDocument());
  });

  it('one tap on Void Order, a transaction Void or Void All only asks; Escape, Cancel and Enter send nothing', async () => {
    pos();
    const user = userEvent.setup();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/pos\/(order\/void|checkout\/voidTransactions?)\b/.test(new URL(request.url).pathname)) sent.push(request.url);
    });
    view(1004);
    await user.click(within(actions()).getByRole('button', { name: 'Void Order' }));
    const question = screen.getByRole('dialog', { name: /^Void order #1004/ });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(section('Payment Info')).getAllByRole('button', { name: /^Void / })[0]);
    expect(screen.getByRole('dialog', { name: /^Void the \$[\d,.]+ .+ payment on order #1004 for Luis Ortega\?$/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(section('Payment Info')).getByRole('button', { name: 'Void All' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(term(section('Order Info'), 'Status')).not.toHaveTextContent('Voided');
  });

  it("lists the store's errors in an Uh oh! toast and stays usable", async () => {
    pos();
    const user = userEvent.setup();
    view(1005);
    await user.click(within(actions()).getByRole('button', { name: 'Void Order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void Order' }));
    const text = await screen.findByText(/Visa ending 1881 .* cannot be voided/);
    expect(within(text.closest('.Toastify__toast') as HTMLElement).getByText('Uh oh!')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void Order' })).toBeEnabled();
  });

  it('shows every error the store lists', async () => {
    pos();
    const user = userEvent.setup();
    server.use(http.get('*/pos/order/void', () => HttpResponse.json({ errors: ['First problem.', 'Second problem.'] })));
    view(1004);
    await user.click(within(actions()).getByRole('button', { name: 'Void Order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void Order' }));
    const first = await screen.findByText('First problem.');
    expect(first.tagName).toBe('LI');
    expect(screen.getByText('Second problem.')).toBeInTheDocument();
  });

  it('does not offer Void Order or transaction voids for a voided order', () => {
    pos();
    view(1006);
    expect(within(actions()).queryByRole('button', { name: 'Void Order' })).not.toBeInTheDocument();
    expect(within(section('Payment Info')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section('Payment Info')).getAllByText(/Voided/).length).toBeGreaterThan(0);
  });

  it('shows No Order History Results, and a retry when the history fails', async () => {
    pos();
    const user = userEvent.setup();
    server.use(http.post('*/pos/order/histories', () => HttpResponse.json({ histories: [] })));
    view(1001);
    expect(await within(section('Order History')).findByText('No Order History Results')).toBeInTheDocument();
    document.body.innerHTML = '';
    server.use(http.post('*/pos/order/histories', () => new HttpResponse('boom', { status: 500 })));
    view(1002);
    expect(await within(section('Order History')).findByText(/could not be loaded/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(section('Order History')).getByRole('button', { name: 'Retry' }));
    expect(await within(section('Order History')).findByRole('table', { name: 'Order history' })).toBeInTheDocument();
  });

  it('voids a transaction and updates the payment info', async () => {
    pos();
    const user = userEvent.setup();
    view(1003);
    await waitFor(() => expect(within(section('Payment Info')).getByText('Parts')).toBeInTheDocument());
    await user.click(within(section('Payment Info')).getByRole('button', { name: 'Void Cash' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Void the $50.00 Cash payment on order #1003 for Priya Raman?' })).getByRole('button', { name: 'Void Payment' }));
    await screen.findByText('Cash has been voided.');
    expect(term(section('Payment Info'), 'Amount Paid')).toHaveTextContent('$0.00');
  });

  it('offers Continue Order only for an order that can be continued: not a voided or cancelled one, whatever its POS status', () => {
    pos();
    const voided = getOrder(db.orders, 1003)!;
    // The store marks the order Voided and leaves its POS status as it was (outstanding balance).
    voided.order_status_id = STATUS.voided;
    expect(orderOf(1003).pos_status).toBe('outstanding_balance');
    view(1003);
    expect(term(section('Order Info'), 'Status')).toHaveTextContent('Voided');
    expect(within(actions()).queryByRole('link', { name: 'Continue Order' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    getOrder(db.orders, 1001)!.order_status_id = STATUS.canceled;
    view(1001);
    expect(within(actions()).queryByRole('link', { name: 'Continue Order' })).not.toBeInTheDocument();
  });

  it('offers Continue Order again once voids leave a complete order with a balance', async () => {
    pos();
    const user = userEvent.setup();
    view(1004);
    expect(within(actions()).queryByRole('link', { name: 'Continue Order' })).not.toBeInTheDocument();
    await user.click(within(section('Payment Info')).getByRole('button', { name: 'Void All' }));
    await user.click(within(screen.getByRole('dialog', { name: /^Void (all \d+ payments|the one payment) \(\$[\d,.]+\) on order #1004 for Luis Ortega\?$/ })).getByRole('button', { name: 'Void All' }));
    await screen.findByText('All transactions have been voided.');
    expect(within(actions()).getByRole('link', { name: 'Continue Order' })).toBeInTheDocument();
    expect(within(actions()).getByRole('link', { name: 'View Receipt' })).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Send Payment Link' })).toBeInTheDocument();
  });

  it('keeps the order figures and offers a retry when the payment state cannot be read', async () => {
    pos();
    const user = userEvent.setup();
    server.use(http.get('*/pos/checkout/getTransactions', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    view(1003);
    const payment = section('Payment Info');
    expect(await within(payment).findByText(/payment details could not be read/)).toBeInTheDocument();
    expect(within(payment).getByText('Outstanding Balance')).toBeInTheDocument();
    expect(term(payment, 'Amount Paid')).toHaveTextContent('$50.00');
    server.resetHandlers();
    await user.click(within(payment).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(payment).getByText('Parts')).toBeInTheDocument());
    expect(within(payment).queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('emails the order to the customer once per click, and shows a refusal', async () => {
    pos();
    const user = userEvent.setup();
    const calls: URL[] = [];
    server.use(http.get('*/pos/order/send', ({ request }) => void calls.push(new URL(request.url))));
    // A POS order has no email (spec 2 §3): GET /pos/order/send needs only the order id, so Email
    // Order is offered for every order and the store says when there is no one to send it to.
    view(1002);
    await user.click(within(actions()).getByRole('button', { name: 'Email Order' }));
    expect(await screen.findByText('This order has no customer email to send it to.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    calls.length = 0;
    document.body.innerHTML = '';
    view(1005);
    // The store takes its time, as a mail server does: the double click's second click comes while
    // the first is on its way (on a busy machine an instant answer could come between the two).
    setFaults({ latencyMs: 150 });
    await user.dblClick(within(actions()).getByRole('button', { name: 'Email Order' }));
    expect(await screen.findByText('Order #1005 has been sent to jordan.miller@example.com.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    server.use(http.get('*/pos/order/send', () => HttpResponse.json({ error: 'Mail server unavailable.' })));
    await user.click(within(actions()).getByRole('button', { name: 'Email Order' }));
    expect(within((await screen.findByText('Mail server unavailable.')).closest('.Toastify__toast') as HTMLElement).getByText('Uh oh!')).toBeInTheDocument();
  });
});
