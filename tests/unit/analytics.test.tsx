import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import cartPage from '../../widgets/cart/index';
import { mountWidget, setConfig } from '../utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { catalog } from '../../mocks/db/catalog';
import { cartService } from '../../shared/cart';
import { parseAmount } from '../../shared/money';
import { on } from '../../shared/runtime/events';
import { cartWidgetTests, eventually } from '../utils/cartWidgets';

/** What a store's Google Tag Manager would read: `window.dataLayer`, as Partsfront pushed to it. */
const layer = () => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
// Partsfront's own events (the store's marketing_tracking may use the same names, without an ecommerce object).
const events = (name: string) => layer().filter((e) => e.event === name && 'ecommerce' in e) as Array<{ event: string; ecommerce: { items: Array<Record<string, unknown>>; value: number; currency: string } }>;
const mounted = cartWidgetTests();
const storeCart = () => renderCart(db.cart, db.ymm);

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

function mountCart() {
  const m = mountWidget(cartPage, {});
  mounted.push(m.unmount);
}

const simplePart = () =>
  catalog().find((i) => !i.product.options.length && i.product.is_orderable && !i.product.disable_pricing && i.product.minimum <= 2 && !db.cart.lines.some((l) => l.product_id === Number(i.product.product_id)))!
    .product;

describe('analytics, the GA4 ecommerce way', () => {
  it('pushes view_cart once, with every line at its exact price, when the store turned dataLayer on', async () => {
    setConfig({ analytics: { dataLayer: true } });
    mountCart();
    await eventually(() => expect(events('view_cart')).toHaveLength(1));
    const cart = storeCart();
    const { ecommerce } = events('view_cart')[0];
    expect(ecommerce.currency).toBe('USD');
    expect(ecommerce.items.map((i) => [i.item_name, i.price, i.quantity])).toEqual(cart.products.map((p) => [p.name, Number(parseAmount(p.unit_price_value)), p.quantity]));
    // GA4's recipe: the previous ecommerce object is cleared before each event.
    expect(layer()[layer().findIndex((e) => e.event === 'view_cart') - 1]).toEqual({ ecommerce: null });
  });

  it('pushes add_to_cart once per add that the store took (a failed try does not count), with the product and its price', async () => {
    setConfig({ analytics: { dataLayer: true } });
    mountCart();
    await eventually(() => expect(events('view_cart')).toHaveLength(1));
    const part = simplePart();
    const heard: unknown[] = [];
    const stop = on('pf:add_to_cart', (d) => heard.push(d));
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.text('<h1>Server error</h1>', { status: 500 }), { once: true }));
    await act(() => expect(cartService.add({ product_id: part.product_id, quantity: 2 })).rejects.toBeTruthy());
    await act(async () => void (await cartService.add({ product_id: part.product_id, quantity: 2 })));
    await eventually(() => expect(events('add_to_cart')).toHaveLength(1));
    const line = storeCart().products.find((p) => String(p.product_id) === String(part.product_id))!;
    expect(events('add_to_cart')[0].ecommerce.items).toEqual([
      { item_id: String(part.product_id), item_name: line.name, item_brand: line.aaia, price: Number(parseAmount(line.unit_price_value)), quantity: 2, currency: 'USD' },
    ]);
    expect(events('add_to_cart')[0].ecommerce.value).toBe(Number(parseAmount(line.unit_price_value * 2)));
    expect(heard).toHaveLength(1);
    // The store's own marketing_tracking of the add's answer, pushed as it sent it.
    expect(layer()).toContainEqual(expect.objectContaining({ event: 'add_to_cart', items: [expect.objectContaining({ item_name: part.name })] }));
    stop();
  });

  it('pushes remove_from_cart once when a line is removed with a double click', async () => {
    setConfig({ analytics: { dataLayer: true } });
    mountCart();
    const first = storeCart().products[0];
    const remove = await screen.findByRole('button', { name: `Remove ${first.name}` });
    await userEvent.dblClick(remove);
    await eventually(() => expect(events('remove_from_cart')).toHaveLength(1));
    expect(events('remove_from_cart')[0].ecommerce.items[0]).toMatchObject({ item_name: first.name, quantity: first.quantity, price: Number(parseAmount(first.unit_price_value)) });
    await new Promise((r) => setTimeout(r, 200));
    expect(events('remove_from_cart')).toHaveLength(1);
  });

  it("passes on the store's marketing_tracking list as sent, and never a string", async () => {
    setConfig({ analytics: { dataLayer: true } });
    const part = simplePart();
    const heard: unknown[] = [];
    const stop = on('pf:marketing-tracking', (d) => heard.push(d));
    const list = [{ event: 'fb_add', value: '12.50' }, { event: 'bing_add' }];
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json({ success: 'Added', total_items: 1, marketing_tracking: list }), { once: true }));
    await act(async () => void (await cartService.add({ product_id: part.product_id, quantity: 1 })));
    expect(heard).toEqual([list]);
    expect(layer()).toEqual(expect.arrayContaining(list));
    const script = '<img src=x onerror="window.pfHacked=1">';
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json({ success: 'Added', total_items: 1, marketing_tracking: script }), { once: true }));
    await act(async () => void (await cartService.add({ product_id: part.product_id, quantity: 1 })));
    expect(heard).toHaveLength(1);
    expect(JSON.stringify(layer())).not.toContain('onerror');
    expect(document.body.innerHTML).not.toContain('onerror');
    stop();
  });

  it('pushes nothing from staff screens unless analytics.staff is on', async () => {
    setConfig({ mode: 'pos', analytics: { dataLayer: true } });
    mountCart();
    await screen.findByRole('button', { name: `Remove ${storeCart().products[0].name}` });
    await new Promise((r) => setTimeout(r, 300));
    expect(layer()).toEqual([]);
    mounted.splice(0).forEach((u) => u());
    setConfig({ mode: 'pos', analytics: { dataLayer: true, staff: true } });
    mountCart();
    await eventually(() => expect(events('view_cart')).toHaveLength(1));
  });
});
