import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { CREDIT_TITLE, renderCart } from '../../mocks/db/cart';
import { CUSTOMERS } from '../../mocks/db/customers-lite';
import { navigation } from '../../shared/runtime/navigation';
import { CREDIT_REMOVE_FAILED } from './CartPage';
import { CHECKOUT_FAILED } from './components/Checkout';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';

/** Spec 3 §7: GET removeCredit (a logged-in shopper's store credit on the cart) and POST setCheckoutData (checkout step 1). */
const mounted = cartWidgetTests();

async function mountCart() {
  mounted.push(mountWidget(widget).unmount);
  await screen.findByRole('list', { name: 'Products in your cart' });
}
const totalsTable = () => screen.getByRole('table', { name: 'Cart totals' });

/** The requests the store received, as `METHOD path` with their bodies. */
function record() {
  const seen: Array<{ call: string; body: string }> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((body) => seen.push({ call: `${request.method} ${url.searchParams.get('route') ?? url.pathname}`, body }));
  });
  return seen;
}

const withCredit = () => {
  const shopper = CUSTOMERS.find((c) => Number(c.store_credit) > 0)!;
  db.cart.shopper_id = Number(shopper.customer_id);
  return shopper;
};

describe('cart page: the store credit row (GET removeCredit)', () => {
  it("shows the logged-in shopper's store credit and takes it off with Remove", async () => {
    withCredit();
    const seen = record();
    await mountCart();
    const credit = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'credit')!;
    const row = within(totalsTable()).getByText(CREDIT_TITLE).closest('tr')!;
    expect(row).toHaveTextContent(credit.text);
    await userEvent.click(within(row).getByRole('button', { name: `Remove ${CREDIT_TITLE}` }));
    await eventually(() => expect(within(totalsTable()).queryByText(CREDIT_TITLE)).not.toBeInTheDocument());
    expect(seen.filter((s) => s.call.endsWith('removeCredit')).map((s) => s.call)).toEqual(['GET /checkout/cart/removeCredit']);
    const total = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'total')!;
    expect(within(totalsTable()).getByText('Total').closest('tr')).toHaveTextContent(total.text);
  });

  it("shows the store's refusal and keeps the row", async () => {
    withCredit();
    server.use(http.get('*/checkout/cart/removeCredit', () => HttpResponse.json({ error: 'Store credit cannot be removed from this cart.' })));
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${CREDIT_TITLE}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Store credit cannot be removed from this cart.');
    expect(within(totalsTable()).getByText(CREDIT_TITLE)).toBeInTheDocument();
  });

  it('says the credit could not be removed when the store is down', async () => {
    withCredit();
    server.use(http.get('*/checkout/cart/removeCredit', () => new HttpResponse('<h1>500</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${CREDIT_TITLE}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CREDIT_REMOVE_FAILED);
  });

  it('shows no credit row for a guest', async () => {
    await mountCart();
    expect(within(totalsTable()).queryByText(CREDIT_TITLE)).not.toBeInTheDocument();
  });
});

describe('cart page: Checkout stores the step 1 choice (POST setCheckoutData)', () => {
  it('sends account=guest, then goes to /checkout/checkout', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const seen = record();
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/checkout/checkout'));
    const sent = seen.filter((s) => s.call.endsWith('setCheckoutData'));
    expect(sent.map((s) => [s.call, s.body])).toEqual([['POST /checkout/cart/setCheckoutData', 'account=guest']]);
    expect(db.cart.checkout_data).toEqual({ account: 'guest' });
  });

  it("shows the store's refusal and stays on the cart", async () => {
    server.use(http.post('*/checkout/cart/setCheckoutData', () => HttpResponse.json({ error: 'Please choose a checkout option.' })));
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a checkout option.');
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('says the checkout could not be started when the store is down', async () => {
    server.use(http.post('*/checkout/cart/setCheckoutData', () => new HttpResponse('<h1>500</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_FAILED);
  });
});
