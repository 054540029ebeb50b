import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { cartWidgetTests } from '../../tests/utils/cartWidgets';

/** The cart page's words come from its catalog: a store's `texts` in #pf-config replace them by key. */
const mounted = cartWidgetTests();

describe('cart page texts', () => {
  it('shows the store’s words for a line’s labels and its Checkout button', async () => {
    setConfig({ texts: { 'cart.unitPrice': 'Each', 'cart.checkout': 'Pay now' } });
    mounted.push(mountWidget(widget).unmount);
    expect((await screen.findAllByText('Each')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Unit price')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});
