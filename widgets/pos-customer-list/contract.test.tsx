import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

/**
 * The POS customer list against answers written from spec 5 "Lists" and spec 2 §3 ("List rows
 * add: vehicle, custname, date_added, total_orders, outstanding.balance, address…"): minimal,
 * full, PHP-flavoured, and the five faults on the list (the main load) and on Assign to Cart.
 */

const list = (results: unknown[]) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: 20, position: `1 to ${results.length} of ${results.length}` });
const MINIMAL = { customer_id: 7, custname: 'Ana Lima', email: 'ana@example.com', telephone: '(217) 555-0199', date_added: '2026-11-01', total_orders: 0, outstanding: { balance: 0 } };
const FULL = { ...MINIMAL, customer_id: 8, custname: 'Jordan Miller', vehicle: '2018 Ford F-150 XLT', total_orders: 14, outstanding: { balance: 1234.5 }, address_1: '12 Main St', address_2: 'Apt 4', city: 'Urbana', postcode: '61801', zone: 'Illinois', country: 'United States' };

const table = () => screen.getByRole('table', { name: 'Customers' });
const rows = () => within(table()).getAllByRole('row').slice(1);
/** The cell of `row` under the column `label`. */
function cell(row: HTMLElement, label: string) {
  const heads = within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');
  const index = heads.findIndex((h) => h.startsWith(label));
  return within(row).getAllByRole('cell')[index];
}

async function show(rowsAnswered: unknown[], search = '') {
  server.use(http.get('*/api/customer/get', () => HttpResponse.json(list(rowsAnswered))));
  window.history.replaceState(null, '', `/pos/customer${search}`);
  setConfig({ mode: 'pos' });
  mountWidget(widget, {});
  await waitFor(() => expect(rows()).toHaveLength(rowsAnswered.length));
}

describe('pos-customer-list against the documented answers', () => {
  it('minimal: the Outstanding column formats outstanding.balance; no address, no vehicle, nothing stray', async () => {
    await show([MINIMAL]);
    const [row] = rows();
    expect(cell(row, 'Outstanding')).toHaveTextContent('$0.00');
    expect(cell(row, 'Address').textContent).toBe('');
    expect(cell(row, 'Vehicle').textContent).toBe('');
    expect(row).not.toHaveTextContent(/undefined|NaN/);
  });

  it('full: the address in one line, the vehicle, the orders and the outstanding balance', async () => {
    await show([FULL]);
    const [row] = rows();
    expect(cell(row, 'Address')).toHaveTextContent('12 Main St, Apt 4, Urbana, Illinois 61801');
    expect(cell(row, 'Vehicle')).toHaveTextContent('2018 Ford F-150 XLT');
    expect(cell(row, 'Orders')).toHaveTextContent('14');
    expect(cell(row, 'Outstanding')).toHaveTextContent('$1,234.50');
  });

  it('PHP-flavoured: numeric strings for the id, the orders and the balance', async () => {
    await show([{ ...FULL, customer_id: '9', total_orders: '3', outstanding: { balance: '75.5' } }]);
    const [row] = rows();
    expect(cell(row, 'Outstanding')).toHaveTextContent('$75.50');
    expect(cell(row, 'Orders')).toHaveTextContent('3');
    expect(within(row).getByRole('link', { name: 'Jordan Miller' })).toHaveAttribute('href', expect.stringContaining('customer_id=9'));
  });

  it.each(faultCases)('the list fails (%s): "Something went wrong!" with Retry, the filters kept, never "No results"', async (_name, fault) => {
    server.use(http.get('*/api/customer/get', fault));
    window.history.replaceState(null, '', '/pos/customer?filter_name=ana');
    setConfig({ mode: 'pos' });
    mountWidget(widget, {});
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('ana');
    expect(screen.queryByText(/no results/i)).not.toBeInTheDocument();
  });

  it.each(faultCases)('Assign to Cart fails (%s): the failure shown, the row kept, no success', async (_name, fault) => {
    await show([FULL]);
    server.use(http.post('*/checkout/cart/setCustomer', fault));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign to Cart: Jordan Miller' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Customer assigned to cart!')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });
});
