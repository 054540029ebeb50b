import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

/**
 * Search for a Customer against answers written from spec 5 (`{"results": [{"customer_id",
 * "name", "email", "telephone", "address", "vehicle"}]}`): minimal, full, PHP-flavoured, and the
 * five faults on the search (the main load) and on adding the customer to an order (the main
 * change).
 */

const box = () => screen.getByRole('combobox', { name: 'Search customers' });
const options = () => within(screen.getByRole('listbox', { name: 'Customers found' })).getAllByRole('option');

function answer(results: unknown) {
  server.use(http.get('*/api/customer/search', () => HttpResponse.json({ results })));
}

/** Types `text` and lets the 500 ms debounce pass. */
async function search(text: string, props: Record<string, string> = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setConfig({ mode: 'pos' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  mountWidget(widget, props);
  await user.type(box(), text);
  await act(() => vi.advanceTimersByTimeAsync(500));
  return user;
}

describe('customer-search against the documented answers', () => {
  afterEach(() => vi.useRealTimers());

  it('minimal: a result with only its id and name shows the name and nothing stray', async () => {
    answer([{ customer_id: 5, name: 'Ana Lima' }]);
    await search('ana');
    expect(await screen.findByRole('option', { name: /Ana Lima/ })).toBeInTheDocument();
    expect(options()[0].textContent).toBe('Ana Lima');
  });

  it('full: name, phone · email, address and vehicle', async () => {
    answer([{ customer_id: 501, name: 'Jordan Miller', email: 'jordan.miller@example.com', telephone: '(217) 555-0134', address: '12 Main St, Urbana, Illinois 61801', vehicle: '2018 Ford F-150 XLT' }]);
    await search('miller');
    const option = await screen.findByRole('option', { name: /Jordan Miller/ });
    expect(option).toHaveTextContent('(217) 555-0134 · jordan.miller@example.com');
    expect(option).toHaveTextContent('12 Main St, Urbana, Illinois 61801');
    expect(option).toHaveTextContent('2018 Ford F-150 XLT');
  });

  it('PHP-flavoured: a string id and a numeric phone; choosing it offers its edit link', async () => {
    answer([{ customer_id: '503', name: 'Luis Ortega', email: '', telephone: 8125550102, address: null, vehicle: '' }]);
    const user = await search('ortega');
    const option = await screen.findByRole('option', { name: /Luis Ortega/ });
    expect(option.textContent).toBe('Luis Ortega8125550102');
    await user.click(option);
    expect(screen.getByRole('link', { name: 'Edit Luis Ortega' })).toHaveAttribute('href', expect.stringContaining('customer_id=503'));
  });

  it.each(faultCases)('the search fails (%s): "Something went wrong!" with Retry, the text kept, never "No results"', async (_name, fault) => {
    server.use(http.get('*/api/customer/search', fault));
    await search('miller');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(box()).toHaveValue('miller');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });

  it.each(faultCases)('adding the customer to an order fails (%s): the failure shown, the choice kept, no success', async (_name, fault) => {
    answer([{ customer_id: 501, name: 'Jordan Miller' }]);
    server.use(http.post('*/pos/order/setCustomer', fault));
    const user = await search('miller', { orderId: '1002' });
    await user.click(await screen.findByRole('option', { name: /Jordan Miller/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Order' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Customer added to order!')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Jordan Miller/ })).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveValue('miller');
  });

  it('adds the chosen customer to the order with the store answer of spec 5', async () => {
    answer([{ customer_id: 501, name: 'Jordan Miller' }]);
    server.use(http.post('*/pos/order/setCustomer', () => HttpResponse.json({ success: 'Customer added to order!', customer_id: '501', customer: { customer_id: 501, firstname: 'Jordan', lastname: 'Miller' } })));
    const user = await search('miller', { orderId: '1002' });
    await user.click(await screen.findByRole('option', { name: /Jordan Miller/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Order' }));
    expect(await screen.findByText('Customer added to order!')).toBeInTheDocument();
  });
});
