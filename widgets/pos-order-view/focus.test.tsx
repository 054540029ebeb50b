import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

/**
 * After a void the focus never drops to the page (document.body). A voided payment's
 * button goes with its question, so the focus goes to the transactions, where the void shows;
 * Void Order goes with the voided order, so the focus goes to Order Info, which says Voided.
 */
const view = (id: number) => mountWidget(widget, { order: renderOrder(getOrder(db.orders, id)!) });
const section = (name: string) => screen.getByRole('region', { name });

describe('pos-order-view: the focus after a void', () => {
  it('a voided payment: the focus is on the transactions table', async () => {
    setConfig({ mode: 'pos' });
    const user = userEvent.setup();
    view(1003);
    await waitFor(() => expect(within(section('Payment Info')).getByText('Parts')).toBeInTheDocument());
    await user.click(within(section('Payment Info')).getByRole('button', { name: 'Void Cash' }));
    await user.click(within(screen.getByRole('dialog', { name: /^Void the \$50\.00 Cash payment on order #1003\b/ })).getByRole('button', { name: 'Void Payment' }));
    await screen.findByText('Cash has been voided.');
    await waitFor(() => expect(within(section('Payment Info')).getByRole('table', { name: 'Transactions' })).toHaveFocus());
  });

  it('a voided order: the focus is on the Order Info heading', async () => {
    setConfig({ mode: 'pos' });
    const user = userEvent.setup();
    view(1004);
    await user.click(screen.getByRole('button', { name: 'Void Order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void Order' }));
    await screen.findByText('Order #1004 has been voided.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Order Info' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
