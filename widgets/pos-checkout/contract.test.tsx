import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { T_PENDING } from '../../shared/payment';
import { navigation } from '../../shared/runtime/navigation';
import { MSG_CUSTOMER_SET } from './components/CheckoutCustomer';

/**
 * POS checkout against literal answers written from spec 3 §3 "Order payment state" and spec 5
 * "POS checkout and payments": the page's `orderId` is the order of every payment and of Confirm
 * Order (the payment state carries none).
 */
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

const ORDER_ID = 77;
const section = (name: string) => screen.getByRole('region', { name });
const figure = (label: string) => within(section('Payment')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Only the required fields. */
const MINIMAL = { orderTotal: 100, costParts: '90.00', costLabor: 0, costTax: '10.00', balanceDue: '100.00', amountPaid: 0, transactions: [] };

/** Every documented field. */
const FULL = {
  orderTotal: '250.00',
  costParts: '200.00',
  costSurcharge: '10.00',
  costLabor: '20.00',
  costTax: '20.00',
  costCreditCardSurcharge: '0.00',
  costCreditCardSurchargeTax: '0.00',
  balanceDue: '150.00',
  amountPaid: '100.00',
  transactions: [
    { transaction_id: 5, transaction_type: 'cash', transaction_label: 'Cash', amount: '60.00', status: 'complete', datacap_dc_direct: null, payjunction: null },
    {
      transaction_id: 6,
      transaction_type: 'card',
      transaction_label: 'Visa ending 4242',
      amount: '40.00',
      status: 'complete',
      datacap_dc_direct: null,
      payjunction: { transaction: { action_text: 'Void', action_url: 'index.php?route=extension/payment/payjunction/action&transaction_id=6', status: 'CAPTURE', settled: false } },
    },
  ],
  storeCredit: '30.00',
  customer: { tax_exempt: 1, tax_exempt_number: 'IL-EX-1' },
  purchaseOrders: [],
  bookedAppointments: [
    {
      products: [101],
      installers: [{ user_id: 21, wholename: 'Marcus Reed' }, { user_id: 22, wholename: 'Dana Kowalski' }],
      location: { location_id: 1, location_name: 'Champaign - Neil St' },
      bay: { bay_id: 11, title: 'Bay 1' },
      startDate: '2026-12-01',
      startTime: '09:00',
      duration: 90,
      status: { status_id: 1, name: 'Scheduled' },
      note: 'Brakes',
      vehicle: { vehicle_id: 71, title: '2018 Ford F-150 XLT' },
      notifyCustomer: 1,
    },
  ],
  products: [{ order_product_id: 9, name: 'Brake Pads', model: 'BP-1', option: [], quantity: 1, price: '200.00', total: '200.00', po_number: '' }],
};

/** PHP's spelling: numeric strings, "0"/"1" flags, a vehicle given only by its id. */
const PHP = {
  ...FULL,
  orderTotal: '250',
  balanceDue: '150',
  amountPaid: '100',
  storeCredit: '0',
  customer: { tax_exempt: '0', tax_exempt_number: '' },
  transactions: [{ transaction_id: '5', transaction_type: 'cash', transaction_label: 'Cash', amount: '60', status: 'complete', payjunction: { transaction: { action_text: 'Void', action_url: '/x', status: 'CAPTURE', settled: '0' } } }],
  bookedAppointments: [{ ...FULL.bookedAppointments[0], duration: '90', vehicle: '71', notifyCustomer: '0', installers: [] }],
};

const paid = (balance: string) => ({ payment: { ...MINIMAL, balanceDue: balance, amountPaid: '100.00' }, success: 'Success: payment added.' });

function mount(payment: unknown = MINIMAL, more: Record<string, unknown> = {}) {
  setConfig({ mode: 'pos', ...more });
  return mountWidget(widget, { orderId: ORDER_ID, payment: payment as never });
}

/** Records each addPayment body and answers `answer`. */
function addPayments(answer: () => Response = () => HttpResponse.json(paid('0.00'))) {
  const bodies: URLSearchParams[] = [];
  server.use(
    http.post('*/checkout/cart/setPaymentData', () => HttpResponse.json({})),
    http.post('*/pos/checkout/addPayment', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return answer();
    }),
  );
  return bodies;
}

describe('pos-checkout contract: the payment state as the store documents it', () => {
  it('minimal: figures from the required fields, no customer, no appointments', () => {
    mount(MINIMAL);
    expect(figure('Balance Due')).toBe('$100.00');
    expect(figure('Parts')).toBe('$90.00');
    expect(figure('Labor')).toBe('$0.00');
    expect(within(section('Payment')).getByText('No customer is set on this order.')).toBeInTheDocument();
    expect(within(section('Appointments')).getByText('No appointments have been booked.')).toBeInTheDocument();
  });

  it('full: transactions, the tax exemption without a name (the state has none), booked appointments from spec 3 "Appointment"', () => {
    mount(FULL);
    expect(figure('Balance Due')).toBe('$150.00');
    expect(figure('Surcharge')).toBe('$10.00');
    const payment = section('Payment');
    expect(payment).toHaveTextContent(MSG_CUSTOMER_SET);
    expect(payment).toHaveTextContent('(tax exempt: IL-EX-1)');
    expect(payment).not.toHaveTextContent('undefined');
    expect(within(section('Transactions')).getByText('Visa ending 4242')).toBeInTheDocument();
    const row = within(section('Appointments')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('12/1/26 9:00 AM');
    expect(row).toHaveTextContent('1 hr 30 min');
    expect(row).toHaveTextContent('Champaign - Neil St, Bay 1');
    expect(row).toHaveTextContent('Marcus Reed, Dana Kowalski');
    expect(row).toHaveTextContent('2018 Ford F-150 XLT');
    expect(row).toHaveTextContent('Scheduled');
    expect(row).not.toHaveTextContent('[object Object]');
  });

  it('PHP-flavoured: "0" is not tax exempt, no stray "0", a vehicle id alone shows no name', () => {
    mount(PHP);
    expect(figure('Balance Due')).toBe('$150.00');
    const payment = section('Payment');
    expect(payment).not.toHaveTextContent('tax exempt');
    expect(payment.textContent).not.toMatch(/\b0\b(?!\.)/);
    const row = within(section('Appointments')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Champaign - Neil St, Bay 1');
    expect(row).not.toHaveTextContent('71');
  });

  it("a store's own booked appointments (the booking's echo: ids and `start`), null money and products without prices: the checkout is shown", () => {
    mount({
      ...FULL,
      costLabor: null,
      costTax: '',
      amountPaid: null,
      bookedAppointments: [{ appointment_id: 901, bay_id: 3, start: '2026-12-05 09:20', duration: 90, status_id: 2 }],
      products: [{ order_product_id: 9, name: 'Brake Pads' }],
    });
    expect(figure('Balance Due')).toBe('$150.00');
    expect(figure('Labor')).toBe('$0.00');
    const row = within(section('Appointments')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('12/5/26 9:20 AM');
    expect(row).toHaveTextContent('1 hr 30 min');
    expect(row).not.toHaveTextContent('undefined');
  });

  it('a payment state that is not the documented shape is refused as props (the server fallback stays)', () => {
    setConfig({ mode: 'pos' });
    expect(() => mountWidget(widget, { orderId: ORDER_ID, payment: { ...MINIMAL, balanceDue: 'lots' } as never })).toThrow(/invalid props/);
  });
});

describe('pos-checkout contract: every tender posts the page order id', () => {
  const chooseType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
    await user.click(within(section('Take Payment')).getByRole('radio', { name: label }));
  };

  it('cash, check and card carry orderId, type and amount', async () => {
    const user = userEvent.setup();
    const bodies = addPayments(() => HttpResponse.json(paid('50.00')));
    mount({ ...MINIMAL });
    await chooseType(user, 'Cash');
    await user.click(await screen.findByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await chooseType(user, 'Check');
    await user.type(await screen.findByLabelText('Check Number'), '1042');
    await user.click(screen.getByRole('button', { name: 'Take Check' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await chooseType(user, 'Card');
    await user.click(await screen.findByRole('button', { name: 'Charge Card' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies.map((b) => [b.get('orderId'), b.get('type')])).toEqual([
      ['77', 'cash'],
      ['77', 'check'],
      ['77', 'card'],
    ]);
    expect(bodies[1].get('check_number')).toBe('1042');
    expect(bodies.every((b) => b.get('orderId') !== 'undefined' && (b.get('request_id') ?? '').length > 0)).toBe(true);
  });

  it('voucher (looked up first) and in-store credit carry orderId', async () => {
    const user = userEvent.setup();
    const bodies = addPayments(() => HttpResponse.json({ payment: { ...MINIMAL, balanceDue: '80.00', amountPaid: '20.00', storeCredit: '40.00', customer: { tax_exempt: 0 } } }));
    server.use(http.get('*/pos/checkout/getVoucher', () => HttpResponse.json({ original_amount: '50', amount: 25 })));
    mount({ ...MINIMAL, storeCredit: '40.00', customer: { tax_exempt: 0 } });
    await chooseType(user, 'Gift/Reward Voucher');
    await user.type(await screen.findByLabelText('Voucher Code'), 'GC-1');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redeem Voucher' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await chooseType(user, 'In-Store Credit');
    await user.click(await screen.findByRole('button', { name: 'Use Store Credit' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((b) => [b.get('orderId'), b.get('type')])).toEqual([
      ['77', 'voucher'],
      ['77', 'store_credit'],
    ]);
    expect(bodies[0].get('voucher_code')).toBe('GC-1');
  });

  it.each(faultCases.filter(([name]) => !name.includes('network')))('addPayment fails (%s): the message shows, the typed amount stays, no success; Retry reuses the request_id', async (_name, fault) => {
    const user = userEvent.setup();
    const bodies = addPayments(fault);
    mount(MINIMAL);
    await chooseType(user, 'Cash');
    const amount = await screen.findByLabelText('Amount Tendered');
    await user.clear(amount);
    await user.type(amount, '40.00');
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    const form = screen.getByRole('form', { name: 'Cash payment' });
    await waitFor(() => expect(within(form).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.getByLabelText('Amount Tendered')).toHaveValue('40.00');
    expect(screen.queryByText(/payment added/)).not.toBeInTheDocument();
    expect(figure('Balance Due')).toBe('$100.00');
    // The clerk presses again: the same attempt (the store applies a request_id once).
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].get('request_id')).toBe(bodies[0].get('request_id'));
  });

  it('addPayment gets no answer (network): the cash is kept as pending, recorded offline, and sent again with the same request_id', async () => {
    const user = userEvent.setup();
    let answering = false;
    const bodies = addPayments(() => (answering ? HttpResponse.json(paid('60.00')) : HttpResponse.error()));
    mount(MINIMAL);
    await chooseType(user, 'Cash');
    const amount = await screen.findByLabelText('Amount Tendered');
    await user.clear(amount);
    await user.type(amount, '40.00');
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    expect(await within(section('Transactions')).findByText(`Cash (${T_PENDING})`)).toBeInTheDocument();
    expect(figure('Balance Due')).toBe('$60.00');
    answering = true;
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 10_000 });
    expect(bodies[1].get('request_id')).toBe(bodies[0].get('request_id'));
    await waitFor(() => expect(within(section('Transactions')).queryByText(`Cash (${T_PENDING})`)).not.toBeInTheDocument());
  });
});

describe('pos-checkout contract: Confirm Order', () => {
  const confirms = (answer: () => Response) => {
    const bodies: URLSearchParams[] = [];
    server.use(
      http.post('*/index.php', async ({ request }) => {
        if (new URL(request.url).searchParams.get('route') !== 'checkout/confirm/createOrder') return undefined;
        bodies.push(new URLSearchParams(await request.text()));
        return answer();
      }),
    );
    return bodies;
  };

  it('carries order_id and goes to the done page with the answered id', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const bodies = confirms(() => HttpResponse.json({ order_id: '77' }));
    mount({ ...MINIMAL, balanceDue: '0.00', amountPaid: '100.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringContaining('order_id=77')));
    expect(bodies[0].get('order_id')).toBe('77');
  });

  it.each(faultCases)('fails (%s): the error under the button, no navigation', async (_name, fault) => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    confirms(fault);
    mount({ ...MINIMAL, balanceDue: '0.00', amountPaid: '100.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(within(section('Complete Check Out')).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });
});

describe('pos-checkout contract: the payment state read from the store', () => {
  it.each(faultCases)('getTransactions fails (%s): a message and Try again', async (_name, fault) => {
    server.use(http.get('*/pos/checkout/getTransactions', fault));
    setConfig({ mode: 'pos' });
    mountWidget(widget, { orderId: ORDER_ID });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/./);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Outstanding Balance')).not.toBeInTheDocument();
  });
});

describe('pos-checkout contract: the payment link', () => {
  it('its defaults are the order status response (email, phone, "1" texting consent)', async () => {
    const user = userEvent.setup();
    addPayments();
    server.use(http.get('*/sale/order/getOrderStatus', () => HttpResponse.json({ orderId: '77', orderStatuses: [], orderStatusId: '1', email: 'jordan@example.com', phone: '(309) 555-0177', textingAlerts: '1', recentHistoryNote: '' })));
    mount(MINIMAL);
    await user.click(within(section('Take Payment')).getByRole('radio', { name: 'Text/Email Payment Link' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jordan@example.com');
  });

  it.each(faultCases)('the order status response fails (%s): a message and Try again', async (_name, fault) => {
    const user = userEvent.setup();
    addPayments();
    server.use(http.get('*/sale/order/getOrderStatus', fault));
    mount(MINIMAL);
    await user.click(within(section('Take Payment')).getByRole('radio', { name: 'Text/Email Payment Link' }));
    const alert = await within(section('Take Payment')).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
