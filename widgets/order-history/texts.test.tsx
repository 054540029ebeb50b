import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/** The Order History opener's words come from its catalog: a store's `texts` in #pf-config replace them by key. */
describe('order history texts', () => {
  it('shows the store’s words for why it cannot open', () => {
    setConfig({ mode: 'storefront', texts: { 'orderHistory.noToken': 'Open this from the order page.' } });
    mountWidget(widget, { orderId: '1003' });
    expect(screen.getByText('Open this from the order page.')).toBeInTheDocument();
  });
});
