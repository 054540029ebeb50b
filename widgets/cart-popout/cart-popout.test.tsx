import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { formatMoney, lineTotal } from '../../shared/money';
import { catalog } from '../../mocks/db/catalog';
import { setFaults } from '../../mocks/faults';
import { cartService } from '../../shared/cart';
import { on } from '../../shared/runtime/events';
import { navigation } from '../../shared/runtime/navigation';
import { cartPopoutTexts } from './texts';

/** Spec 1 §2 / spec 3 §2, quoted exactly. */
const { empty: EMPTY_CART, loadFailed: LOAD_FAILED, removeFailed: REMOVE_FAILED } = cartPopoutTexts.en;
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';


const mounted = cartWidgetTests();

function mountPopout(props: Record<string, unknown> = {}, fallbackHtml = '') {
  const m = mountWidget(widget, props, fallbackHtml);
  mounted.push(m.unmount);
  return m;
}

const storeCart = () => renderCart(db.cart, db.ymm);
const toggle = () => screen.getByRole('button', { name: /^Shopping cart/ });

async function openPanel() {
  const cart = storeCart();
  mountPopout();
  await eventually(() => expect(toggle()).toHaveTextContent(cart.total_text));
  await userEvent.click(toggle());
  return screen.getByRole('table', { name: 'Products in your cart' });
}

describe('cart-popout', () => {
  it('is a disclosure button with the item count and total_text', async () => {
    const cart = storeCart();
    mountPopout({}, '3 item(s) - $0.00');
    // The server-rendered text until the cart is read.
    expect(toggle()).toHaveTextContent('3 item(s) - $0.00');
    await eventually(() => expect(toggle()).toHaveTextContent(cart.total_text));
    expect(toggle()).toHaveTextContent(String(cart.total_items));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)).toBeVisible();
  });

  it('lists each product (thumbnail, name, options, quantity, price) and gift certificate', async () => {
    // Store images are http(s) addresses (a data: URI would be dropped by the url reader).
    const thumb = (key: string) => `https://store.example/image/cache/${key}-80x80.png`;
    server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json({ ...storeCart(), products: storeCart().products.map((p) => ({ ...p, thumbnails: { cart: thumb(p.key) } })) })));
    const cart = storeCart();
    const table = await openPanel();
    for (const p of cart.products) {
      const row = within(table).getByRole('link', { name: p.name }).closest('tr')!;
      expect(row.querySelector('img')).toHaveAttribute('src', thumb(p.key));
      expect(within(row).getByText(`x ${p.quantity}`)).toBeInTheDocument();
      expect(within(row).getByText(formatMoney(lineTotal(p.unit_price, p.quantity)))).toBeInTheDocument();
      for (const o of p.selected_options) expect(within(row).getByText(`${o.name}: ${o.value}`)).toBeInTheDocument();
    }
    for (const v of cart.vouchers) {
      const row = within(table).getByText(v.description).closest('tr')!;
      expect(within(row).getByText(v.amount_text)).toBeInTheDocument();
    }
    const totals = screen.getByRole('table', { name: 'Cart totals' });
    for (const t of cart.totals) expect(within(totals).getByRole('row', { name: `${t.title} ${t.text}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/checkout/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/checkout');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('removes a line (POST remove then getData), once for a double click, and updates the count', async () => {
    const [first] = storeCart().products;
    const calls: string[] = [];
    const table = await openPanel();
    server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
    await userEvent.dblClick(within(table).getByRole('button', { name: `Remove ${first.name}` }));
    await eventually(() => expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument());
    expect(calls).toEqual(['POST /checkout/cart/remove', 'GET /checkout/cart/getData']);
    expect(toggle()).toHaveTextContent(storeCart().total_text);
  });

  it('shows "The shopping cart is empty." and goes to /checkout/cart once its last line is removed', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    db.cart.lines = db.cart.lines.slice(0, 1);
    db.cart.vouchers = [];
    const [only] = storeCart().products;
    const table = await openPanel();
    await userEvent.click(within(table).getByRole('button', { name: `Remove ${only.name}` }));
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
    expect(toggle()).toHaveTextContent('0 item(s)');
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/checkout/cart');
  });

  it('stays on the page while lines are left, and when the remove fails', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    db.cart.lines = db.cart.lines.slice(0, 2);
    db.cart.vouchers = [];
    const [first, second] = storeCart().products;
    const table = await openPanel();
    await userEvent.click(within(table).getByRole('button', { name: `Remove ${first.name}` }));
    await eventually(() => expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument());
    setFaults({ failing: { 'checkout/cart/remove': 'http500' } });
    await userEvent.click(within(table).getByRole('button', { name: `Remove ${second.name}` }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it.each(['http500', 'network', 'malformed'] as const)('keeps the line with an error when remove fails (%s)', async (kind) => {
    const [first] = storeCart().products;
    const table = await openPanel();
    setFaults({ failing: { 'checkout/cart/remove': kind } });
    await userEvent.click(within(table).getByRole('button', { name: `Remove ${first.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVE_FAILED);
    expect(screen.getByRole('link', { name: first.name })).toBeInTheDocument();
  });

  it('shows an error with Try again when the cart cannot be read', async () => {
    setFaults({ failing: { 'checkout/cart/getData': 'http500' } });
    mountPopout();
    await userEvent.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Products in your cart' })).toBeInTheDocument();
  });

  it('updates at once when another widget adds to the cart (shared state, no reload)', async () => {
    const before = storeCart();
    await openPanel();
    const heard = vi.fn();
    const stop = on('pf:cart-changed', heard);
    // A simple part not in the cart yet (no options, orderable, priced).
    const part = catalog().find(
      (i) => !i.product.options.length && i.product.is_orderable && !i.product.disable_pricing && i.product.minimum <= 3 && !db.cart.lines.some((l) => l.product_id === Number(i.product.product_id)),
    )!.product;
    // What the product page does: add, then announce the answer.
    await act(async () => void (await cartService.add({ product_id: part.product_id, quantity: 3 })));
    const after = storeCart();
    expect(after.total_items).toBe(before.total_items + 3);
    await eventually(() => expect(toggle()).toHaveTextContent(after.total_text));
    const added = after.products.find((p) => !before.products.some((b) => b.key === p.key))!;
    expect(await screen.findByRole('link', { name: added.name })).toBeInTheDocument();
    expect(heard).toHaveBeenCalled();
    stop();
  });

  it("updates when theme code fires pf:cart-changed", async () => {
    await openPanel();
    db.cart.lines = [];
    db.cart.vouchers = [];
    act(() => {
      document.dispatchEvent(new CustomEvent('pf:cart-changed', { detail: { total_items: 0 } }));
    });
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
  });

  it('mobile variant: a link to /checkout/cart with the count', async () => {
    const cart = storeCart();
    mountPopout({ variant: 'mobile' });
    const link = await screen.findByRole('link', { name: `Shopping cart, ${cart.total_items} item(s)` });
    expect(link).toHaveAttribute('href', '/checkout/cart');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejects an unknown variant', () => {
    expect(() => mountWidget(widget, { variant: 'sideways' })).toThrow(/data-variant/);
  });

  it('opens checkout in a new tab inside a frame', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await openPanel();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('target', '_blank');
  });

  it('in POS mode saves the cart as an order once and continues at the POS checkout', async () => {
    setConfig({ mode: 'pos' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('saveOrderAndCheckout')) saves.push(request.url);
    });
    await openPanel();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/pos/checkout'));
    expect(go).not.toHaveBeenCalledWith('/checkout/checkout');
    expect(saves).toHaveLength(1);
  });

  it("in POS mode shows the store's refusal and stays when the order cannot be saved", async () => {
    setConfig({ mode: 'pos' });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    server.use(http.get('*/checkout/cart/saveOrderAndCheckout', () => HttpResponse.json({ error: 'The cart is empty.' })));
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart is empty.');
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
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/'));
    expect(go).not.toHaveBeenCalledWith('/checkout/checkout');
    expect(bodies).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toMatchObject({ order_status: 'kiosk', shipping_method: 'local_pickup', payment_method: 'cod' });
  });
});

describe('cart-popout: guest and login rules (spec 1 §6)', () => {
  it('is hidden, and reads nothing, for a guest when guest checkout is off', async () => {
    const calls = vi.fn();
    server.events.on('request:start', calls);
    setConfig({ guestCheckout: false, customer: { loggedIn: false } });
    const { el } = mountPopout({}, '2 item(s)');
    expect(screen.queryByRole('button', { name: /Shopping cart/ })).not.toBeInTheDocument();
    expect(el.textContent).toBe('');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).not.toHaveBeenCalled();
  });

  it('is shown to a logged-in customer even when guest checkout is off', async () => {
    setConfig({ guestCheckout: false, customer: { loggedIn: true, customerId: 501 } });
    mountPopout();
    expect(toggle()).toBeInTheDocument();
    await eventually(() => expect(toggle()).toHaveTextContent(storeCart().total_text));
  });

  it('is shown to a guest when guest checkout is allowed', () => {
    setConfig({ guestCheckout: true, customer: { loggedIn: false } });
    mountPopout();
    expect(toggle()).toBeInTheDocument();
  });

  it('the mobile link follows the same rule', () => {
    setConfig({ guestCheckout: false });
    mountPopout({ variant: 'mobile' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

// A getData answer that is JSON but no cart must not blank the popout.
describe('cart-popout: malformed answers', () => {
  it('treats a non-cart JSON answer as a failure', async () => {
    server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json({ products: 'nope' })));
    mountPopout();
    await userEvent.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
  });
});
