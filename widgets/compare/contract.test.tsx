import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/**
 * The compare page against literal answers written from spec 1 §3 "Compare product" and spec 4
 * "Wishlist and compare" (docs/endpoints.md lists the extensions).
 */
const GET = '*/product/compare/getCompare';
const REMOVE = '*/product/compare/remove';

/** Only the documented fields: no name, link, image, price or orderability. */
const minimal = {
  product_id: 7,
  model: 'K80012',
  manufacturer: 'Moog',
  stock_text: '3 in Stock',
  weight_text: '2.1 lb',
  length_text: '6 in',
  width_text: '4 in',
  height_text: '4 in',
  rating: 4,
  reviews: 12,
  attribute_groups: [{ name: 'Fit', attributes: [{ name: 'Position', value: 'Front Lower' }] }],
};

/** Every field, extensions included. */
const full = {
  ...minimal,
  product_id: '8',
  name: 'Front Lower Ball Joint',
  links: { view: '/product/8-ball-joint' },
  thumbnails: { primary: '/image/cache/ball-joint-228x228.png' },
  price_text: '$42.99',
  special_text: '$39.99',
  disable_pricing: false,
  disable_pricing_notice: '',
  is_orderable: true,
  requires_options: false,
  minimum: 1,
  aaia: 'MOOG',
  mpn: 'K80012',
};

/** PHP-flavoured: flags as "1"/0, numbers as strings. */
const php = {
  ...full,
  product_id: '9',
  name: 'Strut Mount',
  links: { view: '/product/9-strut-mount' },
  rating: '3',
  reviews: '0',
  disable_pricing: 0,
  is_orderable: '0',
  requires_options: 0,
  minimum: '2',
};

const answer = (products: unknown[]) => server.use(http.get(GET, () => HttpResponse.json({ products })));
const headers = () => within(within(screen.getByRole('table')).getAllByRole('rowgroup')[0]).getAllByRole('columnheader');

describe('compare: the documented answer', () => {
  it('minimal: heads the column with brand and model, and links to no page it does not know', async () => {
    answer([minimal]);
    mountWidget(widget);
    await screen.findByRole('table', { name: 'Product comparison' });
    expect(headers().map((h) => h.textContent)).toEqual(['Moog K80012']);
    expect(within(headers()[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Front Lower')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Moog K80012' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('full: name linked, image, special price, Add to Cart', async () => {
    answer([full]);
    mountWidget(widget);
    await screen.findByRole('table', { name: 'Product comparison' });
    expect(within(headers()[0]).getByRole('link', { name: 'Front Lower Ball Joint' })).toHaveAttribute('href', '/product/8-ball-joint');
    expect(screen.getByRole('img', { name: 'Front Lower Ball Joint' })).toHaveAttribute('src', '/image/cache/ball-joint-228x228.png');
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('PHP-flavoured: "0" orderable is not orderable, and no stray 0 renders', async () => {
    answer([php]);
    mountWidget(widget);
    await screen.findByRole('table', { name: 'Product comparison' });
    expect(screen.getByText(/cannot be ordered online/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('unknown orderability with a product page: View Product instead of Add to Cart', async () => {
    answer([{ ...minimal, name: 'Ball Joint', links: { view: '/product/7-ball-joint' } }]);
    mountWidget(widget);
    expect(await screen.findByRole('link', { name: 'View Ball Joint' })).toHaveAttribute('href', '/product/7-ball-joint');
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
  });
});

describe('compare: the five faults', () => {
  it.each(faultCases)('load, %s: says the list could not be loaded, with Try again', async (_name, fault) => {
    server.use(http.get(GET, fault));
    mountWidget(widget);
    expect(await screen.findByText('The compare list could not be loaded.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(faultCases)('remove, %s: says so, keeps the product, shows no success', async (_name, fault) => {
    answer([full]);
    server.use(http.post(REMOVE, fault));
    mountWidget(widget);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Front Lower Ball Joint' }));
    expect((await screen.findByText('Uh oh!', {}, { timeout: 4000 })).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
    expect(headers().map((h) => h.textContent)).toEqual(['Front Lower Ball Joint']);
  });
});
