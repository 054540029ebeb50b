import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, withBrowser } from './harness';
import { servePreview, type Preview } from './preview-server';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { lineTotal, parseAmount, sum } from '../../shared/money';

/**
 * The preview's analytics switch (`npm start`): turned on in the Switches panel, a storefront
 * purchase in the bundled preview pushes its GA4 events to `window.dataLayer`, and the panel lists
 * them for the visit. The preview's mock store runs in the tab from the same seed as here, so the
 * prices the events carry are known.
 */
withBrowser();

let server: Preview;
let base: string;

beforeAll(async () => {
  server = await servePreview();
  base = server.base;
}, 180000);

afterAll(async () => {
  await server?.close();
});

type Entry = { event?: string; ecommerce?: { currency: string; value?: number; items: Array<{ item_id: string; item_name: string; price: number; quantity: number }> } };

const events = (layer: Entry[], name: string) => layer.filter((e) => e.event === name && 'ecommerce' in e);
const pagePushes = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as Entry[]);
/** The visit's pushes as the preview keeps them for its panel (analyticsSwitch.ts). */
const visitPushes = async (page: Page) => JSON.parse((await page.evaluate(() => sessionStorage.getItem('pf-preview-datalayer'))) ?? '[]') as Entry[];
const ready = (page: Page) => page.waitForFunction(() => window.Partsfront?.ready !== undefined).then(() => page.evaluate(() => window.Partsfront!.ready));

describe('analytics in the preview', () => {
  it('lists view_item, add_to_cart, view_cart and begin_checkout once each, at the exact prices, with the switch on', async () => {
    // A part the shopper can add at once: no options, priced without a rebate or discount, not in the seed cart.
    const part = catalog()
      .map(renderProduct)
      .find((p) => p.is_orderable && !p.requires_options && !p.options.length && !p.disable_pricing && !p.is_instant_rebate && p.minimum === 1 && !(p.discounts ?? []).length && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))!;
    expect(part).toBeDefined();
    const price = Number(parseAmount(part.is_special && part.special != null ? part.special : part.price));
    const seed = renderCart(db.cart, db.ymm).products.map((p) => ({ name: p.name, price: Number(parseAmount(p.unit_price_value)), quantity: p.quantity }));
    const cartLines = [...seed, { name: part.name, price, quantity: 1 }];
    const cartValue = Number(sum(...cartLines.map((l) => lineTotal(parseAmount(String(l.price)), l.quantity))));
    const linesOf = (e: Entry) => e.ecommerce!.items.map((i) => ({ name: i.item_name, price: i.price, quantity: i.quantity })).sort((a, b) => a.name.localeCompare(b.name));
    const sorted = [...cartLines].sort((a, b) => a.name.localeCompare(b.name));

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The store's own checkout page (the preview's stand-in is the cart again): where Checkout leads.
    const isCheckout = (url: URL) => url.pathname === '/checkout/checkout' || url.searchParams.get('route') === 'checkout/checkout';
    await page.route(isCheckout, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Checkout</title></head><body><h1>Checkout</h1></body></html>' }));

    // The switch, as a theme developer turns it on: Switches → Analytics → Apply and reload.
    await page.goto(`${base}/preview/demo-product.html?product_id=${part.product_id}`);
    await ready(page);
    const switches = page.locator('summary', { hasText: /^Switches/ });
    await switches.click();
    await page.getByRole('checkbox', { name: /^Analytics/ }).check();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Apply and reload' }).click()]);
    await ready(page);
    const config = JSON.parse((await page.locator('#pf-config').textContent()) ?? '{}') as { analytics?: { dataLayer?: boolean } };
    expect(config.analytics?.dataLayer).toBe(true);

    // The product page: one view_item at the part's price; Add to Cart: one add_to_cart.
    await expect.poll(async () => events(await pagePushes(page), 'view_item')).toHaveLength(1);
    const viewed = events(await pagePushes(page), 'view_item')[0].ecommerce!;
    expect(viewed.items).toEqual([expect.objectContaining({ item_id: String(part.product_id), item_name: part.name, price, quantity: 1 })]);
    expect(viewed.value).toBe(price);
    await page.locator('[data-pf-widget="product"]').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(async () => events(await pagePushes(page), 'add_to_cart')).toHaveLength(1);
    const added = events(await pagePushes(page), 'add_to_cart')[0].ecommerce!;
    expect(added.items).toEqual([expect.objectContaining({ item_id: String(part.product_id), price, quantity: 1 })]);
    expect(added.value).toBe(price);

    // The cart page: one view_cart, every line at its price; the panel lists the visit so far.
    await page.goto(`${base}/checkout/cart`);
    await page.waitForURL(/w=cart$/);
    await ready(page);
    await page.getByRole('button', { name: `Remove ${part.name}` }).waitFor();
    await expect.poll(async () => events(await pagePushes(page), 'view_cart')).toHaveLength(1);
    const viewCart = events(await pagePushes(page), 'view_cart')[0];
    expect(linesOf(viewCart)).toEqual(sorted);
    expect(viewCart.ecommerce!.value).toBe(cartValue);
    await switches.click();
    const listed = page.getByRole('list', { name: 'Pushed to dataLayer' });
    // The store's marketing_tracking may push its own `add_to_cart` (no ecommerce object): listed, and told apart.
    const listedCount = async (name: string) => listed.locator('li').filter({ has: page.locator('code', { hasText: new RegExp(`^${name}$`) }) }).filter({ hasNotText: 'without an ecommerce object' }).count();
    expect({ view_item: await listedCount('view_item'), add_to_cart: await listedCount('add_to_cart'), view_cart: await listedCount('view_cart') }).toEqual({ view_item: 1, add_to_cart: 1, view_cart: 1 });

    // Closed again from the keyboard (the open panel is taller than the window, its summary above it).
    await switches.press('Enter');
    await listed.waitFor({ state: 'hidden' });

    // Checkout: one begin_checkout with the cart the shopper takes there.
    await Promise.all([page.waitForURL(isCheckout), page.getByRole('button', { name: 'Checkout', exact: true }).click()]);
    const visit = await visitPushes(page);
    const counts = Object.fromEntries(['view_item', 'add_to_cart', 'view_cart', 'begin_checkout'].map((n) => [n, events(visit, n).length]));
    expect(counts).toEqual({ view_item: 1, add_to_cart: 1, view_cart: 1, begin_checkout: 1 });
    const checkout = events(visit, 'begin_checkout')[0];
    expect(linesOf(checkout)).toEqual(sorted);
    expect(checkout.ecommerce!.value).toBe(cartValue);
    expect(errors).toEqual([]);
    await context.close();
  });
});
