import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { getOrder } from '../../mocks/db/orders';
import { recordById } from '../../mocks/db/customers';
import { paymentOf } from '../../mocks/handlers/payment';
import { addCustomerToOrder } from '../../tests/utils/customerSearch';

/**
 * Checkout's payment link (the Text/Email Payment Link tender): an email or phone the clerk changed
 * there is saved on the order's customer with updateContactInfo once the link went out.
 * Spec 3 §3's payment state names no customer id: it is the customer assigned on the page, or the
 * payment state's `customer.customer_id` when a store sends it (an extension).
 */

function contactUpdates() {
  const seen: Array<{ query: string; body: Record<string, string> }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/customer/updateContactInfo')) seen.push({ query: url.searchParams.toString(), body: Object.fromEntries(new URLSearchParams(await request.clone().text())) });
  });
  return seen;
}

/** Order 1001 (Jordan Miller, 501) with the payment state as a store that names the customer's id sends it. */
function mountWithCustomerId() {
  setConfig({ mode: 'pos' });
  const payment = structuredClone(paymentOf(getOrder(db.orders, 1001)!)) as Record<string, unknown>;
  payment.customer = { ...(payment.customer as object), customer_id: 501 };
  mountWidget(widget, { orderId: 1001, payment });
}

async function linkForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Text/Email Payment Link' }));
  const form = await screen.findByRole('form', { name: 'Payment link' });
  await within(form).findByRole('textbox', { name: 'Email' });
  return form;
}

/** Changes the link form's email and sends the link. */
async function sendLinkTo(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, email: string) {
  await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), email);
  await user.click(within(form).getByRole('button', { name: 'Send Payment Link' }));
}

describe('pos-checkout: a contact changed in the payment link', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it("is saved on the order's customer after the link went out: the changed email, the phone as it was", async () => {
    const updates = contactUpdates();
    mountWithCustomerId();
    const user = userEvent.setup();
    const form = await linkForm(user);
    await sendLinkTo(user, form, 'jordan@miller.example');
    expect(await screen.findByText('Contact information updated!')).toBeInTheDocument();
    expect(updates).toEqual([{ query: 'customerId=501', body: { email: 'jordan@miller.example', telephone: '(217) 555-0134' } }]);
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1001, kind: 'payment_link', email: 'jordan@miller.example' });
    expect(recordById(db.customers, 501)!.customer.email).toBe('jordan@miller.example');
  });

  it('is not sent when nothing changed, nor when the link fails', async () => {
    const updates = contactUpdates();
    mountWithCustomerId();
    const user = userEvent.setup();
    const form = await linkForm(user);
    await user.click(within(form).getByRole('button', { name: 'Send Payment Link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The payment link has been sent to jordan.miller@example.com.');
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.error()));
    await sendLinkTo(user, form, 'jordan@miller.example');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to send to notification');
    expect(updates).toEqual([]);
  });

  it("a refused update is its own error toast; the link stays sent", async () => {
    server.use(http.post('*/api/customer/updateContactInfo', () => HttpResponse.json({ error: 'Invalid email' })));
    mountWithCustomerId();
    const user = userEvent.setup();
    const form = await linkForm(user);
    await sendLinkTo(user, form, 'jordan@miller.example');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('The payment link has been sent to jordan@miller.example.');
    expect(recordById(db.customers, 501)!.customer.email).toBe('jordan.miller@example.com');
  });

  it('uses the customer the clerk assigned on this page when the payment state names no id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const updates = contactUpdates();
    setConfig({ mode: 'pos' });
    mountWidget(widget, { orderId: 1002, payment: structuredClone(paymentOf(getOrder(db.orders, 1002)!)) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await addCustomerToOrder(user, 'Priya', /Priya Raman/);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    const form = await linkForm(user);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('priya.raman@example.com'));
    await sendLinkTo(user, form, 'priya@raman.example');
    expect(await screen.findByText('Contact information updated!')).toBeInTheDocument();
    expect(updates).toEqual([{ query: 'customerId=502', body: { email: 'priya@raman.example', telephone: '(309) 555-0177' } }]);
  });
});
