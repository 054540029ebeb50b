import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { setFaults } from '../../mocks/faults';
import { formatMoney, lineTotal } from '../../shared/money';

type Cart = ReturnType<typeof renderCart>;
import { navigation } from '../../shared/runtime/navigation';
import { cartSummary } from '../../shared/cart/state';
import { STOCK_WARNING } from './components/CartLine';
import { EMPTY_CART } from './CartPage';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';


// Widgets mounted by mountWidget live in their own React roots: unmount them so a cart read of
// one test cannot land in the next.
const mounted = cartWidgetTests();
function mountCartWidget() {
  const m = mountWidget(widget);
  mounted.push(m.unmount);
  return m;
}

/** The cart exactly as the mock store answers getData now. */
const storeCart = (): Cart => renderCart(db.cart, db.ymm);

/** Serves getData with the store's cart changed by `change` (fields the seed does not have). */
function serveCart(change: (cart: Cart) => Cart) {
  server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json(change(storeCart()) as never)));
}

const lineOf = (name: string) => screen.getByRole('article', { name });
const mountCart = async () => {
  mountCartWidget();
  await screen.findByRole('list', { name: 'Products in your cart' });
};

describe('cart page: lines', () => {
  it('shows every product with its options, unit price, total, UPC and quantity', async () => {
    const expected = storeCart().products;
    await mountCart();
    for (const p of expected) {
      const line = lineOf(p.name);
      expect(within(line).getByRole('link', { name: p.name })).toHaveAttribute('href', p.links.view);
      expect(within(line).getByText(`UPC: ${p.upc}`)).toBeInTheDocument();
      expect(within(line).getByText('Unit price').nextSibling).toHaveTextContent(formatMoney(p.unit_price));
      expect(within(line).getByText('Total').nextSibling).toHaveTextContent(formatMoney(lineTotal(p.unit_price, p.quantity)));
      expect(within(line).getByLabelText('Quantity')).toHaveValue(String(p.quantity));
      for (const o of p.selected_options) expect(within(line).getByText(`${o.name}: ${o.value}`)).toBeInTheDocument();
    }
    // Tax is given on every line of the mock store.
    const first = expected[0];
    expect(within(lineOf(first.name)).getByText('Tax').nextSibling).toHaveTextContent(`$${first.tax}`);
  });

  it('strikes through the price before discounts only when it is higher, and shows shipping where given', async () => {
    serveCart((cart) => {
      const [a, b] = cart.products;
      cart.products[0] = { ...a, unit_price: '40.00', unit_price_value: 40, unit_price_before_discounts: '55.50', shipping_cost: '12.25', has_shipping_cost: true };
      const { tax: _tax, ...untaxed } = b;
      cart.products[1] = { ...untaxed, unit_price_before_discounts: b.unit_price } as typeof b;
      return cart;
    });
    const cart = storeCart();
    await mountCart();
    const a = lineOf(cart.products[0].name);
    const struck = a.querySelector('s');
    expect(struck).toHaveTextContent('Was $55.50');
    expect(within(a).getByText('Shipping').nextSibling).toHaveTextContent('$12.25');
    const b = lineOf(cart.products[1].name);
    expect(b.querySelector('s')).toBeNull();
    expect(within(b).queryByText('Shipping')).not.toBeInTheDocument();
    expect(within(b).queryByText('Tax')).not.toBeInTheDocument();
  });

  it("shows the stock warning, or the product's own out-of-stock text", async () => {
    const cart = storeCart();
    const short = cart.products.find((p) => p.show_stock_warning)!;
    const stocked = cart.products.find((p) => !p.show_stock_warning)!;
    await mountCart();
    expect(within(lineOf(short.name)).getByText(STOCK_WARNING)).toBeInTheDocument();
    expect(within(lineOf(stocked.name)).queryByText(STOCK_WARNING)).not.toBeInTheDocument();
    screen.getByText(short.name); // still there
  });

  it('shows the oos_text instead of the generic warning when the product has one', async () => {
    serveCart((cart) => {
      cart.products = cart.products.map((p) => (p.show_stock_warning ? { ...p, oos_text: 'Ships in 5-7 business days.' } : p));
      return cart;
    });
    const short = storeCart().products.find((p) => p.show_stock_warning)!;
    await mountCart();
    expect(within(lineOf(short.name)).getByText('Ships in 5-7 business days.')).toBeInTheDocument();
    expect(screen.queryByText(STOCK_WARNING)).not.toBeInTheDocument();
  });

  it('shows rebate banners linking to their tracking URL in a new tab; HTML banners are sanitised', async () => {
    // Store images are http(s) addresses (a data: URI would be dropped by the url reader).
    const banner = 'https://rebates.example/banner/9003.png';
    serveCart((cart) => ({ ...cart, products: cart.products.map((p) => ({ ...p, rebates: { unique: p.rebates.unique.map((r) => ({ ...r, normalBanner: banner })) } })) }));
    const withRebate = storeCart().products.find((p) => p.rebates.unique.length)!;
    const rebate = { ...withRebate.rebates.unique[0], normalBanner: banner };
    await mountCart();
    const link = within(lineOf(withRebate.name)).getByRole('link', { name: /Rebate offer/ });
    expect(link).toHaveAttribute('href', rebate.trackingURL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img')).toHaveAttribute('src', rebate.normalBanner);
  });

  it('renders an HTML rebate banner through SafeHtml with its own tracking link', async () => {
    serveCart((cart) => {
      cart.products[0] = {
        ...cart.products[0],
        rebates: { unique: [{ rebateId: 1, trackingURL: 'https://rebates.example/t/1', normalBanner: '<strong>$20 back</strong><img src="x" onerror="alert(1)">' }] },
      };
      return cart;
    });
    const first = storeCart().products[0];
    await mountCart();
    const line = lineOf(first.name);
    expect(within(line).getByText('$20 back')).toBeInTheDocument();
    expect(line.innerHTML).not.toContain('onerror');
    expect(within(line).getByRole('link', { name: /Rebate details/ })).toHaveAttribute('href', 'https://rebates.example/t/1');
  });
});

describe('cart page: vouchers, totals, weight, vehicles', () => {
  it('shows gift certificates, the totals as the store wrote them and the weight when show_weight', async () => {
    const cart = storeCart();
    await mountCart();
    const gifts = screen.getByRole('region', { name: 'Gift certificates' });
    for (const v of cart.vouchers) {
      expect(within(gifts).getByText(v.description)).toBeInTheDocument();
      expect(within(gifts).getByText(v.amount_text)).toBeInTheDocument();
      expect(within(gifts).getByRole('button', { name: `Remove ${v.description}` })).toBeInTheDocument();
    }
    const totals = screen.getByRole('table', { name: 'Cart totals' });
    for (const t of cart.totals) expect(within(totals).getByRole('row', { name: `${t.title} ${t.text}` })).toBeInTheDocument();
    expect(cart.show_weight).toBe(true);
    expect(screen.getByText(`Weight: ${cart.weight_text}`)).toBeInTheDocument();
  });

  it('hides the weight when show_weight is false', async () => {
    serveCart((cart) => ({ ...cart, show_weight: false }));
    await mountCart();
    expect(screen.queryByText(/^Weight:/)).not.toBeInTheDocument();
  });

  it("shows the cart's vehicle and the customer's vehicles where present", async () => {
    db.cart.customer_id = 501;
    serveCart((cart) => ({ ...cart, ymm_vehicle: { vehicle_id: null, title: '2015 Ford F-150', facets: [] } }));
    const saved = storeCart().customer_vehicles!;
    expect(saved.length).toBeGreaterThan(0);
    await mountCart();
    const vehicles = screen.getByRole('region', { name: 'Vehicles' });
    expect(within(vehicles).getByText('2015 Ford F-150')).toBeInTheDocument();
    for (const v of saved) expect(within(vehicles).getByText(v.title)).toBeInTheDocument();
  });

  it('shows no vehicle section without a vehicle', async () => {
    await mountCart();
    expect(screen.queryByRole('region', { name: 'Vehicles' })).not.toBeInTheDocument();
  });

  it('shows "The shopping cart is empty." for an empty cart', async () => {
    db.cart.lines = [];
    db.cart.vouchers = [];
    mountCartWidget();
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
  });
});

describe('cart page: remove', () => {
  it('removes a line (POST remove, then getData) and updates the count', async () => {
    const [first, second] = storeCart().products;
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
    await mountCart();
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: `Remove ${first.name}` }));
    await eventually(() => expect(screen.queryByRole('article', { name: first.name })).not.toBeInTheDocument());
    expect(calls).toEqual(['POST /checkout/cart/remove', 'GET /checkout/cart/getData']);
    expect(lineOf(second.name)).toBeInTheDocument();
    expect(cartSummary.getState().totalItems).toBe(storeCart().total_items);
    server.events.removeAllListeners();
  });

  it('sends one remove for a double click', async () => {
    const [first] = storeCart().products;
    let removes = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/checkout/cart/remove')) removes++;
    });
    await mountCart();
    await userEvent.dblClick(screen.getByRole('button', { name: `Remove ${first.name}` }));
    await eventually(() => expect(screen.queryByRole('article', { name: first.name })).not.toBeInTheDocument());
    expect(removes).toBe(1);
    server.events.removeAllListeners();
  });

  it('goes to /checkout/cart when the last item is removed', async () => {
    db.cart.lines = db.cart.lines.slice(0, 1);
    db.cart.vouchers = [];
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const [only] = storeCart().products;
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${only.name}` }));
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
    expect(go).toHaveBeenCalledWith('/checkout/cart');
  });

  it('does not leave the page while items remain', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const [first] = storeCart().products;
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${first.name}` }));
    await eventually(() => expect(screen.queryByRole('article', { name: first.name })).not.toBeInTheDocument());
    expect(go).not.toHaveBeenCalled();
  });

  it.each(['http500', 'network', 'malformed'] as const)('keeps the line with an error when remove fails (%s)', async (kind) => {
    const [first] = storeCart().products;
    await mountCart();
    setFaults({ failing: { 'checkout/cart/remove': kind } });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${first.name}` }));
    expect(await within(lineOf(first.name)).findByRole('alert')).toHaveTextContent('The product could not be removed. Please try again.');
    // Still usable: the next try works.
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: `Remove ${first.name}` }));
    await eventually(() => expect(screen.queryByRole('article', { name: first.name })).not.toBeInTheDocument());
  });

  it("shows the store's refusal of a remove", async () => {
    const [first] = storeCart().products;
    server.use(http.post('*/checkout/cart/remove', () => HttpResponse.json({ error: 'That item is no longer in your cart.' })));
    await mountCart();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${first.name}` }));
    expect(await within(lineOf(first.name)).findByRole('alert')).toHaveTextContent('That item is no longer in your cart.');
  });

  it('removes a gift certificate, and shows a failure above the totals', async () => {
    const [gift] = storeCart().vouchers;
    await mountCart();
    setFaults({ failing: { 'checkout/cart/remove': 'http500' } });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${gift.description}` }));
    expect(await screen.findByText('The product could not be removed. Please try again.')).toBeInTheDocument();
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: `Remove ${gift.description}` }));
    await eventually(() => expect(screen.queryByText(gift.description)).not.toBeInTheDocument());
  });
});

describe('cart page: loading failures', () => {
  it.each(['http500', 'network', 'malformed'] as const)('shows an error and a working Try again when getData fails (%s)', async (kind) => {
    setFaults({ failing: { 'checkout/cart/getData': kind } });
    mountCartWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded.');
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Products in your cart' })).toBeInTheDocument();
  });

  it('treats a JSON answer that is not a cart as malformed', async () => {
    server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json({ unexpected: true })));
    mountCartWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded.');
  });

  it('keeps the last good cart with an error when a later read fails', async () => {
    const [first] = storeCart().products;
    await mountCart();
    // Someone else changed the cart (an add elsewhere): the page reads again, and that fails.
    setFaults({ failing: { 'checkout/cart/getData': 'http500' } });
    const { cartChanged } = await import('../../shared/cart/state');
    cartChanged({ total_items: 9 });
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded.');
    expect(lineOf(first.name)).toBeInTheDocument();
  });
});
