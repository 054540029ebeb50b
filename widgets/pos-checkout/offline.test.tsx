import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { db } from '../../mocks/db';
import { getOrder } from '../../mocks/db/orders';
import { paymentOf } from '../../mocks/handlers/payment';
import { CHECKOUT_WORKS_OFFLINE, T_NEEDS_STORE, T_PENDING } from '../../shared/payment';
import { T_ALL_SENT, T_OFFLINE, waitingText } from '../../shared/offline';

/**
 * At checkout: offline, cash (and checks) are taken with their request_id and shown as
 * "pending: recorded offline"; card and voucher need the store, disabled with the reason; back
 * online the cash goes to the store by itself, once.
 */
const ORDER = 1001;
const section = (name: string) => screen.getByRole('region', { name });
const banner = () => screen.getAllByRole('status').find((el) => el.hasAttribute('data-pf-connection'))!;
const cash = () => getOrder(db.orders, ORDER)!.transactions.filter((t) => t.transaction_type === 'cash');

describe('pos-checkout when the network drops', () => {
  it('takes cash offline as pending, disables card and voucher with the reason, and sends the cash once when back', async () => {
    const user = userEvent.setup();
    setConfig({ mode: 'pos' });
    mountWidget(widget, { orderId: ORDER, payment: structuredClone(paymentOf(getOrder(db.orders, ORDER)!)) as never });
    await screen.findByRole('region', { name: 'Take Payment' });

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner()).toHaveTextContent(T_OFFLINE);
    expect(banner()).toHaveTextContent(CHECKOUT_WORKS_OFFLINE);
    const tenders = section('Take Payment');
    for (const name of ['Card', 'Gift/Reward Voucher']) {
      const radio = within(tenders).getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription(T_NEEDS_STORE);
    }
    expect(within(tenders).getByRole('radio', { name: 'Cash' })).toBeEnabled();
    expect(within(tenders).getByRole('radio', { name: 'Check' })).toBeEnabled();

    await user.click(within(tenders).getByRole('radio', { name: 'Cash' }));
    const amount = await screen.findByLabelText('Amount Tendered');
    await user.clear(amount);
    await user.type(amount, '25.00');
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    expect(await within(section('Transactions')).findByText(`Cash (${T_PENDING})`)).toBeInTheDocument();
    // Nothing to void at the store yet.
    expect(within(section('Transactions')).queryByRole('button', { name: /^Void Cash/ })).not.toBeInTheDocument();
    expect(banner()).toHaveTextContent(waitingText(1));
    expect(cash()).toEqual([]);

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(cash()).toHaveLength(1), { timeout: 10_000 });
    expect(cash()[0].amount).toBe('25.00');
    await waitFor(() => expect(within(section('Transactions')).queryByText(`Cash (${T_PENDING})`)).not.toBeInTheDocument());
    expect(within(section('Transactions')).getByText('Cash')).toBeInTheDocument();
    await waitFor(() => expect(banner()).toHaveTextContent(T_ALL_SENT));
  });
});
