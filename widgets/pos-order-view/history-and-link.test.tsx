import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

const view = (id: number) => {
  setConfig({ mode: 'pos' });
  return mountWidget(widget, { order: renderOrder(getOrder(db.orders, id)!), userToken: 't' });
};
const actions = () => screen.getByRole('toolbar', { name: 'Order actions' });
const toastOf = (text: HTMLElement) => text.closest('.Toastify__toast') as HTMLElement;

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

  it('shows email (on) and text (off) when Notify Customer is ticked, validated as they change', async () => {
    const { user, dialog } = await openHistory(1005);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Notify by email' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Notify by text' })).not.toBeChecked();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('jordan.miller@example.com');
    await user.clear(email);
    await user.type(email, 'jordan@');
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Order Status'), '');
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
  });

  it("needs the override to text a customer who has not consented", async () => {
    const { user, dialog } = await openHistory(1003);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify by text' }));
    expect(within(dialog).getByText("Customer doesn't constent to text messages")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Override texting permission' }));
    expect(within(dialog).queryByText("Customer doesn't constent to text messages")).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Order History' })).toBeEnabled();
  });

  it('posts the history once per click, closes, and shows the new entry and status', async () => {
    const bodies: URLSearchParams[] = [];
    server.use(http.post('*/pos/order/history', async ({ request }) => void bodies.push(new URLSearchParams(await request.clone().text()))));
    const { user, dialog } = await openHistory(1003);
    await user.selectOptions(within(dialog).getByLabelText('Order Status'), 'Shipped');
    await user.type(within(dialog).getByLabelText('Comment'), 'Sent with UPS.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Order History' }));
    expect(await screen.findByText('Success: You have modified orders!')).toBeInTheDocument();
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
  });

  it("shows the store's refusal, or 'Failed to add order history', keeping what was typed", async () => {
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

  it('sends the link with the notification form once per click', async () => {
    const user = userEvent.setup();
    const bodies: URLSearchParams[] = [];
    server.use(http.post('*/pos/order/sendPaymentURL', async ({ request }) => void bodies.push(new URLSearchParams(await request.clone().text()))));
    view(1003);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Payment Link' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('priya.raman@example.com');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('The payment link has been sent to priya.raman@example.com.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].get('notifyByEmail')).toBe('1');
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1003, kind: 'payment_link' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the store's refusal, or 'Failed to send to notification'", async () => {
    const user = userEvent.setup();
    view(1003);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Payment Link' });
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.json({ error: 'This order has no balance due.' })));
    await user.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('This order has no balance due.')).toBeInTheDocument();
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Send Payment Link' }));
    expect(await screen.findByText('Failed to send to notification')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Payment Link' })).toBeInTheDocument();
  });
});
