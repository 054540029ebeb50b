import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

const orderOf = (id: number) => renderOrder(getOrder(db.orders, id)!);

describe('pos-order-view: texts', () => {
  it('shows the store’s words for its keys on the order view and the receipt', async () => {
    setConfig({ mode: 'pos', texts: { 'posOrderView.orderInfo': 'About this order', 'posOrderView.print': 'Print the {title}' } });
    mountWidget(widget, { order: orderOf(1005) });
    expect(await screen.findByRole('heading', { name: 'About this order' })).toBeInTheDocument();
    document.body.innerHTML = '';
    mountWidget(widget, { order: orderOf(1005), view: 'invoice' });
    expect(await screen.findByRole('button', { name: 'Print the Invoice' })).toBeInTheDocument();
  });
});
