import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { creditBalance, getOrder } from '../../mocks/db/orders';
import { paymentOf } from '../../mocks/handlers/payment';
import { setFaults } from '../../mocks/faults';
import { loseAnswers } from '../../tests/utils/lostAnswer';
import { navigation } from '../../shared/runtime/navigation';
import { formatMoney, subtract, sum } from '../../shared/money';
import { MSG_NO_ORDER, NO_ORDER_REDIRECT_MS } from './components/NoOrder';
import { MSG_PO_REQUIRED } from './components/CompleteCheckout';
import { MSG_PO_ADDED, MSG_PO_FAILED } from './components/PoNumbers';
import { REFRESH_AFTER_MS } from './PosCheckout';
import { addCustomerToOrder } from '../../tests/utils/customerSearch';


const POS = { mode: 'pos' };
const paymentFor = (orderId: number) => structuredClone(paymentOf(getOrder(db.orders, orderId)!));
const section = (name: string) => screen.getByRole('region', { name });
const figure = (label: string) => {
  const term = within(section('Payment')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

let calls: string[] = [];
/** When (on the test's clock) each call started and each answer arrived. */
let started: Array<{ call: string; at: number }> = [];
let answered: Array<{ call: string; at: number }> = [];
beforeEach(() => {
  calls = [];
  started = [];
  answered = [];
  const name = (request: Request) => {
    const url = new URL(request.url);
    return `${request.method} ${url.searchParams.get('route') ?? url.pathname}`;
  };
  server.events.on('request:start', ({ request }) => {
    calls.push(name(request));
    started.push({ call: name(request), at: Date.now() });
  });
  server.events.on('response:mocked', ({ request }) => answered.push({ call: name(request), at: Date.now() }));
});

/** The payment state was read exactly once, 1000 ms (give or take a slow machine's tick) after the trigger's answer. */
/** A void asks first: tap the transaction's button, then the question's confirming button. */
async function voidConfirmed(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, dblClick = false) {
  await user.click(within(section('Transactions')).getByRole('button', { name }));
  const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: /^(Void|Return) (Payment|All)$/ });
  await (dblClick ? user.dblClick(confirm) : user.click(confirm));
}

async function expectReadAfter(trigger: string) {
  await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS + 100));
  await waitFor(() => expect(started.filter((c) => c.call.includes('getTransactions'))).toHaveLength(1));
  const triggerAt = answered.filter((c) => c.call.includes(trigger)).at(-1)!.at;
  const readAt = started.find((c) => c.call.includes('getTransactions'))!.at;
  expect(readAt - triggerAt).toBeGreaterThanOrEqual(REFRESH_AFTER_MS);
  expect(readAt - triggerAt).toBeLessThan(REFRESH_AFTER_MS + 400);
}
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

function mountCheckout(orderId: number | undefined, withPayment = true) {
  const props: Record<string, unknown> = {};
  if (orderId !== undefined) props.orderId = orderId;
  if (orderId !== undefined && withPayment) props.payment = paymentFor(orderId);
  return mountWidget(widget, props);
}

describe('pos-checkout: modes and the order', () => {
  it('shows a notice outside POS mode', () => {
    setConfig({ mode: 'storefront' });
    const first = mountCheckout(1001);
    expect(first.el).toHaveTextContent('POS checkout is available in POS mode only.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the locked view when the POS is locked', () => {
    setConfig({ mode: 'pos', posLocked: true });
    mountCheckout(1001);
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it("with no order: 'There is no order to show. Redirecting to the catalog page...' then /product/catalog", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    setConfig(POS);
    mountCheckout(undefined);
    expect(screen.getByRole('status')).toHaveTextContent(MSG_NO_ORDER);
    await act(() => vi.advanceTimersByTimeAsync(NO_ORDER_REDIRECT_MS - 500));
    expect(go).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(go).toHaveBeenCalledWith('/product/catalog');
  });

  it('refuses props that are not a payment state', () => {
    setConfig(POS);
    expect(() => widget.mount(document.createElement('div'), { orderId: 1001, payment: { nope: 1 } }, { onError: () => undefined })).toThrow(/invalid props/);
    expect(() => widget.mount(document.createElement('div'), { orderId: 'abc' }, { onError: () => undefined })).toThrow(/orderId must be a number/);
  });

  it('shows the payment state from the props without asking the store: Outstanding Balance, breakdown, store credit, no transactions', () => {
    setConfig(POS);
    const payment = paymentFor(1001);
    mountCheckout(1001);
    expect(within(section('Payment')).getByText('Outstanding Balance')).toBeInTheDocument();
    expect(figure('Balance Due')).toBe(formatMoney(payment.balanceDue));
    expect(figure('Parts')).toBe(formatMoney(payment.costParts));
    expect(figure('Labor')).toBe(formatMoney(payment.costLabor));
    expect(figure('Tax')).toBe(formatMoney(payment.costTax));
    expect(figure('Store Credit')).toBe(formatMoney(payment.storeCredit));
    expect(within(section('Transactions')).getByText('No transactions have been made yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('getTransactions'))).toEqual([]);
  });

  it("names the order's customer whose store credit it can spend, from the order list when the payment state names nobody", async () => {
    setConfig(POS);
    mountCheckout(1001);
    const payment = section('Payment');
    expect(await within(payment).findByText('Jordan Miller')).toBeInTheDocument();
    expect(payment).toHaveTextContent('Customer: Jordan Miller');
    expect(payment).not.toHaveTextContent('A customer is set on this order.');
    expect(figure('Store Credit')).toBe('$75.00');
    expect(calls.filter((c) => c.includes('/api/order'))).toHaveLength(1);
  });

  it('keeps Amount Paid once the order is paid in full, as its receipt shows it', async () => {
    setConfig(POS);
    const payment = paymentFor(1005);
    expect(payment.balanceDue).toBe('0.00');
    mountCheckout(1005);
    expect(within(section('Payment')).getByText('Paid In Full')).toBeInTheDocument();
    expect(figure('Amount Paid')).toBe(formatMoney(payment.amountPaid));
  });

  it('says a customer is set when the order list cannot name them', async () => {
    setConfig(POS);
    server.use(http.get('*/api/order', () => HttpResponse.json({ error: 'Warning: You do not have permission to access the order list!' })));
    mountCheckout(1001);
    await waitFor(() => expect(calls.filter((c) => c.includes('/api/order'))).not.toHaveLength(0));
    expect(section('Payment')).toHaveTextContent('A customer is set on this order.');
  });

  it('reads the payment state when the page gives none, with Try again after a failure', async () => {
    setConfig(POS);
    setFaults({ failing: { 'pos/checkout/getTransactions': 'http500' } });
    mountCheckout(1003, false);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment details could not be loaded.');
    setFaults({});
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Outstanding Balance')).toBeInTheDocument();
    expect(within(section('Transactions')).getByText('(Voided)')).toBeInTheDocument();
  });
});

describe('pos-checkout: a sale', () => {
  it('split tender to zero: part cash, the rest by check; Paid In Full, no tenders left; void one → balance due again', async () => {
    setConfig(POS);
    const user = userEvent.setup();
    const payment = paymentFor(1001);
    mountCheckout(1001);
    const take = section('Take Payment');
    await user.click(within(take).getByRole('radio', { name: 'Cash' }));
    const cash = await within(take).findByRole('textbox', { name: 'Amount Tendered' });
    await user.clear(cash);
    await user.type(cash, '50');
    await user.click(within(take).getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(figure('Balance Due')).toBe(formatMoney(subtract(payment.balanceDue, '50'))));
    await user.click(within(take).getByRole('radio', { name: 'Check' }));
    await user.type(await within(take).findByRole('textbox', { name: 'Check Number' }), '2044');
    expect(within(take).getByRole('textbox', { name: 'Amount' })).toHaveValue(subtract(payment.balanceDue, '50'));
    await user.click(within(take).getByRole('button', { name: 'Take Check' }));
    await waitFor(() => expect(within(section('Payment')).getByText('Paid In Full')).toBeInTheDocument());
    expect(figure('Balance Due')).toBe('$0.00');
    expect(screen.queryByRole('region', { name: 'Take Payment' })).not.toBeInTheDocument();
    expect(screen.queryByText(/outstanding balance of/)).not.toBeInTheDocument();

    const rows = within(section('Transactions')).getAllByRole('row').slice(1);
    expect(rows.map((r) => (r as HTMLTableRowElement).cells[0].textContent)).toEqual(['Cash', 'Check #2044']);
    await voidConfirmed(user, 'Void Cash');
    await waitFor(() => expect(figure('Balance Due')).toBe(formatMoney('50.00')));
    expect(within(section('Transactions')).getByText('(Voided)')).toBeInTheDocument();
    expect(within(section('Payment')).getByText('Outstanding Balance')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Take Payment' })).toBeInTheDocument();
  });

  it('cash above the balance reads Paid In Full with Change Due', async () => {
    setConfig(POS);
    const user = userEvent.setup();
    const payment = paymentFor(1001);
    mountCheckout(1001);
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    const cash = await screen.findByRole('textbox', { name: 'Amount Tendered' });
    await user.clear(cash);
    await user.type(cash, sum(payment.balanceDue, '5.25'));
    expect(screen.getByText('Change Due: $5.25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(figure('Change Due')).toBe('$5.25'));
    expect(within(section('Payment')).getByText('Paid In Full')).toBeInTheDocument();
  });

  it('offers only the enabled payment types; none → the notice', () => {
    setConfig({ ...POS, pos: { paymentTypes: [] } });
    mountCheckout(1001);
    expect(within(section('Take Payment')).getByText('No payment types have been enabled.')).toBeInTheDocument();
  });

  it('a card payment is answered at once, and the payment state is read again 1000 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setConfig(POS);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountCheckout(1001);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Charge Card' }));
    await waitFor(() => expect(within(section('Transactions')).getAllByRole('row')).toHaveLength(2));
    await expectReadAfter('addPayment');
  });

  it('voids: a lost answer to a void is retried with the same request_id and applied once', async () => {
    setConfig(POS);
    const user = userEvent.setup();
    mountCheckout(1003);
    const voids: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('voidTransaction')) voids.push(new URLSearchParams(await request.clone().text()).get('request_id') ?? '');
    });
    const lost = loseAnswers('pos/checkout/voidTransaction');
    await voidConfirmed(user, 'Void Cash');
    await waitFor(() => expect(lost.lost()).toBe(1));
    await waitFor(() => expect(within(section('Transactions')).getByRole('button', { name: 'Void Cash' })).toBeEnabled());
    await voidConfirmed(user, 'Void Cash');
    await waitFor(() => expect(within(section('Transactions')).queryByRole('button', { name: 'Void Cash' })).not.toBeInTheDocument());
    expect(voids).toHaveLength(2);
    expect(voids[1]).toBe(voids[0]);
    expect(getOrder(db.orders, 1003)!.transactions.filter((t) => t.status === 'void')).toHaveLength(2);
  });
});

describe('pos-checkout: the toast and the focus after each payment and void', () => {
  it("says the store's sentence once; the focus goes to the next payment's field, then the Payment heading, then the transactions after a void", async () => {
    setConfig(POS);
    const user = userEvent.setup();
    const payment = paymentFor(1001);
    mountCheckout(1001);
    const take = section('Take Payment');
    await user.click(within(take).getByRole('radio', { name: 'Cash' }));
    const cash = await within(take).findByRole('textbox', { name: 'Amount Tendered' });
    await user.clear(cash);
    await user.type(cash, '50');
    await user.click(within(take).getByRole('button', { name: 'Take Cash' }));
    // "Success!" over the store's "Success: Cash payment of $50.00 added.", said once.
    const toast = (await screen.findByText('Cash payment of $50.00 added.')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent(/^Success!Cash payment of \$50\.00 added\.$/);
    await waitFor(() => expect(figure('Balance Due')).toBe(formatMoney(subtract(payment.balanceDue, '50'))));
    // The next payment's amount, not the page.
    await waitFor(() => expect(within(section('Take Payment')).getByRole('textbox', { name: 'Amount Tendered' })).toHaveFocus());
    expect(within(section('Take Payment')).getByRole('textbox', { name: 'Amount Tendered' })).toHaveValue(subtract(payment.balanceDue, '50'));

    await user.click(within(section('Take Payment')).getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(within(section('Payment')).getByText('Paid In Full')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());

    await user.click(within(section('Transactions')).getAllByRole('button', { name: 'Void Cash' })[0]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void Payment' }));
    await waitFor(() => expect(within(section('Payment')).getByText('Outstanding Balance')).toBeInTheDocument());
    await waitFor(() => expect(within(section('Transactions')).getByRole('table', { name: 'Transactions' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('pos-checkout: appointments', () => {
  it('lists booked appointments and offers Book Appointment (opens the appointment widget) with a customer', () => {
    db.appointments.booked.push({ ...db.appointments.booked[0], appointment_id: 950, order_id: 1001, customer_id: 501, vehicle_id: 71 });
    setConfig(POS);
    mountCheckout(1001);
    const region = section('Appointments');
    const row = within(region).getAllByRole('row')[1];
    expect(row).toHaveTextContent('12/1/26 9:00 AM');
    expect(row).toHaveTextContent('1 hr');
    expect(row).toHaveTextContent('Champaign - Neil St, Bay 1');
    expect(row).toHaveTextContent('Marcus Reed');
    const book = within(region).getByRole('button', { name: 'Book Appointment' });
    expect(book).toBeEnabled();
    expect(book).toHaveAttribute('data-pf-open', 'appointment');
    expect(book).toHaveAttribute('data-order-id', '1001');
  });

  it("without a customer Book Appointment is disabled: 'A customer must be selected!'", () => {
    setConfig(POS);
    mountCheckout(1002);
    const region = section('Appointments');
    expect(within(region).getByText('No appointments have been booked.')).toBeInTheDocument();
    const book = within(region).getByRole('button', { name: 'Book Appointment' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription('A customer must be selected!');
  });
});

describe('pos-checkout: completing check out', () => {
  it('PO numbers required: every product needs one', async () => {
    setConfig({ ...POS, pos: { poNumbers: { enabled: true, required: true } } });
    const user = userEvent.setup();
    mountCheckout(1001);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(within(section('Complete Check Out')).getByRole('alert')).toHaveTextContent(MSG_PO_REQUIRED);
    expect(calls.filter((c) => c.includes('createOrder'))).toEqual([]);
  });

  it("warns of an outstanding balance and shows the store's error under the button", async () => {
    server.use(http.post('*/index.php', ({ request }) => (new URL(request.url).searchParams.get('route') === 'checkout/confirm/createOrder' ? HttpResponse.json({ error: 'Warning: Payment method required!' }) : undefined)));
    setConfig(POS);
    const user = userEvent.setup();
    const payment = paymentFor(1001);
    mountCheckout(1001);
    expect(screen.getByText(`This order still has an outstanding balance of ${formatMoney(payment.balanceDue)}.`)).toBeInTheDocument();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await within(section('Complete Check Out')).findByRole('alert')).toHaveTextContent('Warning: Payment method required!');
    expect(go).not.toHaveBeenCalled();
  });

  it('Confirm Order on an order paid in full completes that order in the store, making no other order', async () => {
    setConfig(POS);
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const orders = db.orders.list.length;
    mountCheckout(1004);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pos/order/done?order_id=1004'));
    expect(getOrder(db.orders, 1004)!.pos_status).toBe('complete');
    expect(db.orders.list.length).toBe(orders);
  });

  it('confirms the order once and goes to /pos/order/done', async () => {
    let posts = 0;
    server.use(
      http.post('*/index.php', async ({ request }) => {
        if (new URL(request.url).searchParams.get('route') !== 'checkout/confirm/createOrder') return undefined;
        posts += 1;
        expect(await request.text()).toBe('payment_method=pos&order_id=1001');
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ order_id: 1001 });
      }),
    );
    // Order 1001 has a PO number on every product but one: give it one, as the POS cart would.
    const order = getOrder(db.orders, 1001)!;
    order.products.forEach((p) => (p.po_number ||= 'PO-1'));
    setConfig({ ...POS, pos: { poNumbers: { enabled: true, required: true } } });
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    mountCheckout(1001);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.dblClick(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pos/order/done?order_id=1001'));
    expect(posts).toBe(1);
  });
});

describe('pos-checkout: PO numbers on a continued order (spec 3 §7 /pos/order/applyPoNumber)', () => {
  it('gives each product a PO field; "Apply to all" sends the order line and then Confirm Order goes through', async () => {
    const order = getOrder(db.orders, 1004)!;
    order.products.forEach((p) => (p.po_number = ''));
    setConfig({ ...POS, pos: { poNumbers: { enabled: true, required: true } } });
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    let body = '';
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/pos/order/applyPoNumber')) void request.clone().text().then((t) => (body = t));
    });
    mountCheckout(1004);
    const complete = section('Complete Check Out');
    await user.click(within(complete).getByRole('button', { name: 'Confirm Order' }));
    expect(within(complete).getByRole('alert')).toHaveTextContent(MSG_PO_REQUIRED);

    const first = order.products[0];
    const field = within(complete).getByRole('textbox', { name: `PO Number for ${first.name}` });
    await user.type(field, 'PO-7788');
    const row = field.closest('form')!;
    await user.click(within(row).getByRole('checkbox', { name: /Apply to all/ }));
    await user.click(within(row).getByRole('button', { name: 'Apply the PO number to every product' }));
    expect(await screen.findByText(MSG_PO_ADDED)).toBeInTheDocument();
    expect(calls).toContain('POST /pos/order/applyPoNumber');
    const sent = new URLSearchParams(body);
    expect(sent.get('products[0][order_product_id]')).toBe(String(first.order_product_id));
    expect(sent.get('products[0][po_number]')).toBe('PO-7788');
    expect(sent.get('apply_to_all')).toBe('1');
    expect(order.products.every((p) => p.po_number === 'PO-7788')).toBe(true);
    // The payment state was read again: every field shows the number, and Confirm Order is let through.
    await waitFor(() => within(complete).getAllByRole('textbox').forEach((t) => expect(t).toHaveValue('PO-7788')));
    await user.click(within(complete).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pos/order/done?order_id=1004'));
  });

  it("shows 'Error adding PO Number.' with the store's reason and keeps the typed number", async () => {
    server.use(http.post('*/pos/order/applyPoNumber', () => HttpResponse.json({ error: 'PO Number must be 30 characters or fewer.' })));
    setConfig({ ...POS, pos: { poNumbers: { enabled: true, required: false } } });
    const user = userEvent.setup();
    mountCheckout(1004);
    const name = getOrder(db.orders, 1004)!.products[0].name;
    const field = within(section('Complete Check Out')).getByRole('textbox', { name: `PO Number for ${name}` });
    await user.clear(field);
    await user.type(field, 'X1');
    await user.click(within(field.closest('form')!).getByRole('button', { name: `Apply the PO number to ${name}` }));
    expect(await screen.findByText(`${MSG_PO_FAILED} PO Number must be 30 characters or fewer.`)).toBeInTheDocument();
    expect(field).toHaveValue('X1');
  });

  it('offers no PO field when PO numbers are not enabled', () => {
    setConfig(POS);
    mountCheckout(1004);
    expect(within(section('Complete Check Out')).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('pos-checkout: payment link', () => {
  it('sends the text/email payment link to the customer, once, and reads the payment state again 1000 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setConfig(POS);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountCheckout(1001);
    await user.click(screen.getByRole('radio', { name: 'Text/Email Payment Link' }));
    const form = await screen.findByRole('form', { name: 'Payment link' });
    expect(await within(form).findByRole('textbox', { name: 'Email' })).toHaveValue('jordan.miller@example.com');
    await user.dblClick(within(form).getByRole('button', { name: 'Send Payment Link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The payment link has been sent to jordan.miller@example.com.');
    expect(db.orders.outbox.filter((o) => o.kind === 'payment_link')).toEqual([{ order_id: 1001, kind: 'payment_link', email: 'jordan.miller@example.com', phone: '' }]);
    await expectReadAfter('sendPaymentURL');
  });

  it("a customer without texting consent: 'Customer doesn't constent to text messages' until overridden", async () => {
    setConfig(POS);
    const user = userEvent.setup();
    mountCheckout(1003);
    await user.click(screen.getByRole('radio', { name: 'Text/Email Payment Link' }));
    const form = await screen.findByRole('form', { name: 'Payment link' });
    await within(form).findByRole('textbox', { name: 'Email' });
    await user.click(within(form).getByRole('checkbox', { name: 'Notify by email' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Notify by text' }));
    expect(within(form).getByText("Customer doesn't constent to text messages")).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Payment Link' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Send Payment Link' }));
    expect(db.orders.outbox.filter((o) => o.kind === 'payment_link')).toHaveLength(0);
    await user.click(within(form).getByRole('checkbox', { name: 'Override texting permission' }));
    await user.click(within(form).getByRole('button', { name: 'Send Payment Link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The payment link has been sent to (309) 555-0177.');
  });

  it("shows the store's refusal under the button", async () => {
    server.use(http.post('*/pos/order/sendPaymentURL', () => HttpResponse.json({ error: 'The SMS gateway is down.' })));
    setConfig(POS);
    const user = userEvent.setup();
    mountCheckout(1001);
    await user.click(screen.getByRole('radio', { name: 'Text/Email Payment Link' }));
    const form = await screen.findByRole('form', { name: 'Payment link' });
    await within(form).findByRole('textbox', { name: 'Email' });
    await user.click(within(form).getByRole('button', { name: 'Send Payment Link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The SMS gateway is down.');
  });
});

describe('pos-checkout: the customer', () => {
  it('shows the customer; without one, Add Customer sets it and the payment state is read again 1000 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setConfig(POS);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountCheckout(1002);
    expect(within(section('Payment')).getByText('No customer is set on this order.')).toBeInTheDocument();
    expect(within(section('Payment')).queryByText('Store Credit')).not.toBeInTheDocument();
    await addCustomerToOrder(user, 'Priya', /Priya Raman/, section('Payment'));
    expect(getOrder(db.orders, 1002)!.customer_id).toBe(502);
    await expectReadAfter('pos/checkout/setCustomer');
    expect(await within(section('Payment')).findByText('Priya Raman')).toBeInTheDocument();
    expect(figure('Store Credit')).toBe(formatMoney(creditBalance(db.orders, 502)));
    expect(within(section('Appointments')).getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });
});

describe('pos-checkout: voids are never applied twice', () => {
  /** The request_id of each void call the store received (POST body or GET query). */
  function voidKeys(fragment: string) {
    const keys: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      if (!(url.searchParams.get('route') ?? url.pathname).includes(fragment)) return;
      keys.push(url.searchParams.get('request_id') ?? new URLSearchParams(await request.clone().text()).get('request_id') ?? '');
    });
    return keys;
  }

  it('a double click on the confirmation of a Void sends one void', async () => {
    server.use(http.post('*/pos/checkout/voidTransaction', async () => void (await new Promise((r) => setTimeout(r, 100)))));
    setConfig(POS);
    const user = userEvent.setup();
    mountCheckout(1003);
    const keys = voidKeys('voidTransaction');
    await voidConfirmed(user, 'Void Cash', true);
    await waitFor(() => expect(within(section('Transactions')).queryByRole('button', { name: 'Void Cash' })).not.toBeInTheDocument());
    expect(keys).toHaveLength(1);
  });

  it('one tap on Void or Void All only asks (naming the payment, the order and its customer); Cancel and Enter send nothing', async () => {
    setConfig(POS);
    const user = userEvent.setup();
    mountCheckout(1003);
    const sent = voidKeys('voidTransaction');
    await within(section('Payment')).findByText('Priya Raman');
    await user.click(within(section('Transactions')).getByRole('button', { name: 'Void Cash' }));
    expect(screen.getByRole('dialog', { name: 'Void the $50.00 Cash payment on order #1003 for Priya Raman?' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(within(section('Transactions')).getByRole('button', { name: 'Void All' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Void the one payment ($50.00) on order #1003 for Priya Raman?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A void sent by a tap would reach the store within a tick or two; give it the chance to.
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(0);
    expect(getOrder(db.orders, 1003)!.transactions.filter((t) => t.status === 'void')).toHaveLength(1);
  });

  it('Void All (a GET that changes data, never retried by the client): the Retry the clerk presses reuses the request_id; the store voids once', async () => {
    setConfig(POS);
    const user = userEvent.setup();
    const payment = paymentFor(1003);
    mountCheckout(1003);
    const keys = voidKeys('voidTransactions');
    const lost = loseAnswers('pos/checkout/voidTransactions');
    await voidConfirmed(user, 'Void All');
    await waitFor(() => expect(lost.lost()).toBe(1));
    expect(keys).toHaveLength(1);
    // The clerk presses Void All again: the same attempt.
    await waitFor(() => expect(within(section('Transactions')).getByRole('button', { name: 'Void All' })).toBeEnabled());
    await voidConfirmed(user, 'Void All');
    await waitFor(() => expect(figure('Balance Due')).toBe(formatMoney(payment.orderTotal)));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(getOrder(db.orders, 1003)!.transactions.every((t) => t.status === 'void')).toBe(true);
  });

  it("a card processor's void (a GET): after a lost answer the clerk's Retry resends the same request_id and it is voided once", async () => {
    setConfig(POS);
    const user = userEvent.setup();
    mountCheckout(1008);
    const keys = voidKeys('datacap_dc_direct/voidOrReturn');
    const lost = loseAnswers('extension/payment/datacap_dc_direct/voidOrReturn');
    await voidConfirmed(user, /^Void Amex/);
    await waitFor(() => expect(lost.lost()).toBe(1));
    expect(keys).toHaveLength(1);
    await waitFor(() => expect(within(section('Transactions')).getByRole('button', { name: /^Void Amex/ })).toBeEnabled());
    await voidConfirmed(user, /^Void Amex/);
    await waitFor(() => expect(within(section('Transactions')).queryByRole('button', { name: /^Void Amex/ })).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(getOrder(db.orders, 1008)!.transactions.filter((t) => t.status === 'void')).toHaveLength(1);
  });
});
