import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { setFaults } from '../../mocks/faults';
import { navigation } from '../../shared/runtime/navigation';
import { on } from '../../shared/runtime/events';
import { CODE_FAILED, CODE_REMOVE_FAILED } from './CartPage';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';


const mounted = cartWidgetTests();

async function mountCart() {
  mounted.push(mountWidget(widget).unmount);
  await screen.findByRole('list', { name: 'Products in your cart' });
}

const couponForm = () => screen.getByRole('form', { name: 'Use Coupon Code' });
const giftForm = () => screen.getByRole('form', { name: 'Use Gift Certificate' });
const totalsTable = () => screen.getByRole('table', { name: 'Cart totals' });

/**
 * A store that also lists the applied codes (`codes`, an extension the docs lack: see
 * docs/endpoints.md); the mock store, like the docs, shows codes only as totals rows.
 */
function serveCodes() {
  const withCodes = () => ({ ...renderCart(db.cart, db.ymm), codes: Object.entries(db.cart.codes).map(([type, code]) => ({ type, code })) });
  server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json(withCodes())));
}

/** Counts requests to a path (`checkout/cart/applyCode`), whichever form of the path was used. */
function countCalls(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/${path}`) || url.searchParams.get('route') === path) seen.push(request.method);
  });
  return seen;
}

describe('cart page: codes', () => {
  it("applies a coupon (coupon=…) and shows the store's success text and the new totals", async () => {
    const calls = countCalls('checkout/cart/applyCode');
    await mountCart();
    await userEvent.type(within(couponForm()).getByLabelText('Use Coupon Code'), 'save10');
    await userEvent.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(couponForm()).findByRole('status')).toHaveTextContent('Success: Your coupon discount has been applied!');
    const coupon = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'coupon')!;
    const row = within(totalsTable()).getByText(coupon.title).closest('tr')!;
    expect(row).toHaveTextContent(coupon.text);
    expect(within(couponForm()).getByLabelText('Use Coupon Code')).toHaveValue('');
    expect(calls).toEqual(['POST']);
  });

  it("shows the store's error text for a refused code and keeps what was typed", async () => {
    await mountCart();
    await userEvent.type(within(couponForm()).getByLabelText('Use Coupon Code'), 'EXPIRED5');
    await userEvent.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(couponForm()).findByRole('alert')).toHaveTextContent('Warning: Coupon is either invalid, expired or reached its usage limit!');
    expect(within(couponForm()).getByLabelText('Use Coupon Code')).toHaveValue('EXPIRED5');
    expect(db.cart.codes.coupon).toBeUndefined();
  });

  it('applies a gift certificate code (voucher=…)', async () => {
    await mountCart();
    await userEvent.type(within(giftForm()).getByLabelText('Use Gift Certificate'), 'GIFT25');
    await userEvent.click(within(giftForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(giftForm()).findByRole('status')).toHaveTextContent('Success: Your gift certificate discount has been applied!');
    expect(db.cart.codes.voucher).toBe('GIFT25');
  });

  it('sends one applyCode for a double click', async () => {
    const calls = countCalls('checkout/cart/applyCode');
    await mountCart();
    await userEvent.type(within(couponForm()).getByLabelText('Use Coupon Code'), 'SAVE10');
    await userEvent.dblClick(within(couponForm()).getByRole('button', { name: 'Apply' }));
    await within(couponForm()).findByRole('status');
    expect(calls).toEqual(['POST']);
  });

  it.each(['http500', 'network', 'malformed'] as const)('shows an error and keeps the cart when applyCode fails (%s)', async (kind) => {
    const before = renderCart(db.cart, db.ymm).totals.at(-1)!;
    await mountCart();
    setFaults({ failing: { 'checkout/cart/applyCode': kind } });
    await userEvent.type(within(couponForm()).getByLabelText('Use Coupon Code'), 'SAVE10');
    await userEvent.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(couponForm()).findByRole('alert')).toHaveTextContent(CODE_FAILED);
    expect(within(totalsTable()).getByRole('row', { name: `${before.title} ${before.text}` })).toBeInTheDocument();
    setFaults({});
    await userEvent.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
    expect(await within(couponForm()).findByRole('status')).toHaveTextContent('Success');
  });

  it('removes an applied code with POST removeCode (type, code) when the store lists its codes', async () => {
    db.cart.codes.coupon = 'SAVE10';
    serveCodes();
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/checkout/cart/removeCode')) bodies.push(await request.clone().text());
    });
    await mountCart();
    const applied = screen.getByRole('list', { name: 'Applied codes' });
    await userEvent.dblClick(within(applied).getByRole('button', { name: 'Remove Coupon: SAVE10' }));
    await eventually(() => expect(screen.queryByRole('list', { name: 'Applied codes' })).not.toBeInTheDocument());
    expect(bodies).toEqual(['type=coupon&code=SAVE10']);
    expect(within(totalsTable()).queryByText(/Coupon/)).not.toBeInTheDocument();
  });

  it('shows an error when removeCode fails, keeping the code', async () => {
    db.cart.codes.coupon = 'SAVE10';
    serveCodes();
    await mountCart();
    setFaults({ failing: { 'checkout/cart/removeCode': 'http500' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Coupon: SAVE10' }));
    expect(await screen.findByText(CODE_REMOVE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Applied codes' })).toBeInTheDocument();
  });

  it("removes a totals row's code with GET index.php?route=checkout/{code}/remove when the store lists no codes", async () => {
    db.cart.codes.coupon = 'SAVE10';
    // The documented store shows the coupon only as a totals row.
    const calls = countCalls('checkout/coupon/remove');
    await mountCart();
    const coupon = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'coupon')!;
    await userEvent.click(within(totalsTable()).getByRole('button', { name: `Remove ${coupon.title}` }));
    await eventually(() => expect(within(totalsTable()).queryByText(coupon.title)).not.toBeInTheDocument());
    expect(calls).toEqual(['GET']);
    expect(db.cart.codes.coupon).toBeUndefined();
  });

  it('shows an error when the GET code removal fails', async () => {
    db.cart.codes.coupon = 'SAVE10';
    await mountCart();
    setFaults({ failing: { 'checkout/coupon/remove': 'network' } });
    const coupon = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'coupon')!;
    await userEvent.click(within(totalsTable()).getByRole('button', { name: `Remove ${coupon.title}` }));
    expect(await screen.findByText(CODE_REMOVE_FAILED)).toBeInTheDocument();
    expect(within(totalsTable()).getByText(coupon.title)).toBeInTheDocument();
  });
});

describe('cart page: pay-later widgets', () => {
  it('refreshes them with the new total 1000 ms after a code changed it', async () => {
    await mountCart();
    const seen: Array<{ at: number; detail: unknown }> = [];
    const stop = on('pf:payment-refresh', (detail) => seen.push({ at: performance.now(), detail }));
    try {
      await userEvent.type(within(couponForm()).getByLabelText('Use Coupon Code'), 'SAVE10');
      const clicked = performance.now();
      await userEvent.click(within(couponForm()).getByRole('button', { name: 'Apply' }));
      await within(couponForm()).findByRole('status');
      const total = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'total')!;
      await eventually(() => expect(seen).toHaveLength(1));
      expect(seen[0].at - clicked).toBeGreaterThanOrEqual(1000);
      expect(seen[0].detail).toMatchObject({ amount: Number(total.value).toFixed(2), source: 'cart' });
    } finally {
      stop();
    }
  });
});

describe('cart page: checkout and login rules', () => {
  it('goes to /checkout/checkout in the same tab outside a frame', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/checkout/checkout'));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens checkout in a new tab inside a frame, then "I\'m Finished" reloads the page', async () => {
    const parent = {} as Window;
    vi.spyOn(window, 'top', 'get').mockReturnValue(parent);
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(open).toHaveBeenCalledWith('/checkout/checkout', '_blank', 'noopener'));
    expect(go).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: "I'm Finished" });
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm Finished" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('replaces Checkout with a link to /account/login for a guest when guest checkout is off', async () => {
    setConfig({ guestCheckout: false, customer: { loggedIn: false } });
    await mountCart();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/account/login');
  });

  it('in POS mode saves the cart as an order and continues at the POS checkout', async () => {
    setConfig({ mode: 'pos' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const calls = countCalls('checkout/cart/saveOrderAndCheckout');
    await mountCart();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/pos/checkout'));
    expect(go).not.toHaveBeenCalledWith('/checkout/checkout');
    expect(calls).toHaveLength(1);
  });

  it('in POS mode shows the store\'s refusal and stays on the cart when the order cannot be saved', async () => {
    setConfig({ mode: 'pos' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    server.use(http.get('*/checkout/cart/saveOrderAndCheckout', () => HttpResponse.json({ error: 'The cart is empty.' })));
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('The cart is empty.')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('in kiosk mode places the kiosk order (pickup, paid at the counter) and goes to the kiosk home page', async () => {
    setConfig({ mode: 'kiosk' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const bodies: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).searchParams.get('route') === 'checkout/confirm/createOrder') void request.clone().text().then((t) => bodies.push(t));
    });
    await mountCart();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/'));
    expect(go).not.toHaveBeenCalledWith('/checkout/checkout');
    expect(bodies).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toMatchObject({ order_status: 'kiosk', shipping_method: 'local_pickup', payment_method: 'cod' });
  });

  it("in kiosk mode shows the store's refusal and stays on the cart", async () => {
    setConfig({ mode: 'kiosk' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    server.use(http.post('*/index.php', () => HttpResponse.json({ error: 'The kiosk cannot take orders right now.' })));
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('The kiosk cannot take orders right now.')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('lets a logged-in customer check out when guest checkout is off', async () => {
    setConfig({ guestCheckout: false, customer: { loggedIn: true, customerId: 501 } });
    await mountCart();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });
});
