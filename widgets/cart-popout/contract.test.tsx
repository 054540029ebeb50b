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
import { ApiError } from '../../shared/api/errors';
import { cartService, cartSummary } from '../../shared/cart';
import { cartPopoutTexts } from './texts';

const { loadFailed: LOAD_FAILED, removeFailed: REMOVE_FAILED } = cartPopoutTexts.en;

/** The navbar cart against literal answers of a store that sends exactly the documented fields. */
const mounted = cartWidgetTests();

const serve = (answer: Record<string, unknown>) => server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json(answer)));
const toggle = () => screen.getByRole('button', { name: /^Shopping cart/ });

async function openPanel(totalText: string) {
  mounted.push(mountWidget(widget).unmount);
  await eventually(() => expect(toggle()).toHaveTextContent(totalText));
  await userEvent.click(toggle());
  const table = await screen.findByRole('table', { name: 'Products in your cart' });
  // The line totals are computed by the money engine, which the open panel fetches.
  await eventually(() => expect(within(table).getAllByRole('row').slice(1).every((r) => (r as HTMLTableRowElement).cells[3]?.textContent)).toBe(true));
  return table;
}

const row = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe('cart-popout: the documented answers', () => {
  it('minimal: the count, and the line total computed from the unit price (no total_text: "Cart")', async () => {
    serve(MINIMAL_CART);
    mounted.push(mountWidget(widget).unmount);
    await eventually(() => expect(toggle()).toHaveTextContent('2'));
    expect(toggle()).toHaveTextContent('Cart');
    await userEvent.click(toggle());
    const r = row(await screen.findByRole('table', { name: 'Products in your cart' }), 'Moog Ball Joint');
    expect(r).toHaveTextContent('x 2');
    // The line total is computed by the money engine, which the open panel fetches.
    await eventually(() => expect(r).toHaveTextContent('$81.00'));
  });

  it('full: thumbnail, options, line total, gift certificate and the totals as written', async () => {
    serve(FULL_CART);
    const table = await openPanel('3 item(s) - $554.98');
    const pads = row(table, 'PowerStop Front Brake Pad Set');
    expect(pads.querySelector('img')).toHaveAttribute('src', 'https://store.example/image/cache/pads-80x80.png');
    expect(pads).toHaveTextContent('Position: Front');
    expect(pads).toHaveTextContent('$169.98');
    expect(row(table, '$25.00 Gift Certificate for Sam')).toHaveTextContent('$25.00');
    const totals = screen.getByRole('table', { name: 'Cart totals' });
    for (const t of FULL_CART.totals) expect(within(totals).getByRole('row', { name: `${t.title} ${t.text}` })).toBeInTheDocument();
  });

  it('PHP-flavoured: string counts and prices; no image for an empty thumbnail', async () => {
    serve(PHP_CART);
    const table = await openPanel('2 item(s) - $169.98');
    expect(toggle()).toHaveTextContent('2');
    const pads = row(table, 'PowerStop Front Brake Pad Set');
    expect(pads.querySelector('img')).toBeNull();
    expect(pads).toHaveTextContent('x 2');
    expect(pads).toHaveTextContent('$169.98');
  });

  it('an add answer without a total keeps the total read last and reads the cart again', async () => {
    serve(FULL_CART);
    await openPanel('3 item(s) - $554.98');
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json(ADD_ANSWER)));
    serve({ ...FULL_CART, total_items: 4, total_text: '4 item(s) - $595.48' });
    await cartService.add({ product_id: 102, quantity: 1 });
    await eventually(() => expect(toggle()).toHaveTextContent('4 item(s) - $595.48'));
  });
});

describe('cart-popout: the five faults', () => {
  it.each(faultCases)('getData: %s → a visible failure with Try again', async (_name, fault) => {
    server.use(http.get('*/checkout/cart/getData', fault));
    mounted.push(mountWidget(widget).unmount);
    await userEvent.click(toggle());
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(faultCases)('remove: %s → the failure is shown and the line stays', async (_name, fault) => {
    serve(FULL_CART);
    const table = await openPanel('3 item(s) - $554.98');
    server.use(http.post('*/checkout/cart/remove', fault));
    await userEvent.click(within(table).getByRole('button', { name: 'Remove PowerStop Front Brake Pad Set' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(REMOVE_FAILED);
    expect(row(table, 'PowerStop Front Brake Pad Set')).toHaveTextContent('$169.98');
    expect(toggle()).toHaveTextContent('3 item(s) - $554.98');
  });

  it.each(faultCases)('add: %s → a failure of the store; the count and total shown are kept', async (_name, fault) => {
    serve(FULL_CART);
    await openPanel('3 item(s) - $554.98');
    server.use(http.post('*/checkout/cart/add', fault));
    const failure = await cartService.add({ product_id: 102, quantity: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(cartSummary.getState().stale).toBe(false);
    expect(toggle()).toHaveTextContent('3 item(s) - $554.98');
  });
});
