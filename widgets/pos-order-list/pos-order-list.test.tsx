import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { navigation } from '../../shared/runtime/navigation';
import widget from './index';
import { readAddress, tabAddresses, writeAddress } from './address';
import { getOrders } from '../../shared/api/order';
import { invalidateQueries } from '../../shared/data';
import { db } from '../../mocks/db';
import { addOrder } from '../../mocks/db/orders';
import { recordRequestsTo } from '../../tests/utils/requests';

const pos = (extra: Record<string, unknown> = {}) => setConfig({ mode: 'pos', ...extra });
const at = (search: string) => window.history.replaceState(null, '', `/pos/order${search}`);
const table = () => screen.getByRole('table', { name: 'Orders' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const idsShown = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent);

async function mounted(search = '') {
  at(search);
  const m = mountWidget(widget, {});
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return m;
}

describe('pos-order-list', () => {
  it('renders a notice outside POS mode and the locked view when locked, asking the store nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    at('');
    mountWidget(widget, {});
    expect(screen.getByText('The order list is available in POS mode only.')).toBeInTheDocument();
    document.body.innerHTML = '';
    pos({ posLocked: true });
    mountWidget(widget, {});
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows the tabs with their counts and moves between them through the address', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    const nav = screen.getByRole('navigation', { name: 'Order status' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page'));
    const saved = within(nav).getByRole('link', { name: /^Saved \(\d+\)$/ });
    expect(saved).toHaveAttribute('href', '/pos/order?status=saved');
    for (const name of [/^Kiosk \(\d+\)$/, /^Outstanding Balance \(\d+\)$/, /^Paid Orders \(\d+\)$/]) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    const savedCount = Number(/\((\d+)\)/.exec(saved.textContent!)![1]);
    await user.click(saved);
    expect(saved).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(window.location.search).toBe('?status=saved'));
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(savedCount, 20)));
    for (const r of bodyRows()) expect(within(r).getByText(/^(Saved|Incomplete Transaction)$/)).toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page'));
  });

  it('reads the tab, page and sort from the page address', async () => {
    pos();
    await mounted('?status=complete&page=2&sort=order_id&order=ASC');
    expect(screen.getByRole('link', { name: /^Paid Orders/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: /Order ID/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: /page 2/i })).toHaveAttribute('aria-current', 'page');
    const ids = idsShown().map((t) => Number(t!.slice(1)));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('filters by customer name and keeps the filter in the address; PO number only when enabled', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    expect(screen.queryByLabelText('PO Number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer Name'), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('filter_customer')).toBe('Priya'));
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('Priya Raman'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
  });

  it('offers the PO number filter and column when PO numbers are enabled', async () => {
    pos({ pos: { poNumbers: { enabled: true, required: false } } });
    const user = userEvent.setup();
    await mounted();
    await user.type(screen.getByLabelText('PO Number'), 'FLEET');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText(/FLEET-2201/))).toBe(true));
    expect(screen.getByRole('columnheader', { name: 'PO Numbers' })).toBeInTheDocument();
  });

  it('fills the status filter from the store and filters by status', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    const select = screen.getByLabelText('Order Status');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Voided' })).toBeInTheDocument());
    await user.selectOptions(select, 'Voided');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('Voided'))).toBe(true));
    // The address follows once the filtered list has painted (useAddressState).
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('filter_order_status_id')).toBe('16'));
  });

  it('sorts by a header and pages through the address', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    await user.click(screen.getByRole('button', { name: 'Total' }));
    // The pressed header paints first; the address follows after that paint.
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('total'));
    expect(new URLSearchParams(window.location.search).get('order')).toBe('ASC');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveAttribute('aria-busy'));
    await user.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
  });

  it('sends exactly one request for a sort when the result is not all on screen, and a sort from page 2 goes to page 1', async () => {
    pos();
    const user = userEvent.setup();
    await mounted('?page=2');
    const asked = recordRequestsTo('/api/order');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=total&order=ASC'));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveAttribute('aria-busy'));
    expect(asked.map((u) => [u.searchParams.get('sort'), u.searchParams.get('order'), u.searchParams.get('page')])).toEqual([['total', 'ASC', '1']]);
    const store = await getOrders({ sort: 'total', order: 'ASC' });
    expect(idsShown()).toEqual(store.results.map((o) => `#${o.order_id}`));
  });

  it('sorts a whole result on screen in the page as the store would, without asking it, keeping the address in step', async () => {
    pos();
    const user = userEvent.setup();
    // A page over 100 rows is virtualized: give its scroll box a size (jsdom lays nothing out).
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    await mounted('?limit=500');
    const all = await getOrders({ limit: 500 });
    expect(all.results.length).toBe(all.total_items);
    expect(all.total_items).toBeGreaterThan(100);
    expect(idsShown().length).toBeGreaterThan(10);
    const sorts = [['Total', 'total', 'ASC'], ['Total', 'total', 'DESC'], ['Customer', 'customer', 'ASC']] as const;
    const stores = await Promise.all(sorts.map(([, key, order]) => getOrders({ sort: key, order, limit: 500 })));
    const asked = recordRequestsTo('/api/order');
    for (const [i, [name, key, order]] of sorts.entries()) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toHaveAttribute('aria-sort', order === 'ASC' ? 'ascending' : 'descending');
      await waitFor(() => expect(window.location.search).toBe(`?sort=${key}&order=${order}&limit=500`));
      await waitFor(() => expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveAttribute('aria-busy'));
      expect(idsShown()).toEqual(stores[i].results.slice(0, idsShown().length).map((o) => `#${o.order_id}`));
    }
    window.history.back();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('order')).toBe('DESC'));
    await waitFor(() => expect(idsShown()).toEqual(stores[1].results.slice(0, idsShown().length).map((o) => `#${o.order_id}`)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Every sort above, and Back, was done in the page.
    expect(asked).toEqual([]);
    // A filter is a new result: the store is asked.
    await user.type(screen.getByLabelText('Customer Name'), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].searchParams.get('filter_customer')).toBe('Priya');
  });

  it('asks the store again for a whole result when its orders change, and sorts the new answer in the page', async () => {
    pos();
    const user = userEvent.setup();
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    await mounted('?limit=500');
    await user.click(screen.getByRole('button', { name: 'Order ID' }));
    await waitFor(() => expect(idsShown()[0]).toBe('#890'));
    const asked = recordRequestsTo('/api/order');
    db.orders.list = db.orders.list.filter((o) => o.order_id !== 890);
    act(() => invalidateQueries(['orders']));
    await waitFor(() => expect(idsShown()[0]).toBe('#891'));
    expect(asked).toHaveLength(1);
    // The answer the sort started from (the default order) is read again, and sorted here.
    expect([asked[0].searchParams.get('sort'), asked[0].searchParams.get('order')]).toEqual(['date_added', 'DESC']);
    expect(screen.getByRole('columnheader', { name: /Order ID/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('continues an order only with exactly one selected', async () => {
    pos();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await mounted();
    await user.click(screen.getByRole('button', { name: 'Continue Order' }));
    // The first toast loads the toast library (a dynamic import): slow on a loaded machine.
    expect(await screen.findByText('Invalid Selection')).toBeInTheDocument();
    expect(screen.getByText('Please select one order to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select order #1009' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #1008' }));
    await user.click(screen.getByRole('button', { name: 'Continue Order' }));
    expect(go).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Select order #1009' }));
    await user.click(screen.getByRole('button', { name: 'Continue Order' }));
    expect(go).toHaveBeenCalledWith('/pos/order/continue?order_id=1008');
  });

  it('styles the whole row of an Incomplete Transaction as incomplete (spec 2 §4)', async () => {
    pos();
    await mounted('?status=saved');
    const incomplete = bodyRows().filter((r) => within(r).queryByText('Incomplete Transaction'));
    expect(incomplete.length).toBeGreaterThan(0);
    for (const r of bodyRows()) expect(r.className.includes('incompleteRow')).toBe(incomplete.includes(r));
  });

  it('links each order to its view page, and shows a balance as owed or Paid', async () => {
    pos();
    await mounted();
    expect(screen.getByRole('link', { name: '#1009' })).toHaveAttribute('href', '/pos/order/view?order_id=1009');
    const cells = (id: string) => within(screen.getByRole('link', { name: id }).closest('tr')!).getAllByRole('cell');
    expect(cells('#1004').at(-1)).toHaveTextContent('Paid');
    expect(cells('#1005').at(-1)).toHaveTextContent('Paid');
    expect(cells('#1003').at(-1)).toHaveTextContent(/^\$\d+\.\d{2}$/);
  });

  it('shows Something went wrong! with Retry when the list fails, and recovers', async () => {
    pos();
    setFaults({ failing: { 'api/order': 'http500' } });
    const user = userEvent.setup();
    at('');
    mountWidget(widget, {});
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows().length).toBe(20));
  });

  it('sends the status, filters, sort and page as the store reads them', async () => {
    pos();
    const seen: URLSearchParams[] = [];
    server.use(http.get('*/api/order', ({ request }) => void seen.push(new URL(request.url).searchParams)));
    await mounted('?status=outstanding_balance&filter_cashier=Dana&sort=customer&order=DESC&page=1');
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({ from_pos: '1', status: 'outstanding_balance', filter_cashier: 'Dana', sort: 'customer', order: 'DESC', page: '1', limit: '20' });
    void HttpResponse;
  });
});

describe('pos-order-list address', () => {
  it('ignores unknown values and round-trips the rest', () => {
    expect(readAddress('?status=nope&page=-2&sort=evil&limit=x')).toEqual({ status: '', page: 1, sort: { key: 'date_added', order: 'DESC' }, limit: 20, filters: {} });
    const state = readAddress('?status=kiosk&page=3&sort=total&order=asc&filter_product=pads&x=1');
    expect(writeAddress(state, 'http://s.test/pos/order?x=1')).toBe('/pos/order?x=1&status=kiosk&filter_product=pads&sort=total&order=ASC&page=3');
    expect(writeAddress(readAddress(''), 'http://s.test/pos/order?page=2#top')).toBe('/pos/order#top');
  });

  it('links each status tab to the same list on page 1, each as writeAddress writes it', () => {
    const state = readAddress('?status=kiosk&page=3&sort=total&order=asc&filter_product=pads');
    const href = 'http://s.test/pos/order?x=1&status=kiosk&page=3';
    const statuses = ['', 'saved', 'kiosk', 'outstanding_balance', 'complete'] as const;
    expect(tabAddresses(state, href, statuses)).toEqual(statuses.map((status) => writeAddress({ ...state, status, page: 1 }, href)));
    expect(tabAddresses(state, href, statuses)[1]).toBe('/pos/order?x=1&status=saved&filter_product=pads&sort=total&order=ASC');
  });
});

describe('pos-order-list reads the store again', () => {
  it('shows a tab visited before at once and asks the store again for it, at a clerk’s quick pace', async () => {
    pos();
    const user = userEvent.setup();
    await mounted();
    // The clerk is back on All within a second: the page's clock stands still for this test's clicks.
    const at = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(at + 500);
    const nav = screen.getByRole('navigation', { name: 'Order status' });
    const firstIds = idsShown();
    await user.click(within(nav).getByRole('link', { name: /^Saved/ }));
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    // A kiosk order arrives meanwhile; the store's answer to the All tab is held until checked.
    const kiosk = addOrder(db.orders, { pos_status: 'kiosk', products: [{ product_id: db.orders.list[0].products[0].product_id, quantity: 1 }] });
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/order', () => held));
    const asked = recordRequestsTo('/api/order');
    await user.click(within(nav).getByRole('link', { name: /^All/ }));
    await waitFor(() => expect(asked.map((u) => u.searchParams.get('status'))).toEqual([null]));
    expect(idsShown()).toEqual(firstIds);
    answer();
    await waitFor(() => expect(idsShown()[0]).toBe(`#${kiosk.order_id}`));
    expect(asked).toHaveLength(1);
  });

  it('asks the store again when the window regains focus', async () => {
    pos();
    await mounted();
    const asked = recordRequestsTo('/api/order');
    const kiosk = addOrder(db.orders, { pos_status: 'kiosk', products: [{ product_id: db.orders.list[0].products[0].product_id, quantity: 1 }] });
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(idsShown()[0]).toBe(`#${kiosk.order_id}`));
    expect(asked).toHaveLength(1);
  });
});
