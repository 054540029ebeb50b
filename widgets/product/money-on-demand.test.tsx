import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import type { Product } from '../../mocks/db/records';
import { loadedMoney } from '../../shared/money/lazy';

/**
 * The product page downloads the money engine (decimal.js) only when the shopper changes a
 * computed price: at load it shows the store's own texts. One file, so the engine's state is this
 * page's (vitest isolates files): the first test runs before anything has asked for the engine.
 */
function part(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 101,
    name: 'PowerStop Front Brake Pad Set',
    model: 'ABC123',
    manufacturer: 'PowerStop',
    part_number: 'ABC123',
    mpn: 'ABC123',
    aaia: 'BKDK',
    price: '84.99',
    price_text: '$84.99',
    is_special: true,
    special: '72.24',
    special_text: '$72.24',
    is_instant_rebate: false,
    discounts: [{ product_discount_id: 1, quantity: 2, price: '80.74', price_text: '$80.74' }],
    disable_pricing: false,
    is_orderable: true,
    requires_options: false,
    minimum: 1,
    quantity: 12,
    options: [
      {
        product_option_id: 1,
        name: 'Position',
        type: 'select',
        required: false,
        values: [
          { product_option_value_id: 11, name: 'Front', price: '0.00', price_prefix: '+', price_text: '' },
          { product_option_value_id: 12, name: 'Rear', price: '5.00', price_prefix: '+', price_text: '+$5.00' },
        ],
      },
    ],
    labor: { time: 90, title: 'Install', data: { amount: '100.00', labor_id: 1, title: 'Shop' }, display_text: 'Add {TITLE} for {AMOUNT}', labor_price: '150.00' },
    rating: 4,
    reviews: 10,
    is_new: false,
    links: { view: '/product/101' },
    thumbnails: { primary: '/img/pad.png' },
    ...overrides,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('product: the money engine on demand', () => {
  it("shows the store's texts at load and computes only once the shopper changes the price", async () => {
    const user = userEvent.setup();
    mountWidget(widget, { product: part() });
    const price = screen.getByTestId('pf-price');
    expect(price).toHaveTextContent('Special price: $72.24');
    expect(price).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('$84.99').closest('s')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'Rear (+$5.00)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$80.74' })).toBeInTheDocument();
    expect(screen.getByText('Add Install for $150.00')).toBeInTheDocument();
    expect(screen.getByText(/Labor time: 1 hr 30 min; labor cost: \$150\.00/)).toBeInTheDocument();
    // A value that changes no price is no reason to compute.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Front');
    await settle();
    expect(loadedMoney()).toBeNull();

    // Rear adds $5.00: the engine loads; until it has, the store's text stays (never blank).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Rear (+$5.00)');
    expect(screen.getByTestId('pf-price').textContent).toMatch(/\$(72\.24|77\.24)$/);
    await waitFor(() => expect(screen.getByTestId('pf-price')).toHaveTextContent('Special price: $77.24'));
    expect(loadedMoney()).not.toBeNull();
    expect(screen.getByTestId('pf-price')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('$89.99').closest('s')).not.toBeNull();

    // Quantity 2: the total and the labor subtotal, computed.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2');
    expect(screen.getByTestId('pf-price')).toHaveTextContent('$154.48');
    expect(screen.getByText(/\$300\.00 for 2/)).toBeInTheDocument();
  });
});
