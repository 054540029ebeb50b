import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';

/** The order list against literal answers written from spec 5 "Lists"/"Orders" and spec 2 §3 "POS order". */
configure({ asyncUtilTimeout: 4000 });

const COUNTS = { all: 1, saved: 0, kiosk: 0, outstanding_balance: 1, complete: 0 };
const page = (results: unknown[], counts: Record<string, unknown> = COUNTS) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: 20, position: `1 to ${results.length} of ${results.length}`, counts });

const MINIMAL = { order_id: 77, date_added: '2026-11-20 14:05:00', total: 120, status: 'Pending', amount_paid: 0, balance_due: '120.00' };
const FULL = {
  ...MINIMAL,
  customer: 'Jordan Miller',
  customer_id: 501,
  total: '145.00',
  total_items: 1,
  products: [],
  pos_status: 'complete',
  paid_amount: '145.00',
  status: 'Complete',
  order_status_id: 5,
  order_status: { order_status_id: 5, name: 'Complete', status_color: '#2e7d32', status_text_color: '#ffffff' },
  cashier: 'Dana Whitfield',
  transactions: [],
  amount_paid: '145.00',
  order_total: '145.00',
  balance_due: '0.00',
  change_due: '0.00',
  paid_in_full: true,
  vouchers: [],
  totals: [],
  purchase_orders: [],
  po_number_list: ['PO-1'],
  order_ymm: '',
  tax_exempt: false,
  tax_exempt_number: '',
};
const PHP = { ...FULL, order_id: '78', total: '145', balance_due: '0', paid_in_full: '1', tax_exempt: '0', customer_id: '501' };
const PHP_COUNTS = { all: '2', saved: '0', kiosk: '0', outstanding_balance: '0', complete: '2' };

const table = () => screen.getByRole('table', { name: 'Orders' });
const rows = () => within(table()).getAllByRole('row').slice(1);

function list(answer: () => Response) {
  window.history.replaceState(null, '', '/pos/order');
  setConfig({ mode: 'pos' });
  server.use(http.get('*/api/order', answer));
  // The status filter's statuses come from the props: no getOrderStatus.
  return mountWidget(widget, { orderStatuses: [{ order_status_id: 5, name: 'Complete' }] as never });
}

describe('pos-order-list contract', () => {
  it('minimal: a row from the required fields, a dash for no customer', async () => {
    list(() => HttpResponse.json(page([MINIMAL])));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0];
    expect(within(row).getByRole('link', { name: '#77' })).toBeInTheDocument();
    expect(row).toHaveTextContent('$120.00');
    expect(row).toHaveTextContent('—');
    expect(row).not.toHaveTextContent('undefined');
  });

  it('full and PHP-flavoured: names, status, Paid for a zero balance, counts from numeric strings', async () => {
    list(() => HttpResponse.json(page([FULL, PHP], PHP_COUNTS)));
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const row of rows()) {
      expect(row).toHaveTextContent('Jordan Miller');
      expect(row).toHaveTextContent('Complete');
      expect(row).toHaveTextContent('$145.00');
      expect(row).toHaveTextContent('Paid');
    }
    expect(screen.getByRole('link', { name: /Paid Orders/ })).toHaveTextContent('2');
  });

  it('a store that sends order_status as its name, amount_paid as null and no balance: all 20 rows shown', async () => {
    const drifted = Array.from({ length: 20 }, (_, i) => {
      const { balance_due: _balance, ...order } = FULL;
      return { ...order, order_id: 100 + i, order_status: 'Pending', amount_paid: null, cashier: { name: 'not text' }, not_in_the_docs: true };
    });
    list(() => HttpResponse.json(page(drifted)));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Complete');
    expect(rows()[0]).toHaveTextContent('$145.00');
  });

  it('a row without its total (what the list is for) fails the list with Retry, not a row of blanks', async () => {
    const { total: _total, ...broken } = FULL;
    list(() => HttpResponse.json(page([broken])));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it.each(faultCases)('the list fails (%s): "Something went wrong!" with Retry, which asks again', async (_name, fault) => {
    let failing = true;
    list(() => (failing ? fault() : HttpResponse.json(page([MINIMAL]))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
