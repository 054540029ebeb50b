import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { MSG_UNAVAILABLE } from '../../shared/runtime/defineWidget';

/**
 * The order view against literal answers written from spec 2 §3 "POS order" (no email, telephone
 * or texting consent), spec 3 §3 "Order payment state" and spec 5 "Orders".
 */
configure({ asyncUtilTimeout: 4000 });

const MINIMAL = { order_id: 77, date_added: '2026-11-20 14:05:00', total: 120, status: 'Pending', amount_paid: 0, balance_due: '120.00' };

const FULL = {
  ...MINIMAL,
  customer: 'Jordan Miller',
  customer_id: 501,
  total: '145.00',
  total_items: 2,
  products: [{ order_product_id: 1, name: 'Brake Pads', model: 'BP-1', option: [{ name: 'Side', value: 'Front', option_price: '+$5.00' }], quantity: 1, price: '120.00', total: '120.00', po_number: 'PO-1' }],
  pos_status: 'outstanding_balance',
  paid_amount: '20.00',
  order_status_id: 1,
  order_status: { order_status_id: 1, name: 'Pending', status_color: '#f0ad4e', status_text_color: '#1f1f1f' },
  cashier: 'Dana Whitfield',
  transactions: [{ transaction_id: 5, transaction_type: 'cash', transaction_label: 'Cash', amount: '20.00', status: 'complete' }],
  amount_paid: '20.00',
  order_total: '145.00',
  balance_due: '125.00',
  change_due: '0.00',
  paid_in_full: false,
  vouchers: [{ description: 'Gift Certificate for Sam', amount: '25.00', code: 'GC-77' }],
  totals: [
    { code: 'sub_total', title: 'Sub-Total', text: '$120.00', value: 120 },
    { code: 'total', title: 'Total', text: '$145.00', value: 145 },
  ],
  purchase_orders: [],
  po_number_list: ['PO-1'],
  order_ymm: '2018 Ford F-150 XLT',
  tax_exempt: true,
  tax_exempt_number: 'IL-EX-1',
};

const PHP = { ...FULL, order_id: '77', total: '145', total_items: '2', amount_paid: '20', balance_due: '125', paid_in_full: '0', tax_exempt: '0', tax_exempt_number: '', customer_id: '501' };

const STATE = { orderTotal: '145.00', costParts: '120.00', costLabor: '0.00', costTax: '0.00', balanceDue: '125.00', amountPaid: '20.00', transactions: FULL.transactions };
const STATUS = { orderId: 77, orderStatuses: [{ order_status_id: 1, name: 'Pending' }], orderStatusId: 1, email: 'jordan@example.com', phone: '(309) 555-0177', textingAlerts: '1', recentHistoryNote: '' };

const section = (name: string) => screen.getByRole('region', { name });
const actions = () => screen.getByRole('toolbar', { name: 'Order actions' });
const term = (scope: HTMLElement, label: string) => within(scope).queryByText(label, { selector: 'dt' })?.nextElementSibling ?? null;

/** The store's other answers for order 77, unless a test replaces one. */
function store() {
  server.use(
    http.get('*/pos/checkout/getTransactions', () => HttpResponse.json({ payment: STATE })),
    http.post('*/pos/order/histories', () => HttpResponse.json({ histories: [{ date_added: '2026-11-20 14:05:00', status: 'Pending', comment: '' }] })),
    http.get('*/sale/order/getOrderStatus', () => HttpResponse.json(STATUS)),
  );
}

function view(order: unknown, ...handlers: Parameters<typeof server.use>) {
  setConfig({ mode: 'pos' });
  store();
  server.use(...handlers);
  return mountWidget(widget, { order: order as never });
}

describe('pos-order-view contract: the POS order as the store documents it', () => {
  it('minimal: the required fields, no customer, and Email Order still offered (it needs only the order id)', async () => {
    view(MINIMAL);
    const info = section('Order Info');
    expect(term(info, 'Order ID')).toHaveTextContent('#77');
    expect(term(info, 'Customer')).toHaveTextContent('—');
    expect(term(info, 'Email')).toBeNull();
    expect(term(info, 'Tax Exempt')).toBeNull();
    expect(within(actions()).getByRole('button', { name: 'Email Order' })).toBeInTheDocument();
    expect(await within(section('Payment Info')).findByText('Outstanding Balance')).toBeInTheDocument();
  });

  it('full: tax exemption, vehicle, PO numbers, the gift certificate sold on the order, and the totals', () => {
    view(FULL);
    const info = section('Order Info');
    expect(term(info, 'Tax Exempt')).toHaveTextContent('Yes (IL-EX-1)');
    expect(term(info, 'Vehicle')).toHaveTextContent('2018 Ford F-150 XLT');
    expect(term(info, 'PO Numbers')).toHaveTextContent('PO-1');
    const items = within(section('Items')).getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Side: Front (+$5.00)')).toBeInTheDocument();
    const voucher = within(items).getByText(/Gift Certificate for Sam/).closest('tr') as HTMLElement;
    expect(voucher).toHaveTextContent('GC-77');
    expect(voucher).toHaveTextContent('$25.00');
    expect(within(items).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent('$145.00');
  });

  it('PHP-flavoured: tax_exempt "0" shows no exemption, no stray "0"', () => {
    view(PHP);
    const info = section('Order Info');
    expect(term(info, 'Tax Exempt')).toBeNull();
    expect(term(info, 'Order ID')).toHaveTextContent('#77');
    expect(term(info, 'Items')).toHaveTextContent('2');
    expect(info.textContent).not.toMatch(/Yes/);
  });

  it("Send Payment Link opens with the order status response's email, phone and texting consent", async () => {
    const user = userEvent.setup();
    view(FULL);
    await user.click(within(actions()).getByRole('button', { name: 'Send Payment Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Notification Method' });
    expect(await within(dialog).findByLabelText('Email')).toHaveValue('jordan@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify by text' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('(309) 555-0177');
    // Consent from `textingAlerts: "1"`: no override needed.
    expect(within(dialog).queryByRole('checkbox', { name: 'Override texting permission' })).not.toBeInTheDocument();
  });

  it('an order that is not the documented shape is refused as props, and the placeholder says so (never an empty box)', () => {
    setConfig({ mode: 'pos' });
    expect(() => mountWidget(widget, { order: { ...MINIMAL, total: 'lots' } as never })).toThrow(/invalid props/);
    expect(screen.getByRole('status')).toHaveTextContent(MSG_UNAVAILABLE);
  });

  it('a store that sends order_status as its name and amount_paid as null: the order is shown', async () => {
    const { balance_due: _balance, ...order } = FULL;
    view({ ...order, order_status: 'Processing', amount_paid: null, cashier: ['not', 'text'] });
    expect(term(section('Order Info'), 'Order ID')).toHaveTextContent('#77');
    expect(within(within(section('Items')).getByRole('table', { name: 'Items' })).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent('$145.00');
    expect(screen.queryByText(MSG_UNAVAILABLE)).not.toBeInTheDocument();
  });
});

describe('pos-order-view contract: the five faults', () => {
  it.each(faultCases)('the payment state fails (%s): the order’s own figures stay, with a message and Retry', async (_name, fault) => {
    view(FULL, http.get('*/pos/checkout/getTransactions', fault));
    const payment = section('Payment Info');
    const alert = await within(payment).findByRole('alert');
    expect(alert).toHaveTextContent('could not be read');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(payment).toHaveTextContent('$125.00');
  });

  it.each(faultCases)('Void Order fails (%s): an error toast, the order is not shown voided', async (_name, fault) => {
    const user = userEvent.setup();
    view(FULL);
    server.use(http.get('*/pos/order/void', fault));
    await user.click(within(actions()).getByRole('button', { name: 'Void Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void Order' }));
    expect(await screen.findByText('Uh oh!')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Void Order' })).toBeEnabled());
    expect(term(section('Order Info'), 'Status')).toHaveTextContent('Pending');
    expect(screen.queryByText(/has been voided/)).not.toBeInTheDocument();
  });

  it('Void Order after a lost answer: the Retry the clerk presses resends the same request_id', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    view(
      FULL,
      http.get('*/pos/order/void', ({ request }) => {
        keys.push(new URL(request.url).searchParams.get('request_id') ?? '');
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ success: 'Order #77 has been voided.', order: { ...FULL, status: 'Voided', order_status: { order_status_id: 16, name: 'Voided' } } });
      }),
    );
    await user.click(within(actions()).getByRole('button', { name: 'Void Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void Order' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Void Order' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Void Order' }));
    expect(await screen.findByText('Order #77 has been voided.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(term(section('Order Info'), 'Status')).toHaveTextContent('Voided');
  });
});
