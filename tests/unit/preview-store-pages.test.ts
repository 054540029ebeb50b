import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewHref, redirectStorePath } from '../../preview/links';
import { checkoutPage, customerEditPage, orderViewPage } from '../../preview/store-pages';
import { restoreDb } from '../../preview/persist-db';
import { CATALOGUE } from '../../preview/catalogue';
import { db } from '../../mocks/db';
import { creditBalance } from '../../mocks/db/orders';
import { customerById } from '../../mocks/db/customers-lite';
import { saveOrderAndCheckout, setCartCustomer } from '../../shared/api/pos-cart';

/**
 * Every address a staff widget goes to opens the preview page that mounts the
 * matching widget with that id, and the register's own order is the one /pos/checkout shows.
 */
const at = (path: string) => window.history.replaceState(null, '', path);
afterEach(() => {
  at('/');
  localStorage.clear();
  sessionStorage.clear();
});

const base = 'http://127.0.0.1:5173/preview/widget.html?w=pos-cart';
const pos = (href: string) => previewHref(href, base, 'pos');

describe('preview: the staff addresses', () => {
  it('maps each store path a staff widget navigates to onto its widget page, with the ids', () => {
    expect(pos('/pos/checkout')).toBe('/preview/widget.html?w=pos-checkout&order_id=current');
    expect(pos('/pos/checkout?order_id=1003')).toBe('/preview/widget.html?w=pos-checkout&order_id=1003');
    expect(pos('/pos/order/continue?order_id=1001')).toBe('/preview/widget.html?w=pos-checkout&continue=1&order_id=1001');
    expect(pos('/pos/order/receipt?order_id=1010')).toBe('/preview/widget.html?w=pos-order-view&view=receipt&order_id=1010');
    expect(pos('/pos/order/done?order_id=1010')).toBe('/preview/widget.html?w=pos-order-view&view=receipt&order_id=1010');
    expect(pos('/pos/order/invoice?order_id=1005')).toBe('/preview/widget.html?w=pos-order-view&view=invoice&order_id=1005');
    expect(pos('/pos/order/view?order_id=1010')).toBe('/preview/widget.html?w=pos-order-view&order_id=1010');
    expect(pos('/pos/order?status=outstanding_balance&page=2&filter_customer=Miller')).toBe(
      '/preview/widget.html?w=pos-order-list&status=outstanding_balance&page=2&filter_customer=Miller',
    );
    expect(pos('/pos/cart')).toBe('/preview/widget.html?w=pos-cart');
    expect(pos('/pos/customer/edit?customer_id=501')).toBe('/preview/widget.html?w=pos-customer-edit&customer_id=501');
    expect(pos('/pos/customer/add')).toBe('/preview/widget.html?w=pos-customer-edit&customer_id=new');
    expect(pos('/pos/customer')).toBe('/preview/widget.html?w=pos-customer-list');
    expect(pos('/pos/customer/search')).toBe('/preview/widget.html?w=customer-search');
    expect(pos('/product/catalog')).toBe('/preview/demo-store.html');
  });

  it('opens the POS cart for /checkout/cart in POS mode, and the shopper cart otherwise', () => {
    expect(pos('/checkout/cart')).toBe('/preview/widget.html?w=pos-cart');
    expect(previewHref('/checkout/cart', base, 'storefront')).toBe('/preview/widget.html?w=cart');
    localStorage.setItem('pf-preview-switches', JSON.stringify({ mode: 'pos' }));
    expect(previewHref('/checkout/cart', base)).toBe('/preview/widget.html?w=pos-cart');
  });

  it('sends a store path that reached the gallery (navigation.go) to its page, and leaves the gallery alone', () => {
    const replace = vi.fn();
    const loc = (href: string) => {
      const u = new URL(href);
      return { pathname: u.pathname, search: u.search, href, replace } as unknown as Location;
    };
    expect(redirectStorePath(loc('http://127.0.0.1:5173/pos/order/receipt?order_id=1010'))).toBe(true);
    expect(replace).toHaveBeenCalledWith('/preview/widget.html?w=pos-order-view&view=receipt&order_id=1010');
    expect(redirectStorePath(loc('http://127.0.0.1:5173/'))).toBe(false);
    expect(redirectStorePath(loc('http://127.0.0.1:5173/index.html'))).toBe(false);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});

describe('preview: the pages write the placeholder the store would, from the mock store', () => {
  it('checks out the order Check Out just made, not a fixed one, and the cart starts fresh', async () => {
    await setCartCustomer(501);
    const orderId = Number((await saveOrderAndCheckout()).order_id);
    expect(orderId).toBe(1010);
    at('/preview/widget.html?w=pos-checkout&order_id=current');
    expect(checkoutPage()).toContain(`data-pf-props="{&quot;orderId&quot;:${orderId}}"`);
    expect(CATALOGUE['pos-checkout'].placeholders()).not.toContain('1001');
    expect([db.cart.lines, db.cart.customer_id, db.cart.order_id]).toEqual([[], null, null]);
  });

  it('checks out any order by id, makes a continued order the register\'s, and says when there is none', () => {
    at('/preview/widget.html?w=pos-checkout&continue=1&order_id=1003');
    expect(checkoutPage()).toContain('{&quot;orderId&quot;:1003}');
    expect(db.cart.checkout_order_id).toBe(1003);
    db.cart.checkout_order_id = null;
    at('/preview/widget.html?w=pos-checkout&order_id=current');
    expect(checkoutPage()).not.toContain('orderId');
    at('/preview/widget.html?w=pos-checkout');
    expect(checkoutPage()).toBeNull();
    expect(CATALOGUE['pos-checkout'].placeholders()).toContain('{"orderId": 1001}');
  });

  it('mounts the order view, receipt or invoice of the order named, and the customer named', () => {
    at('/preview/widget.html?w=pos-order-view&view=receipt&order_id=1005');
    const receipt = orderViewPage()!;
    expect(receipt).toContain('data-view="receipt"');
    expect(receipt).toContain('&quot;order_id&quot;:1005');
    at('/preview/widget.html?w=pos-order-view&order_id=1004');
    expect(CATALOGUE['pos-order-view'].placeholders()).toContain('&quot;order_id&quot;:1004');
    expect(orderViewPage()).not.toContain('data-view');
    at('/preview/widget.html?w=pos-order-view&order_id=4242');
    expect(orderViewPage()).toContain('Order #4242 is not in the mock store.');
    at('/preview/widget.html?w=pos-customer-edit&customer_id=502');
    expect(customerEditPage()).toContain('data-customer-id="502"');
    at('/preview/widget.html?w=pos-customer-edit&customer_id=new');
    expect(customerEditPage()).not.toContain('data-customer-id');
  });
});

describe('preview: the store data kept across pages', () => {
  it('restores the customers in place, so the cart, checkout and Credits tab read the same ledger', () => {
    const saved = structuredClone(db);
    saved.customers.records.find((r) => r.customer.customer_id === 502)!.credits.push({ customer_transaction_id: 99999, date_added: '2026-11-26 10:00:00', description: 'Goodwill credit', amount: '5.00' });
    sessionStorage.setItem('pf-preview-db', JSON.stringify(saved));
    const before = db.customers;
    restoreDb();
    expect(db.customers).toBe(before);
    expect(customerById(502)!.store_credit).toBe('25.00');
    expect(creditBalance(db.orders, 502)).toBe('25.00');
  });
});
