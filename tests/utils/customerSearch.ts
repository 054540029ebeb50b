import { expect, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Add Customer → Search for a Customer: types the query, waits out the search debounce (fake
 * timers on), picks the customer and adds them to the order; resolves once the dialog has closed.
 */
export async function addCustomerToOrder(user: ReturnType<typeof userEvent.setup>, query: string, option: RegExp, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('button', { name: 'Add Customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search for a Customer' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Search customers' }), query);
  await act(() => vi.advanceTimersByTimeAsync(600));
  await user.click(await within(dialog).findByRole('option', { name: option }));
  await user.click(within(dialog).getByRole('button', { name: 'Add to Order' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
