import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { offlineStore } from '../../shared/offline';
import { T_PENDING, type PendingPayment } from '../../shared/payment';
import widget from './index';

/** A payment taken offline and not yet sent is printed on the receipt as pending. */
describe('pos-order-view: the receipt of a sale paid offline', () => {
  it('lists the cash kept on this register as "pending: recorded offline"', async () => {
    setConfig({ mode: 'pos' });
    const kept: PendingPayment[] = [{ input: { orderId: 1001, type: 'cash', amount: '20.00', request_id: 'offline-receipt-1' }, label: 'Cash', at: Date.now() }];
    await offlineStore().set('payments:1001', kept);
    mountWidget(widget, { order: renderOrder(getOrder(db.orders, 1001)!), view: 'receipt' });
    const receipt = await screen.findByRole('article', { name: /#1001$/ });
    const row = await within(receipt).findByText(`Cash (${T_PENDING})`);
    expect(row.nextElementSibling).toHaveTextContent('$20.00');
  });
});
