import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { catalog, productById, renderProduct } from '../../mocks/db/catalog';

/** The product block's words come from its catalog: a store's `texts` in #pf-config replace them by key. */
describe('product block texts', () => {
  it('shows the store’s words for the wish list button', () => {
    setConfig({ texts: { 'productPage.wishList': 'Save for later' } });
    const { unmount } = mountWidget(widget, { product: renderProduct(productById(101)!) });
    expect(screen.getByRole('button', { name: 'Save for later' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Wish List' })).not.toBeInTheDocument();
    unmount();
  });

  it('shows the store’s words for the labor line', () => {
    setConfig({ texts: { 'product.laborTime': 'Shop time: {time}' } });
    const { unmount } = mountWidget(widget, { product: renderProduct(catalog().find((c) => c.product.labor && c.product.is_orderable)!) });
    expect(screen.getByText(/Shop time: /)).toBeInTheDocument();
    expect(screen.queryByText(/Labor time: /)).not.toBeInTheDocument();
    unmount();
  });
});
