import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/** The wishlist page against literal answers written from spec 1 §3 "Wishlist product" and spec 4. */
const GET = '*/account/wishlist/getWishlist';
const REMOVE = '*/account/wishlist/remove';

const minimal = { product_id: 3, name: 'Brake Pad Set', model: 'BKDK-ABC123', thumbnails: { wishlist: '/image/pads-47x47.png' }, links: { view: '/product/3-pads' }, disable_pricing: false, requires_options: false, is_orderable: true };
const full = { ...minimal, disable_pricing_notice: '', price_text: '$84.98', special_text: '$79.98', minimum: 2, aaia: 'BKDK', mpn: 'ABC123' };
const php = { ...full, product_id: '4', name: 'Strut', disable_pricing: '1', disable_pricing_notice: 'Call for price', requires_options: '0', is_orderable: 0, minimum: '1' };

const answer = (products: unknown[]) => server.use(http.get(GET, () => HttpResponse.json({ products })));

describe('wishlist: the documented answer', () => {
  it('minimal: name linked, model, an empty price cell, Add to Cart', async () => {
    answer([minimal]);
    mountWidget(widget);
    expect(await screen.findByRole('link', { name: 'Brake Pad Set' })).toHaveAttribute('href', '/product/3-pads');
    expect(screen.getByText('BKDK-ABC123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('full: the regular price struck through beside the special', async () => {
    answer([full]);
    mountWidget(widget);
    expect(await screen.findByText('$79.98')).toBeInTheDocument();
    expect(screen.getByText('$84.98').tagName).toBe('S');
  });

  it('PHP-flavoured: "1" disables pricing (the notice shows), 0 is not orderable, no stray 0', async () => {
    answer([php]);
    mountWidget(widget);
    expect(await screen.findByText('Call for price')).toBeInTheDocument();
    expect(screen.getByText(/cannot be ordered online/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});

describe('wishlist: the five faults', () => {
  it.each(faultCases)('load, %s: says the wishlist could not be loaded, with Try again', async (_name, fault) => {
    server.use(http.get(GET, fault));
    mountWidget(widget);
    expect(await screen.findByText('Your wishlist could not be loaded.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(faultCases)('remove, %s: says so, keeps the product, shows no success', async (_name, fault) => {
    answer([full]);
    server.use(http.post(REMOVE, fault));
    mountWidget(widget);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Brake Pad Set' }));
    expect(await screen.findByText('Uh oh!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brake Pad Set' })).toBeInTheDocument();
  });
});
