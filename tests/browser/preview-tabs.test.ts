import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, withBrowser } from './harness';
import { servePreview, type Preview } from './preview-server';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';

/**
 * One cart across the preview's tabs (`npm start`), as a shopper comparing parts in two tabs has
 * it: a part added on a product page shows on the cart page of another tab within a second, and
 * a line removed there leaves a third tab's cart popout as it was before the add.
 */
withBrowser();

let server: Preview;

beforeAll(async () => {
  server = await servePreview();
}, 180000);

afterAll(async () => {
  await server?.close();
});

const ready = (page: Page) => page.waitForFunction(() => window.Partsfront?.ready !== undefined).then(() => page.evaluate(() => window.Partsfront!.ready));
const popoutText = (page: Page) => page.locator('[data-pf-widget="cart-popout"]').first().innerText();

describe('the preview in two tabs', () => {
  it('keeps one cart: an add in one tab shows in the other within a second, a removal there shows back in the first', async () => {
    const part = catalog()
      .map(renderProduct)
      .find((p) => p.is_orderable && !p.requires_options && !p.options.length && !p.disable_pricing && p.minimum === 1 && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))!;
    expect(part).toBeDefined();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const shop = await context.newPage();
    const cart = await context.newPage();
    const popout = await context.newPage();
    const errors: string[] = [];
    for (const page of [shop, cart, popout]) page.on('pageerror', (e) => errors.push(e.message));

    await shop.goto(`${server.base}/preview/demo-product.html?product_id=${part.product_id}`);
    await ready(shop);
    await popout.goto(`${server.base}/preview/widget.html?w=cart-popout`);
    await ready(popout);
    await cart.goto(`${server.base}/checkout/cart`);
    await cart.waitForURL(/w=cart$/);
    await ready(cart);
    await cart.getByRole('button', { name: /^Remove / }).first().waitFor();
    await expect.poll(() => popoutText(popout)).toMatch(/\d/);
    const before = await popoutText(popout);

    // The add, in the product page's tab; the cart page's tab shows the line.
    const add = shop.locator('[data-pf-widget="product"]').getByRole('button', { name: 'Add to Cart' });
    const answered = shop.waitForResponse((r) => /cart\/add|cartAdd/.test(r.url()) && r.request().method() === 'POST');
    await add.click();
    await answered;
    const added = Date.now();
    await cart.getByRole('button', { name: `Remove ${part.name}` }).waitFor({ timeout: 5000 });
    const seenAfter = Date.now() - added;
    console.log(`preview tabs: the cart page's tab showed the added line ${seenAfter} ms after the store answered the add`);
    expect(seenAfter).toBeLessThan(1000);
    await expect.poll(() => popoutText(popout), { timeout: 2000 }).not.toBe(before);

    // The removal, in the cart page's tab; the popout's tab is back to what it said.
    await cart.getByRole('button', { name: `Remove ${part.name}` }).click();
    await expect.poll(() => popoutText(popout), { timeout: 5000 }).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
