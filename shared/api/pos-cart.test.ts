import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { STATUS, getOrder } from '../../mocks/db/orders';
import { ApiError } from './errors';
import { getCart } from './cart';
import {
  abandonOrder,
  addCustomProduct,
  applyLabor,
  applyPoNumber,
  cancelOrder,
  lookupProducts,
  removeCartCustomer,
  removeLabor,
  saveOrder,
  saveOrderAndCheckout,
  setCartCustomer,
  updateLabor,
  updatePrice,
  type PosCart,
} from './pos-cart';
import { refusal } from '../../tests/utils/failure';

/** The POS cart calls against the mock store (spec 3 §7, spec 5 "POS cart"). */
// Independent of shared/money: whole cents from 2-place strings.
const cents = (v: string | number | undefined) => Math.round(Number(v) * 100);
const total = (cart: PosCart, code: string) => cents(cart.totals.find((t) => t.code === code)?.value ?? 0);
const posCart = () => getCart() as Promise<PosCart>;

describe('shared/api/pos-cart', () => {
  it('getData carries the POS fields on every line', async () => {
    const cart = await posCart();
    const pads = cart.products[0];
    expect(pads).toMatchObject({ product_id: '101', po_number: '', is_custom: false, aaia: 'BKDK', mpn: 'ABC123' });
    expect(pads.unit_price_value).toBe(Number(pads.unit_price));
    expect(pads.order_product_id).toBeNull();
    expect(pads.labor).toMatchObject({ quantity: 2, title: 'Brake Pad Installation' });
    expect(cart).toMatchObject({ customer: null, customer_vehicles: [], order_id: null });
  });

  it('sets and removes the customer; the customer brings their vehicles with facets', async () => {
    const cart = await setCartCustomer(501);
    expect(cart.success).toBeTruthy();
    expect(cart.customer).toMatchObject({ customer_id: '501', firstname: 'Jordan', lastname: 'Miller' });
    expect(cart.customer_vehicles.map((v) => v.vehicle_id)).toEqual(['71', '72']);
    const f150 = cart.customer_vehicles[0];
    expect(f150.ymm_data.map((f) => f.api_field)).toEqual(expect.arrayContaining(['Year', 'MakeID', 'ModelID']));
    expect(f150.ymm_data.find((f) => f.api_field === 'ModelID')?.label_value).toBe('F-150');
    expect(await refusal(setCartCustomer(99999))).toBe('Customer not found!');
    const removed = await removeCartCustomer();
    expect(removed.customer).toBeNull();
    expect(removed.customer_vehicles).toEqual([]);
  });

  it('overrides a unit price in dollars; the line and the totals follow exactly', async () => {
    const before = await posCart();
    const key = before.products[2].key;
    const cart = await updatePrice(key, '12.5');
    const line = cart.products[2];
    expect([line.unit_price, line.unit_price_value]).toEqual([12.5, 12.5]);
    const was = before.products[2];
    expect(total(cart, 'sub_total') - total(before, 'sub_total')).toBe(1250 * line.quantity - cents(was.unit_price) * was.quantity);
    expect(await refusal(updatePrice(key, '-1'))).toMatch(/price/);
    expect(await refusal(updatePrice(key, 'abc'))).toMatch(/price/);
    expect(await refusal(updatePrice('nope', '5'))).toBe('That item is no longer in your cart.');
    expect((await posCart()).products[2].unit_price).toBe(12.5);
  });

  it('adds custom products; without a tax class they pay no tax', async () => {
    const before = await posCart();
    const untaxed = await addCustomProduct({ name: 'Shop towels', price: '10.00', quantity: 3 });
    const towels = untaxed.products.at(-1)!;
    expect(towels).toMatchObject({ name: 'Shop towels', is_custom: true, product_id: '0', quantity: 3, unit_price_value: 10 });
    expect(total(untaxed, 'tax')).toBe(total(before, 'tax'));
    expect(total(untaxed, 'sub_total') - total(before, 'sub_total')).toBe(3000);
    const taxed = await addCustomProduct({ name: 'Wiper fluid', price: '4.00', quantity: 1, tax_class_id: 9 });
    expect(total(taxed, 'tax') - total(untaxed, 'tax')).toBe(36);
  });

  it('refuses a custom product like the store, with the spec texts', async () => {
    expect(await refusal(addCustomProduct({ name: ' ', price: '1.00', quantity: 1 }))).toBe('Name is a required field.');
    expect(await refusal(addCustomProduct({ name: 'X', price: '0', quantity: 1 }))).toBe('Price must be a positive number.');
    expect(await refusal(addCustomProduct({ name: 'X', price: 'abc', quantity: 1 }))).toBe('Price must be a positive number.');
    expect(await refusal(addCustomProduct({ name: 'X', price: '1.00', quantity: 0 }))).toBe('Quantity must be a positive number.');
    expect(await refusal(addCustomProduct({ name: 'X', price: '1.00', quantity: 1, tax_class_id: 77 }))).toBe('Please choose a valid tax class.');
    expect((await posCart()).products).toHaveLength(3);
  });

  it('applies labor to a line and as a line of its own; the subtotal is rate × minutes ÷ 60 × quantity', async () => {
    const cart = await posCart();
    const belt = cart.products[2];
    const withLabor = await applyLabor({ laborId: 2, laborTime: 50, quantity: 3, name: '' }, belt.key);
    // 95.50 × 50 ÷ 60 × 3 = 238.75
    expect(withLabor.products[2].labor).toMatchObject({ labor_id: '2', title: 'Express Service Rate', time: 50, quantity: 3, amount_text: '$238.75' });
    const standalone = await applyLabor({ laborId: 1, laborTime: 10, quantity: 1, name: 'Diagnostics' });
    const line = standalone.products.at(-1)!;
    // 120 × 10 ÷ 60 = 20.00
    expect(line).toMatchObject({ name: 'Diagnostics', is_custom: true, quantity: 1 });
    expect(line.labor).toMatchObject({ title: 'Diagnostics', amount_text: '$20.00' });
    expect(total(standalone, 'labor') - total(cart, 'labor')).toBe(23875 + 2000);
    const off = await removeLabor(belt.key);
    expect(off.products[2].labor).toBeNull();
  });

  it('updates labor and refuses bad labor fields with the spec texts', async () => {
    const key = (await posCart()).products[0].key;
    const cart = await updateLabor(key, { laborId: 1, laborTime: 90, quantity: 2 });
    expect(cart.products[0].labor).toMatchObject({ time: 90, quantity: 2, amount_text: '$360.00' });
    expect(await refusal(updateLabor(key, { laborId: 1, laborTime: 0, quantity: 1 }))).toBe('Time must be a positive number.');
    expect(await refusal(updateLabor(key, { laborId: 1, laborTime: 30, quantity: 0 }))).toBe('Quantity must be a positive number.');
    expect(await refusal(updateLabor(key, { laborId: 99, laborTime: 30, quantity: 1 }))).toBe('Please choose a labor rate.');
    const noLabor = (await posCart()).products[2].key;
    expect(await refusal(updateLabor(noLabor, { laborId: 1, laborTime: 30, quantity: 1 }))).toBe('This line has no labor to update.');
  });

  it('sends PO numbers as products[i][…] and applies one to every line', async () => {
    let body: URLSearchParams | null = null;
    server.use(
      http.post('*/api/cart/applyPoNumber', async ({ request }) => {
        body = new URLSearchParams(await request.clone().text());
        return undefined;
      }),
    );
    const [pads, wires] = (await posCart()).products;
    await applyPoNumber([{ cart_key: pads.key, name: pads.name, po_number: 'PO-1' }], false);
    expect([...body!.entries()]).toEqual([
      ['products[0][cart_key]', pads.key],
      ['products[0][name]', pads.name],
      ['products[0][po_number]', 'PO-1'],
      ['products[0][apply_to_all]', '0'],
      ['apply_to_all', '0'],
    ]);
    expect((await posCart()).products.map((p) => p.po_number)).toEqual(['PO-1', '', '']);
    await applyPoNumber([{ cart_key: wires.key, name: wires.name, po_number: 'FLEET 22' }], true);
    expect((await posCart()).products.map((p) => p.po_number)).toEqual(['FLEET 22', 'FLEET 22', 'FLEET 22']);
    expect(await refusal(applyPoNumber([{ cart_key: pads.key, name: pads.name, po_number: 'x'.repeat(31) }], false))).toBe('PO Number must be 30 characters or fewer.');
    expect(await refusal(applyPoNumber([{ cart_key: 'gone', name: 'x', po_number: '1' }], false))).toBe('That item is no longer in your cart.');
  });

  it('saves the cart as one POS order in the order list (a second save keeps its id) and numbers its lines', async () => {
    await setCartCustomer(501);
    const next = db.orders.nextOrderId;
    const first = await saveOrder();
    expect(first.order_id).toBe(String(next));
    const order = getOrder(db.orders, next)!;
    expect(order).toMatchObject({ customer_id: 501, pos_status: 'saved' });
    expect(order.products.map((p) => p.product_id)).toEqual([101, 104, 107]);
    await addCustomProduct({ name: 'Shop towels', price: '2.00', quantity: 5 });
    expect((await saveOrder()).order_id).toBe(String(next));
    const cart = await posCart();
    expect(cart.order_id).toBe(String(next));
    expect(cart.products.map((p) => p.order_product_id)).toEqual(getOrder(db.orders, next)!.products.map((p) => String(p.order_product_id)));
    // Check Out saves it once more under the same id, for /pos/checkout; the register starts a fresh cart.
    expect((await saveOrderAndCheckout()).order_id).toBe(String(next));
    expect(db.orders.list.filter((o) => o.order_id === next)).toHaveLength(1);
    expect(getOrder(db.orders, next)!.products.map((p) => p.name).at(-1)).toBe('Shop towels');
    expect(db.orders.nextOrderId).toBe(next + 1);
    expect(db.cart.checkout_order_id).toBe(next);
    const fresh = await posCart();
    expect([fresh.products, fresh.customer]).toEqual([[], null]);
    expect(fresh.order_id || null).toBeNull();
  });

  it('abandons and cancels: the cart starts over; an empty cart cannot be saved', async () => {
    await setCartCustomer(502);
    const { order_id } = await saveOrder();
    const abandoned = await abandonOrder();
    // An abandoned cart's order stays saved, to be continued later.
    expect(getOrder(db.orders, order_id)!.order_status_id).not.toBe(STATUS.canceled);
    expect([abandoned.products.length, abandoned.customer, abandoned.order_id, abandoned.total_items]).toEqual([0, null, null, 0]);
    expect(await refusal(saveOrder())).toBe('There are no products in the cart to save.');
    await addCustomProduct({ name: 'Core charge', price: '15.00', quantity: 1 });
    const saved = await saveOrder();
    const cancelled = await cancelOrder();
    expect(getOrder(db.orders, saved.order_id)!.order_status_id).toBe(STATUS.canceled);
    expect(cancelled.products).toEqual([]);
    expect(cancelled.success).toBeTruthy();
  });

  it('looks a product up by UPC, part number or SKU, ignoring case; unknown codes find nothing', async () => {
    const item = catalog()[5].product;
    for (const code of [item.upc!, item.mpn.toLowerCase(), ` ${item.sku!} `]) {
      const found = await lookupProducts(code);
      expect(found.map((p) => p.product_id)).toEqual([String(item.product_id)]);
    }
    expect(await lookupProducts('NOPE-000')).toEqual([]);
    expect(await refusal(lookupProducts(' '))).toBe('Please enter a code.');
  });

  it('a broken store is an http error, never a cart', async () => {
    setFaults({ failing: { 'checkout/cart/updatePrice': 'http500' } });
    const key = (await posCart()).products[0].key;
    const error = await updatePrice(key, '1.00').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('http');
    server.use(http.get('*/checkout/cart/saveOrder', () => HttpResponse.json({ error: 'Session expired.' })));
    expect(await refusal(saveOrder())).toBe('Session expired.');
  });
});
