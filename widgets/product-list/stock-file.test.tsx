import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { catalog, renderProduct } from '../../mocks/db/catalog';

// The stock by location is a file of its own (POS mode only); here it cannot be fetched (offline,
// or a deploy in between).
vi.mock('./components/StockByLocation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe("product-list: the stock table's file cannot be fetched", () => {
  it('a POS card says the stock could not be loaded, with Try again, and the rest of the card stays', async () => {
    setConfig({ mode: 'pos' });
    const product = renderProduct(catalog().find((it) => it.product.is_orderable && (it.product.stock_by_location ?? []).length > 0)!);
    mountWidget(widget, { source: 'category', products: [product], total: 1, page: 1, limit: 15 });
    const card = screen.getByRole('article', { name: product.name });
    expect(await within(card).findByText('The stock by location could not be loaded.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: new RegExp(product.name) })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('The stock by location could not be loaded.')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });
});
