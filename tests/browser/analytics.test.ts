import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, newSession, openThemePage, STORE, themeHtml, withBrowser, type Session } from './harness';
import { catalog, renderListing, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { lineTotal, parseAmount, sum } from '../../shared/money';

/**
 * A whole storefront purchase on the built bundle, on a theme page whose Google Tag Manager reads
 * `window.dataLayer`: listing → product → search → add (a double click) → cart → remove → checkout.
 * Every GA4 ecommerce event arrives exactly once, its prices the store's amounts as numbers.
 */
withBrowser();

const config = { analytics: { dataLayer: true } };
const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const header = '<header><nav aria-label="Store"><div id="pf-cart-popout"></div><div id="pf-search-bar"></div></nav></header>';
const RECORD = '__pfRecordedLayer';

type Entry = { event?: string; ecommerce?: { currency: string; value?: number; item_list_id?: string; items: Array<Record<string, unknown>> }; search_term?: string };

/**
 * What GTM saw on every page of the visit: each page starts a `dataLayer` whose pushes are also
 * kept in sessionStorage (written at the push, so a push just before a followed link unloads the
 * page is kept too).
 */
async function recordDataLayer(page: Page) {
  await page.context().addInitScript((key) => {
    const layer: unknown[] = [];
    const push = Array.prototype.push;
    layer.push = function (...entries: unknown[]) {
      try {
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        sessionStorage.setItem(key, JSON.stringify([...seen, ...JSON.parse(JSON.stringify(entries))]));
      } catch {
        // about:blank has no storage: nothing of Partsfront's runs there.
      }
      return push.apply(this, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, RECORD);
  return async (): Promise<Entry[]> => JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), RECORD)) ?? '[]') as Entry[];
}

/** Partsfront's own GA4 events (the store's marketing_tracking may reuse a name, without an ecommerce object). */
const ga = (layer: Entry[], name: string) => layer.filter((e) => e.event === name && ('ecommerce' in e || name === 'search'));

const ready = async (s: Session) => {
  await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await s.page.evaluate(() => window.Partsfront!.ready);
};

/** A price GA4 reads: a number with the store's digits, at most two places. */
const expectGaPrice = (price: unknown, storeAmount: unknown) => {
  expect(typeof price).toBe('number');
  expect(String(price)).toMatch(/^\d+(\.\d{1,2})?$/);
  expect(price).toBe(Number(parseAmount(storeAmount as number)));
};

describe('analytics on a storefront purchase', () => {
  it('sends view_item_list, select_item, view_item, search, add_to_cart, view_cart, remove_from_cart and begin_checkout once each', async () => {
    const s = await newSession(browser, { width: 1280 });
    const recorded = await recordDataLayer(s.page);
    const listing = renderListing('category', { page: 1 });
    // A part the shopper can add at once: no options, priced without a rebate, not in the seed cart.
    const part = listing.products.find(
      (p) => p.is_orderable && !p.requires_options && !p.options.length && !p.disable_pricing && !p.is_instant_rebate && p.minimum === 1 && !(p.discounts ?? []).some((d) => Number(d.quantity) <= 1) && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)),
    )!;
    expect(part).toBeDefined();
    const position = listing.products.indexOf(part);
    const unit = part.is_special && part.special != null ? part.special : part.price;

    s.serve(part.links.view, themeHtml({ config, title: part.name, body: `${header}<h1>${part.name}</h1><div data-pf-widget="product" data-pf-props='${attr({ product: part })}'></div>` }));
    const results = { source: 'search', products: [part, ...catalog().slice(0, 4).map(renderProduct).filter((p) => p.product_id !== part.product_id)], total: 5, page: 1, limit: 15 };
    await s.page.route(
      (url) => url.origin === STORE && url.pathname === '/index.php' && url.searchParams.get('route') === 'product/search',
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: themeHtml({ config, title: 'Search', body: `${header}<h1>Search</h1><div data-pf-widget="product-list" data-pf-props='${attr(results)}'></div>` }) })
          : route.fallback(),
    );
    s.serve('/checkout/cart', themeHtml({ config, title: 'Shopping Cart', body: `${header}<h1>Shopping Cart</h1><div id="pf-cart"></div>` }));
    s.serve('/checkout/checkout', '<!doctype html><html lang="en"><head><title>Checkout</title></head><body><h1>Checkout</h1></body></html>');

    // 1. The category page: the list, once.
    await openThemePage(s, { config, title: 'Brakes', body: `${header}<h1>Brakes</h1><div data-pf-widget="product-list" data-pf-props='${attr(listing)}'></div>` }, '/category/brakes');
    await expect.poll(async () => ga(await recorded(), 'view_item_list')).toHaveLength(1);
    const list = ga(await recorded(), 'view_item_list')[0].ecommerce!;
    expect(list).toMatchObject({ currency: 'USD', item_list_id: 'category', item_list_name: 'Category' });
    expect(list.items).toHaveLength(listing.products.length);
    expect(list.items[position]).toEqual({ item_id: String(part.product_id), item_name: part.name, item_brand: part.aaia, price: Number(parseAmount(unit)), quantity: 1, currency: 'USD', index: position, item_list_id: 'category', item_list_name: 'Category' });
    expect(list).not.toHaveProperty('value');

    // 2. The shopper opens the part from the list (a double click on its name): one select_item.
    const card = s.page.getByRole('article', { name: part.name });
    await Promise.all([s.page.waitForURL(`${STORE}${part.links.view}`), card.getByRole('link', { name: part.name }).dblclick()]);
    await ready(s);

    // 3. The product page: one view_item, the same item as the list's.
    await expect.poll(async () => ga(await recorded(), 'view_item')).toHaveLength(1);
    const viewed = ga(await recorded(), 'view_item')[0].ecommerce!;
    expect(viewed.items).toEqual([{ item_id: String(part.product_id), item_name: part.name, item_brand: part.aaia, price: Number(parseAmount(unit)), quantity: 1, currency: 'USD' }]);
    expectGaPrice(viewed.items[0].price, unit);
    expect(viewed.value).toBe(viewed.items[0].price);
    const selected = ga(await recorded(), 'select_item');
    expect(selected).toHaveLength(1);
    expect(selected[0].ecommerce!.items).toEqual([list.items[position]]);

    // 4. A search from the bar: the results page sends `search` and its own list.
    const box = s.page.getByRole('combobox', { name: 'Search' });
    await box.fill('brake pads');
    await Promise.all([s.page.waitForURL(/route=product\/search/), box.press('Enter')]);
    await ready(s);
    await expect.poll(async () => ga(await recorded(), 'view_item_list')).toHaveLength(2);
    expect(ga(await recorded(), 'search')).toEqual([{ event: 'search', search_term: 'brake pads' }]);
    expect(ga(await recorded(), 'view_item_list')[1].ecommerce).toMatchObject({ item_list_id: 'search', item_list_name: 'Search results' });

    // 5. Add to Cart with a double click: one add to the store, one add_to_cart.
    const popout = s.page.getByRole('button', { name: /^Shopping cart/ });
    const seedItems = renderCart(db.cart, db.ymm).total_items;
    await expect.poll(() => popout.textContent()).toContain(`${seedItems} item(s)`);
    await s.page.getByRole('article', { name: part.name }).getByRole('button', { name: 'Add to Cart' }).dblclick();
    await expect.poll(() => popout.textContent()).toContain(`${seedItems + 1} item(s)`);
    await expect.poll(async () => ga(await recorded(), 'add_to_cart')).toHaveLength(1);
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(1);
    const line = renderCart(db.cart, db.ymm).products.find((p) => String(p.product_id) === String(part.product_id))!;
    const added = ga(await recorded(), 'add_to_cart')[0].ecommerce!;
    expect(added.items).toEqual([{ item_id: String(part.product_id), item_name: line.name, item_brand: line.aaia, price: Number(parseAmount(line.unit_price_value)), quantity: 1, currency: 'USD' }]);
    expectGaPrice(added.items[0].price, line.unit_price_value);
    expect(added.value).toBe(added.items[0].price);

    // 6. The cart page: one view_cart, every line at its exact price.
    await s.page.goto(`${STORE}/checkout/cart`);
    await ready(s);
    const cart = s.page.locator('#pf-cart');
    await cart.getByRole('button', { name: `Remove ${line.name}` }).waitFor();
    await expect.poll(async () => ga(await recorded(), 'view_cart')).toHaveLength(1);
    const shown = renderCart(db.cart, db.ymm);
    const viewCart = ga(await recorded(), 'view_cart')[0].ecommerce!;
    expect(viewCart.items.map((i) => [i.item_name, i.price, i.quantity])).toEqual(shown.products.map((p) => [p.name, Number(parseAmount(p.unit_price_value)), p.quantity]));
    expect(viewCart.value).toBe(Number(sum(...shown.products.map((p) => lineTotal(parseAmount(p.unit_price_value), p.quantity)))));

    // 7. The part removed again (a double click): one remove_from_cart, with its quantity.
    await cart.getByRole('button', { name: `Remove ${line.name}` }).dblclick();
    await cart.getByRole('button', { name: `Remove ${line.name}` }).waitFor({ state: 'detached' });
    await expect.poll(async () => ga(await recorded(), 'remove_from_cart')).toHaveLength(1);
    expect(ga(await recorded(), 'remove_from_cart')[0].ecommerce!.items).toEqual([{ item_id: String(part.product_id), item_name: line.name, item_brand: line.aaia, price: Number(parseAmount(line.unit_price_value)), quantity: 1, currency: 'USD' }]);
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/remove'))).toHaveLength(1);

    // 8. Checkout: one begin_checkout with the cart the shopper takes there.
    await Promise.all([s.page.waitForURL(`${STORE}/checkout/checkout`), cart.getByRole('button', { name: 'Checkout' }).click()]);
    const layer = await recorded();
    expect(ga(layer, 'begin_checkout')).toHaveLength(1);
    const rest = renderCart(db.cart, db.ymm);
    expect(ga(layer, 'begin_checkout')[0].ecommerce!.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual(rest.products.map((p) => [String(p.product_id ?? p.key), Number(parseAmount(p.unit_price_value)), p.quantity]));

    // Exactly once each over the whole visit, every one after GA4's `{ecommerce: null}`.
    const counts = Object.fromEntries(['view_item_list', 'select_item', 'view_item', 'search', 'add_to_cart', 'view_cart', 'remove_from_cart', 'begin_checkout'].map((n) => [n, ga(layer, n).length]));
    expect(counts).toEqual({ view_item_list: 2, select_item: 1, view_item: 1, search: 1, add_to_cart: 1, view_cart: 1, remove_from_cart: 1, begin_checkout: 1 });
    layer.forEach((e, i) => {
      if (e.ecommerce && e.event) expect(layer[i - 1]).toEqual({ ecommerce: null });
    });
    expect(s.errors).toEqual([]);
  });
});
