import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { recordById } from '../../mocks/db/customers';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

const view = (id: number) => {
  setConfig({ mode: 'pos' });
  return mountWidget(widget, { order: renderOrder(getOrder(db.orders, id)!), userToken: 't' });
};
const actions = () => screen.getByRole('toolbar', { name: 'Order actions' });
const toastOf = (text: HTMLElement) => text.closest('.Toastify__toast') as HTMLElement;

/** Every request to `path` from now on: its query and form body. */
function requestsTo(path: string) {
  const seen: Array<{ query: string; body: Record<string, string> }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) seen.push({ query: url.searchParams.toString(), body: Object.fromEntries(new URLSearchParams(await request.clone().text())) });
  });
  return seen;
}

async function openHistory(id: number) {
  const user = userEvent.setup();
  const statusCalls: URL[] = [];
  server.use(http.get('*/sale/order/getOrderStatus', ({ request }) => void statusCalls.push(new URL(request.url))));
  view(id);
  await user.click(within(actions()).getByRole('button', { name: 'Order History' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
  await within(dialog).findByLabelText('Order Status');
  return { user, dialog, statusCalls };
}

afterEach(() => server.events.removeAllListeners());

describe('order history modal', () => {
  it('loads the statuses when it opens, with the most recent note read-only and the current status chosen', async () => {
    const { dialog, statusCalls } = await openHistory(1005);
    expect(statusCalls).toHaveLength(1);
    expect(statusCalls[0].searchParams.get('orderId')).toBe('1005');
    const note = within(dialog).getByLabelText('Most Recent Note');
    expect(note).toHaveValue('Installed and picked up.');
    expect(note).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Order Status')).toHaveDisplayValue('Complete');
    expect(within(dialog).getByRole('checkbox', { name: 'Notify Customer' })).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('Notify Customer shows the email and text options in the form (spec 2 §4): email on, text off, validated as they change', async () => {
    const { user, dialog } = await openHistory(1005);
    await user.type(within(dialog).getByLabelText('Comment'), 'Ready for pickup.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    // In the same dialog, under Notify Customer: no second dialog.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: 'Notify by email' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Notify by text' })).not.toBeChecked();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('jordan.miller@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Order Status'), '');
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Order Status'), 'Shipped');
    await user.clear(email);
    await user.type(email, 'jordan@');
    await user.tab();
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeDisabled();
    // Unticked, the options go and Order History posts without them.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeEnabled();
    // Ticked again, what was typed is still there.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jordan@');
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Ready for pickup.');
  });

  it('needs the override to text a customer who has not consented', async () => {
    const { user, dialog } = await openHistory(1003);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify by text' }));
    expect(within(dialog).getByText("Customer doesn't constent to text messages")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Override texting permission' }));
    expect(within(dialog).queryByText("Customer doesn't constent to text messages")).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeEnabled();
  });

  it('posts the history with the notification once per click, closes, shows the new entry and status, and updates no contact that did not change', async () => {
    const bodies: URLSearchParams[] = [];
    const contactUpdates = requestsTo('/api/customer/updateContactInfo');
    server.use(http.post('*/pos/order/history', async ({ request }) => void bodies.push(new URLSearchParams(await request.clone().text()))));
    const { user, dialog } = await openHistory(1003);
    await user.selectOptions(within(dialog).getByLabelText('Order Status'), 'Shipped');
    await user.type(within(dialog).getByLabelText('Comment'), 'Sent with UPS.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    expect(bodies).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('You have modified orders!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(Object.fromEntries(bodies[0])).toEqual({
      orderStatusId: '3',
      notifyCustomer: '1',
      notifyByEmail: '1',
      notifyByText: '0',
      overrideTextPermission: '0',
      textingAlerts: '0',
      email: 'priya.raman@example.com',
      phone: '',
      comment: 'Sent with UPS.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const history = screen.getByRole('region', { name: 'Order History' });
    expect(await within(history).findByText('Sent with UPS.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order Info' })).getByText('Shipped')).toBeInTheDocument();
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1003, kind: 'history', email: 'priya.raman@example.com' });
    expect(contactUpdates).toEqual([]);
  });

  it("without Notify Customer posts at once; shows the store's refusal, or 'Failed to add order history', keeping what was typed", async () => {
    const { user, dialog } = await openHistory(1003);
    server.use(http.post('*/pos/order/history', () => HttpResponse.json({ error: 'Order is locked by another cashier.' })));
    await user.type(within(dialog).getByLabelText('Comment'), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(within(toastOf(await screen.findByText('Order is locked by another cashier.'))).getByText('Uh oh!')).toBeInTheDocument();
    server.use(http.post('*/pos/order/history', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('Failed to add order history')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Keep me');
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeEnabled();
  });

  it("a failure with Notify Customer on says so (the store's words when it refuses) and keeps the options as typed", async () => {
    const { user, dialog } = await openHistory(1005);
    await user.type(within(dialog).getByLabelText('Comment'), 'Your order shipped.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    server.use(http.post('*/pos/order/history', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('Failed to add order history')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jordan.miller@example.com');
    server.use(http.post('*/pos/order/history', () => HttpResponse.json({ error: 'The mail server is down.' })));
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('The mail server is down.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Your order shipped.');
    expect(within(dialog).getByRole('checkbox', { name: 'Notify Customer' })).toBeChecked();
    expect(db.orders.outbox.filter((o) => o.order_id === 1005 && o.kind === 'history')).toEqual([]);
  });

  it("an email changed in the options is saved on the order's customer (updateContactInfo) after the history went out", async () => {
    const updates = requestsTo('/api/customer/updateContactInfo');
    const { user, dialog } = await openHistory(1005);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'jordan.m@example.net');
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('Contact information updated!')).toBeInTheDocument();
    expect(updates).toEqual([{ query: 'customerId=501', body: { email: 'jordan.m@example.net', telephone: '(217) 555-0134' } }]);
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1005, kind: 'history', email: 'jordan.m@example.net' });
    expect(recordById(db.customers, 501)!.customer.email).toBe('jordan.m@example.net');
  });

  it("a contact update the store refuses is its own error toast; the history and its notification stay sent", async () => {
    server.use(http.post('*/api/customer/updateContactInfo', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    const { user, dialog } = await openHistory(1005);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify by text' }));
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '2175550199');
    await user.click(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText("The customer's email and phone could not be updated.")).toBeInTheDocument();
    expect(screen.getByText('You have modified orders!')).toBeInTheDocument();
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1005, kind: 'history', phone: '(217) 555-0199' });
    expect(recordById(db.customers, 501)!.customer.telephone).toBe('(217) 555-0134');
  });

  it('offers a retry when the statuses cannot be loaded', async () => {
    server.use(http.get('*/sale/order/getOrderStatus', () => new HttpResponse('x', { status: 500 })));
    const user = userEvent.setup();
    view(1005);
    await user.click(within(actions()).getByRole('button', { name: 'Order History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
    expect(await within(dialog).findByText('The order statuses could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByLabelText('Order Status')).toBeInTheDocument();
  });
});

describe('send payment link', () => {
  it('is offered only while a balance is due', () => {
    view(1005);
    expect(within(actions()).queryByRole('button', { name: 'Send Payment Link' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    view(1003);
    expect(within(actions()).getByRole('button', { name: 'Send Payment Link' })).toBeInTheDocument();
  });

  it('sends the link with the Select Notification Method dialog once per click, and updates no contact that did not change', async () => {
    const user = userEvent.setup();
    const updates = requestsTo('/api/customer/updateContactInfo');
    const bodies: URLSearchParams[] = [];
    server.use(http.post('*/pos/order/sendPaymentURL', async ({ request }) => void bodies.push(new URLSearchParams(await request.clone().text()))));
    view(1003);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Notification Method' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('priya.raman@example.com');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('The payment link has been sent to priya.raman@example.com.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].get('notifyByEmail')).toBe('1');
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1003, kind: 'payment_link' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([]);
  });

  it("a phone typed for the text is saved on the order's customer (updateContactInfo) once the link went out", async () => {
    const user = userEvent.setup();
    const updates = requestsTo('/api/customer/updateContactInfo');
    view(1003);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Notification Method' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify by email' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify by text' }));
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '3095550100');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Override texting permission' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('Contact information updated!')).toBeInTheDocument();
    expect(updates).toEqual([{ query: 'customerId=502', body: { email: 'priya.raman@example.com', telephone: '(309) 555-0100' } }]);
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1003, kind: 'payment_link', phone: '(309) 555-0100' });
    expect(recordById(db.customers, 502)!.customer.telephone).toBe('(309) 555-0100');
  });

  it('a link that fails updates no contact', async () => {
    const user = userEvent.setup();
    const updates = requestsTo('/api/customer/updateContactInfo');
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.error()));
    view(1003);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Notification Method' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'priya@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('Failed to send to notification')).toBeInTheDocument();
    expect(updates).toEqual([]);
    expect(recordById(db.customers, 502)!.customer.email).toBe('priya.raman@example.com');
  });

  it("shows the store's refusal, or 'Failed to send to notification'", async () => {
    const user = userEvent.setup();
    view(1003);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Notification Method' });
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.json({ error: 'This order has no balance due.' })));
    await user.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('This order has no balance due.')).toBeInTheDocument();
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('Failed to send to notification')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Select Notification Method' })).toBeInTheDocument();
  });
});
