import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';
import { readAddress, writeAddress } from './address';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

const pos = (extra: Record<string, unknown> = {}) => setConfig({ mode: 'pos', ...extra });
const at = (search: string) => window.history.replaceState(null, '', `/pos/customer${search}`);
const table = () => screen.getByRole('table', { name: 'Customers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

async function mounted(search = '') {
  at(search);
  mountWidget(widget, {});
  await waitFor(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
}

describe('pos-customer-list', () => {
  it('outside POS mode shows a notice; locked, the locked view', () => {
    at('');
    mountWidget(widget, {});
    expect(screen.getByText('The customer list is available in POS mode only.')).toBeInTheDocument();
    document.body.innerHTML = '';
    pos({ posLocked: true });
    mountWidget(widget, {});
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
  });

  it('lists 20 customers a page sorted by name, order desc (spec 2 §7, §9), with the edit link and Add Customer', async () => {
    pos();
    let asked: URLSearchParams | null = null;
    server.events.on('request:start', ({ request }) => {
      if (!asked && request.url.includes('/api/customer/get')) asked = new URL(request.url).searchParams;
    });
    await mounted();
    const q = asked as unknown as URLSearchParams;
    expect([q.get('sort'), q.get('order'), q.get('limit'), q.get('page')]).toEqual(['custname', 'DESC', '20', '1']);
    server.events.removeAllListeners();
    expect(screen.getByRole('columnheader', { name: /Customer Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()).toHaveLength(20);
    const shown = names();
    expect([...shown].sort((a, b) => b!.localeCompare(a!, 'en', { sensitivity: 'base' }))).toEqual(shown);
    const first = bodyRows()[0];
    const id = within(first).getByRole('link', { name: shown[0]! }).getAttribute('href');
    expect(id).toMatch(/^\/pos\/customer\/edit\?customer_id=\d+$/);
    expect(within(first).getByRole('link', { name: `Edit ${shown[0]}` })).toHaveAttribute('href', id);
    expect(screen.getByRole('link', { name: 'Add Customer' })).toHaveAttribute('href', '/pos/customer/add');
    expect(screen.getByText('1 to 20 of 240')).toBeInTheDocument();
  });

  it('filters by name and phone and keeps them, the page and the sort in the page address', async () => {
    pos();
    const user = userEvent.setup();
    await mounted('?page=3');
    expect(screen.getByText('41 to 60 of 240')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer Name'), 'jordan miller');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(names()).toEqual(['Jordan Miller']));
    // The address follows once the filtered list has painted (useAddressState).
    await waitFor(() => expect(window.location.search).toBe('?filter_name=jordan+miller'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.type(screen.getByLabelText('Phone'), '3095550177');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(names()).toEqual(['Priya Raman']));
    await waitFor(() => expect(readAddress(window.location.search).filters).toEqual({ filter_phone: '3095550177' }));
  });

  it('filters by part of an email address, as it does names and addresses', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    await user.type(screen.getByLabelText('Email'), 'priya.raman');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(names()).toEqual(['Priya Raman']));
    // The address follows once the filtered list has painted (useAddressState).
    await waitFor(() => expect(readAddress(window.location.search).filters).toEqual({ filter_email: 'priya.raman' }));
  });

  it('reads the date range and sort from the address and sends them to the store', async () => {
    pos();
    let url = '';
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/customer/get')) url = request.url;
    });
    await mounted('?filter_date_added_from=2026-01-01&filter_date_added_to=2026-11-30&sort=date_added&order=DESC');
    const q = new URL(url).searchParams;
    expect([q.get('filter_date_added_from'), q.get('filter_date_added_to'), q.get('sort'), q.get('order')]).toEqual(['2026-01-01', '2026-11-30', 'date_added', 'DESC']);
    expect(screen.getByRole('columnheader', { name: /Date Added/ })).toHaveAttribute('aria-sort', 'descending');
    server.events.removeAllListeners();
  });

  it('assigns a row to the cart once per click with "Customer assigned to cart!"', async () => {
    pos();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/checkout/cart/setCustomer')) calls++;
    });
    const user = userEvent.setup();
    await mounted('?filter_name=luis%20ortega');
    setFaults({ latencyMs: 150 });
    await user.dblClick(screen.getByRole('button', { name: 'Assign to Cart: Luis Ortega' }));
    expect(await screen.findByText('Customer assigned to cart!')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(db.cart.customer_id).toBe(503);
    server.events.removeAllListeners();
  });

  it('keeps a pending Assign to Cart with its customer when a sort moves the rows (rows keep their place)', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    const [first, second] = names();
    let answer: () => void = () => undefined;
    server.use(http.post('*/checkout/cart/setCustomer', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))));
    await user.click(screen.getByRole('button', { name: `Assign to Cart: ${first}` }));
    expect(screen.getByRole('button', { name: `Assign to Cart: ${first}` })).toHaveAttribute('aria-busy', 'true');
    // Name ascending: the first row's place now holds another customer, not busy.
    await user.click(screen.getByRole('button', { name: /Customer Name/ }));
    await waitFor(() => expect(names()[0]).not.toBe(first));
    const atFirstPlace = within(bodyRows()[0]).getByRole('button', { name: /^Assign to Cart/ });
    expect(atFirstPlace).not.toHaveAttribute('aria-busy');
    expect(second).toBeTruthy();
    answer();
    server.resetHandlers();
  });

  it("shows the table's failure with Retry when the list cannot be read", async () => {
    pos();
    server.use(http.get('*/api/customer/get', () => HttpResponse.json({ error: 'down' })));
    at('');
    mountWidget(widget, {});
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
  });

  it('writes only non-default values to the address', () => {
    const href = 'http://store.test/pos/customer?x=1';
    expect(writeAddress({ page: 1, limit: 20, sort: { key: 'custname', order: 'DESC' }, filters: {} }, href)).toBe('/pos/customer?x=1');
    expect(writeAddress({ page: 1, limit: 20, sort: { key: 'custname', order: 'ASC' }, filters: {} }, href)).toBe('/pos/customer?x=1&sort=custname&order=ASC');
    expect(writeAddress({ page: 2, limit: 50, sort: { key: 'email', order: 'DESC' }, filters: { filter_email: 'a@b' } }, href)).toBe('/pos/customer?x=1&filter_email=a%40b&sort=email&order=DESC&page=2&limit=50');
    expect(readAddress('?filter_date_added_from=01/02/2026&page=x&sort=bogus')).toEqual({ page: 1, limit: 20, sort: { key: 'custname', order: 'DESC' }, filters: {} });
  });
});
