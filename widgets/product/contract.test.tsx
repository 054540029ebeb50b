import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/**
 * The product page against literal `{"product": Product}` props written from spec 1 §3 and spec 4
 * "Product data on pages" (options, discounts, thumbnails), and the five faults on its add to
 * compare and add to wishlist.
 */
const minimal = { product_id: 41, name: 'Brake Pad Set' };
const full = {
  product_id: 42,
  sku: 'PADS-42',
  ean: '',
  name: 'Ceramic Brake Pad Set',
  short_name: 'Pads',
  short_description: 'Quiet ceramic pads.',
  model: 'ABC123',
  manufacturer: 'Bendix',
  part_number: 'ABC123',
  mpn: 'ABC123',
  aaia: 'BKDK',
  aaia_brand_code: 'BKDK',
  price: 84.98,
  unit_price: 84.98,
  original_unit_price: 84.98,
  price_text: '$84.98',
  price_before_discounts: 84.98,
  special: 79.98,
  special_text: '$79.98',
  is_special: true,
  instant_rebate: 5,
  instant_rebate_name: 'Spring Rebate',
  is_instant_rebate: true,
  disable_pricing: false,
  disable_pricing_notice: '',
  is_orderable: true,
  requires_options: true,
  minimum: 1,
  quantity: 12,
  rating: 4,
  reviews: 9,
  is_new: true,
  shipping_cost: 0,
  currency_code: 'USD',
  categories: [{ category_id: 5, name: 'Brakes' }],
  category_levels: ['Brakes', 'Brake Pads'],
  links: { view: '/product/42-pads', manufacturer: '/brand/bendix' },
  thumbnails: { primary: '/image/pads-500x500.png', wishlist: '/image/pads-47x47.png', cart: '/image/pads-100x100.png' },
  key: '',
  options: [
    {
      product_option_id: 7,
      name: 'Position',
      type: 'select',
      required: true,
      values: [
        { product_option_value_id: 71, name: 'Front', price: 0, price_prefix: '+', price_text: '', image: '/image/front.png' },
        { product_option_value_id: 72, name: 'Rear', price: 5, price_prefix: '+', price_text: '+$5.00', image: '' },
      ],
    },
  ],
  discounts: [{ product_discount_id: 1, quantity: 4, price: 75, price_text: '$75.00' }],
};
/** PHP-flavoured: flags "0"/0, amounts as strings, ids as strings. */
const php = {
  ...full,
  product_id: '43',
  name: 'Strut Mount',
  price: '30.00',
  price_text: '$30.00',
  special: '',
  special_text: '',
  is_special: '0',
  instant_rebate: '5.00',
  is_instant_rebate: '0',
  is_new: 0,
  requires_options: '0',
  minimum: '1',
  rating: '0',
  reviews: '0',
  discounts: [],
  options: [{ product_option_id: '8', name: 'Note for the counter', type: 'text', required: '0', values: [] }],
};

describe('product: the documented props', () => {
  it('minimal: id and name are enough; nothing renders a stray 0', () => {
    mountWidget(widget, { product: minimal });
    expect(screen.getByRole('button', { name: 'Add to Wish List' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('full: special price, the instant rebate, the required option and its values', () => {
    mountWidget(widget, { product: full });
    // The special less the instant rebate, with the regular price struck through.
    expect(screen.getAllByText(/\$74\.98/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Regular price/).closest('s')).toHaveTextContent('$84.98');
    expect(screen.getByText(/Spring Rebate: -\$5\.00/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Position/ })).toBeRequired();
    expect(screen.getByRole('option', { name: /Rear/ })).toBeInTheDocument();
  });

  it('PHP-flavoured: "0" flags render nothing (no rebate, no special, option not required), amounts read', () => {
    mountWidget(widget, { product: php });
    expect(screen.getAllByText(/\$30\.00/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Spring Rebate/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Note for the counter/ })).not.toBeRequired();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('a product without id or name is refused (the server block stays)', () => {
    expect(() => mountWidget(widget, { product: { name: 'No id' } })).toThrow(/invalid props/);
  });
});

describe('product: the five faults', () => {
  it.each(faultCases)('add to compare, %s: "Uh oh!", no success', async (_name, fault) => {
    server.use(http.post('*/product/compare/add', fault));
    mountWidget(widget, { product: full });
    await userEvent.click(screen.getByRole('button', { name: 'Compare this Product' }));
    expect(await screen.findByText('Uh oh!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it.each(faultCases)('add to wishlist, %s: "Uh oh!", no success', async (_name, fault) => {
    server.use(http.post('*/account/wishlist/add', fault));
    mountWidget(widget, { product: full });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(await screen.findByText('Uh oh!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });
});
