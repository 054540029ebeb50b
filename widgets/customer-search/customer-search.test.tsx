import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { mountWidget, openWidget, setConfig } from '../../tests/utils/widget';
import { eventually } from '../../tests/utils/wait';
import { navigation } from '../../shared/runtime/navigation';
import * as customerApi from '../../shared/api/customer';
import widget from './index';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

const pos = (extra: Record<string, unknown> = {}) => setConfig({ mode: 'pos', ...extra });
const box = () => screen.getByRole('combobox', { name: 'Search customers' });
const options = () => within(screen.getByRole('listbox', { name: 'Customers found' })).getAllByRole('option');

/** Counts the searches the store receives, by text. */
function watchSearches() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/api/customer/search')) return;
    const s = url.searchParams.get('s') ?? '';
    seen.push(s);
  });
  return { seen };
}

describe('customer-search', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('outside POS mode shows a notice instead of the search; with posLocked the locked view', () => {
    mountWidget(widget, {});
    expect(screen.getByText('Customer search is available in POS mode only.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    pos({ posLocked: true });
    mountWidget(widget, {});
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
  });

  it('searches 500 ms after the last key, once, and cancels a superseded search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pos();
    const { seen } = watchSearches();
    const search = vi.spyOn(customerApi, 'searchCustomers');
    server.use(
      http.get('*/api/customer/search', async ({ request }) => {
        const s = new URL(request.url).searchParams.get('s');
        if (s === 'mil') await delay(2000);
        return HttpResponse.json({ results: s === 'miller' ? [{ customer_id: 501, name: 'Jordan Miller', email: 'jordan.miller@example.com', telephone: '(217) 555-0134', address: '1 Main St', vehicle: '' }] : [] });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountWidget(widget, {});
    await user.type(box(), 'mil');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(seen).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await eventually(() => expect(seen).toEqual(['mil']));
    await user.type(box(), 'ler');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await eventually(() => expect(seen).toEqual(['mil', 'miller']));
    // The first search's request was cancelled when the newer one started.
    const [first, second] = search.mock.calls;
    expect([first[0], first[1]?.aborted]).toEqual(['mil', true]);
    expect([second[0], second[1]?.aborted]).toEqual(['miller', false]);
    await eventually(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Jordan Miller');
  });

  it('moves through the results with the arrow keys; confirm stays disabled until one is chosen; assigns to the cart', async () => {
    pos();
    const user = userEvent.setup();
    mountWidget(widget, {});
    const assign = screen.getByRole('button', { name: 'Assign to Cart' });
    expect(assign).toBeDisabled();
    await user.type(box(), 'ortega');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(assign).toBeDisabled();
    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0].id);
    expect(assign).toBeEnabled();
    await user.dblClick(assign);
    expect(await screen.findByText('Customer assigned to cart!')).toBeInTheDocument();
    expect(db.cart.customer_id).toBe(503);
  });

  it('as a modal with an order id assigns to that order ("Customer added to order!") and closes', async () => {
    pos();
    const user = userEvent.setup();
    let posted = '';
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/pos/order/setCustomer')) posted = await request.clone().text();
    });
    openWidget(widget, { orderId: '1002' });
    const dialog = screen.getByRole('dialog', { name: 'Search for a Customer' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search customers' }), 'priya');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.click(options()[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Add to Order' }));
    expect(await screen.findByText('Customer added to order!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search for a Customer' })).not.toBeInTheDocument());
    expect(new URLSearchParams(posted).get('order_id')).toBe('1002');
    expect(new URLSearchParams(posted).get('customer_id')).toBe('502');
  });

  it('keeps the dialog open with the store words when assigning fails', async () => {
    pos();
    server.use(http.post('*/checkout/cart/setCustomer', () => HttpResponse.json({ error: 'The cart is locked by another register.' })));
    const user = userEvent.setup();
    openWidget(widget, {});
    await user.type(box(), 'ortega');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.click(options()[0]);
    await user.click(screen.getByRole('button', { name: 'Assign to Cart' }));
    expect(await screen.findByText('The cart is locked by another register.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Search for a Customer' })).toBeInTheDocument();
    expect(box()).toHaveValue('ortega');
  });

  it("shows 'Something went wrong!' when the search fails, and 'No results' when nothing matches", async () => {
    pos();
    const user = userEvent.setup();
    server.use(http.get('*/api/customer/search', () => HttpResponse.json({ error: 'Search is down' })));
    mountWidget(widget, {});
    await user.type(box(), 'zz');
    expect(await screen.findByText('Something went wrong!', {})).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('hands the customer to theme code with onSelect, and New Customer goes to the add page', async () => {
    pos();
    const onSelect = vi.fn();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    openWidget(widget, { onSelect });
    await user.click(screen.getByRole('button', { name: 'New Customer' }));
    expect(go).toHaveBeenCalledWith('/pos/customer/add');
    await user.type(box(), 'jordan');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ customer_id: 501, name: 'Jordan Miller' }));
    expect(db.cart.customer_id).toBeNull();
  });
});

describe('customer-search: the store’s words', () => {
  it('titles the search with a text set in #pf-config', async () => {
    pos({ texts: { 'customerSearch.title': 'Find a customer' } });
    mountWidget(widget, {});
    expect(await screen.findByRole('heading', { name: 'Find a customer' })).toBeInTheDocument();
  });
});
