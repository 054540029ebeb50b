import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/**
 * A listing against literal `data-pf-props` written from spec 4 "Product data on pages":
 * `{"source", "products": [Product], "total", "page", "limit"}`.
 */
const minimal = { source: 'category', products: [{ product_id: 51, name: 'Oil Filter' }] };
const product = {
  product_id: 52,
  name: 'Ceramic Brake Pads',
  model: 'ABC123',
  manufacturer: 'Bendix',
  part_number: 'ABC123',
  mpn: 'ABC123',
  aaia: '',
  price: 84.98,
  price_text: '$84.98',
  special: null,
  is_special: false,
  is_instant_rebate: false,
  disable_pricing: false,
  is_orderable: true,
  requires_options: false,
  minimum: 1,
  quantity: 4,
  rating: 4,
  reviews: 3,
  is_new: true,
  links: { view: '/product/52-pads', manufacturer: '/brand/bendix' },
  thumbnails: { primary: '/image/pads-228x228.png', wishlist: '', cart: '' },
  options: [],
  discounts: [],
};
const full = { source: 'search', products: [product], total: 1, page: 1, limit: 15 };
const php = {
  source: 'special',
  products: [{ ...product, product_id: '53', name: 'Strut Mount', price: '30.00', price_text: '$30.00', is_new: '0', is_special: '0', is_instant_rebate: 0, rating: '0', reviews: '0', requires_options: '0', is_orderable: '1', minimum: '1' }],
  total: '1',
  page: '1',
  limit: '15',
};

describe('product-list: the documented props', () => {
  it('minimal: a product with id and name is a card with its name', () => {
    mountWidget(widget, minimal);
    expect(screen.getByRole('heading', { name: 'Oil Filter' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('full: linked name, image through url, price', () => {
    mountWidget(widget, full);
    expect(screen.getByRole('link', { name: 'Ceramic Brake Pads' })).toHaveAttribute('href', '/product/52-pads');
    expect(screen.getAllByText(/\$84\.98/).length).toBeGreaterThan(0);
  });

  it('PHP-flavoured: "0" flags render nothing, string amounts read', () => {
    mountWidget(widget, php);
    expect(screen.getAllByText(/\$30\.00/).length).toBeGreaterThan(0);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});

describe('product-list: the five faults', () => {
  it.each(faultCases)('add to compare, %s: "Uh oh!", no success', async (_name, fault) => {
    server.use(http.post('*/product/compare/add', fault));
    mountWidget(widget, full);
    await userEvent.click(screen.getByRole('button', { name: 'Add Ceramic Brake Pads to Compare' }));
    expect(await screen.findByText('Uh oh!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it.each(faultCases)('add to wishlist, %s: "Uh oh!", no success', async (_name, fault) => {
    server.use(http.post('*/account/wishlist/add', fault));
    mountWidget(widget, full);
    await userEvent.click(screen.getByRole('button', { name: 'Add Ceramic Brake Pads to Wish List' }));
    expect(await screen.findByText('Uh oh!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });
});
