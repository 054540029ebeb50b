import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { ADD_ANSWER, FULL_CART, MINIMAL_CART, PHP_CART } from '../../tests/utils/cartAnswers';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';
import { assertStrict } from '../../shared/api/strict';
import { AddToCartAnswerShape, CartShape } from '../../shared/api/shapes/cart';
import { ApiError } from '../../shared/api/errors';
import { cartService, cartSummary } from '../../shared/cart';
import { LOAD_FAILED } from './CartPage';
import { EDIT_FAILED } from './store';

/** The cart page against literal answers of a store that sends exactly the documented fields. */
const mounted = cartWidgetTests();

const serve = (answer: Record<string, unknown>) => server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json(answer)));

async function mountCart() {
  mounted.push(mountWidget(widget).unmount);
  await screen.findByRole('list', { name: 'Products in your cart' });
}

const line = (name: string) => screen.getByRole('article', { name });
const price = (article: HTMLElement, term: string) => within(article).getByText(term).nextSibling;
/** A text node reading just "0" (a PHP flag rendered with `&&`) anywhere in the widget. */
const strayZero = () => screen.queryAllByText((_, el) => !!el && el.childElementCount === 0 && el.textContent?.trim() === '0');

describe('cart page: the documented answers', () => {
  it('the literal answers are exactly the documented shapes', () => {
    for (const answer of [MINIMAL_CART, FULL_CART, PHP_CART]) assertStrict(CartShape, answer);
    assertStrict(AddToCartAnswerShape, ADD_ANSWER);
  });

  it('minimal: shows the line with its unit price and the line total computed from it', async () => {
    serve(MINIMAL_CART);
    await mountCart();
    const ball = line('Moog Ball Joint');
    expect(price(ball, 'Unit price')).toHaveTextContent('$40.50');
    expect(price(ball, 'Total')).toHaveTextContent('$81.00');
    expect(within(ball).getByLabelText('Quantity')).toHaveValue('2');
    expect(within(ball).queryByText(/^Labor:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vehicles' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Weight:/)).not.toBeInTheDocument();
    expect(strayZero()).toEqual([]);
  });

  it('full: prices, labor from amount_text, rebate, vehicle names from title, gift certificate, totals and weight', async () => {
    serve(FULL_CART);
    await mountCart();
    const pads = line('PowerStop Front Brake Pad Set');
    expect(price(pads, 'Unit price')).toHaveTextContent('Was $99.99 $84.99');
    expect(price(pads, 'Total')).toHaveTextContent('$169.98');
    expect(price(pads, 'Tax')).toHaveTextContent('$15.30');
    expect(price(pads, 'Shipping')).toHaveTextContent('$5.00');
    expect(within(pads).getByText('Labor: Brake Pad Installation $360.00')).toBeInTheDocument();
    expect(within(pads).getByText('Position: Front')).toBeInTheDocument();
    expect(within(pads).getByText('UPC: 012345678905')).toBeInTheDocument();
    expect(within(pads).getByRole('link', { name: 'PowerStop Front Brake Pad Set' })).toHaveAttribute('href', 'https://store.example/brake-pads');
    expect(within(pads).getByRole('img', { name: 'Rebate offer' })).toHaveAttribute('src', 'https://rebates.example/b/7.png');
    const vehicles = screen.getByRole('region', { name: 'Vehicles' });
    expect(vehicles).toHaveTextContent('Shopping for: 2018 Ford F-150 XLT');
    expect(within(vehicles).getByRole('listitem')).toHaveTextContent('2018 Ford F-150 XLT');
    expect(within(screen.getByRole('region', { name: 'Gift certificates' })).getByText('$25.00')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Cart totals' });
    for (const t of FULL_CART.totals) expect(within(totals).getByText(t.title).closest('tr')).toHaveTextContent(t.text);
    expect(screen.getByText('Weight: 12.5 lb')).toBeInTheDocument();
  });

  it('PHP-flavoured: string numbers and 0/"0"/"1" flags read right, no stray "0", vehicle names from facets and ymm', async () => {
    serve(PHP_CART);
    await mountCart();
    const pads = line('PowerStop Front Brake Pad Set');
    expect(price(pads, 'Unit price')).toHaveTextContent('$84.99');
    expect(pads.querySelector('s')).toBeNull();
    expect(price(pads, 'Total')).toHaveTextContent('$169.98');
    expect(within(pads).queryByText('Shipping')).not.toBeInTheDocument();
    expect(within(pads).queryByRole('note')).not.toBeInTheDocument();
    expect(within(pads).queryByText(/^UPC:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Weight:/)).not.toBeInTheDocument();
    const vehicles = screen.getByRole('region', { name: 'Vehicles' });
    expect(vehicles).toHaveTextContent('Shopping for: 2018 Ford F-150');
    expect(within(vehicles).getByRole('listitem')).toHaveTextContent('2018 Ford F-150');
    expect(strayZero()).toEqual([]);
  });
});

describe('cart page: the five faults', () => {
  it.each(faultCases)('getData: %s → a visible failure with Try again, no cart shown', async (_name, fault) => {
    server.use(http.get('*/checkout/cart/getData', fault));
    mounted.push(mountWidget(widget).unmount);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products in your cart' })).not.toBeInTheDocument();
  });

  it.each(faultCases)('add: %s → refused as a failure of the store; the cart shown and its count are kept', async (_name, fault) => {
    serve(FULL_CART);
    await mountCart();
    const before = cartSummary.getState();
    server.use(http.post('*/checkout/cart/add', fault));
    const failure = await cartService.add({ product_id: 102, quantity: 1 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).not.toBe('store');
    expect(cartSummary.getState()).toMatchObject({ totalItems: before.totalItems, totalText: before.totalText, stale: false });
    expect(line('PowerStop Front Brake Pad Set')).toBeInTheDocument();
  });

  // The quantity box then shows the quantity the store still has (the page's rule: the box never
  // claims a quantity the cart does not have); the failure stays beside it until the next edit.
  it.each(faultCases)('quantity edit: %s → the edit failure is shown beside the quantity the store kept; the cart stays', async (_name, fault) => {
    serve(FULL_CART);
    await mountCart();
    server.use(http.put('*/checkout/cart/edit', fault));
    const pads = line('PowerStop Front Brake Pad Set');
    await userEvent.selectOptions(within(pads).getByLabelText('Quantity'), '3');
    expect(await within(pads).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(EDIT_FAILED);
    await eventually(() => expect(within(pads).getByLabelText('Quantity')).toHaveValue('2'));
    expect(price(pads, 'Total')).toHaveTextContent('$169.98');
    expect(screen.queryByText(/^Success/)).not.toBeInTheDocument();
  });
});
