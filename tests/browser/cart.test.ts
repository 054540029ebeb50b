import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, launch, newSession, openThemePage, resetStore } from './harness';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';

/**
 * The cart in a real browser, on the built bundle: add from a product page → the popout count
 * changes → edit quantities on the cart page (rapid changes end with the server and the display
 * on the last value) → remove everything → the empty cart; accessible, no console errors.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(resetStore);

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
/** A part with no options, orderable and priced, not in the seed cart. */
const part = () => {
  const item = catalog().find(
    (i) => !i.product.options.length && i.product.is_orderable && !i.product.disable_pricing && i.product.minimum === 1 && !db.cart.lines.some((l) => l.product_id === Number(i.product.product_id)),
  )!;
  return renderProduct(item);
};

describe('cart', () => {
  it('add on a product page → popout count → edit on the cart page → remove all → empty', async () => {
    const product = part();
    const s = await newSession(browser);
    await openThemePage(s, {
      title: product.name,
      body: `<header><div id="pf-cart-popout"></div></header>
        <h1>${product.name}</h1>
        <div data-pf-widget="product" data-pf-props='${attr({ product })}'></div>`,
    });
    const popout = s.page.getByRole('button', { name: /^Shopping cart/ });
    const seedItems = renderCart(db.cart, db.ymm).total_items;
    await expect.poll(() => popout.textContent()).toContain(`${seedItems} item(s)`);
    await s.page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => popout.textContent()).toContain(`${seedItems + 1} item(s)`);
    await popout.click();
    await s.page.getByRole('table', { name: 'Products in your cart' }).getByRole('link', { name: product.name }).waitFor();
    expect(await axe(s.page, 'header')).toEqual([]);

    // The cart page.
    await openThemePage(s, { title: 'Shopping Cart', body: `<header><div id="pf-cart-popout"></div></header><h1>Shopping Cart</h1><div id="pf-cart"></div>` }, '/checkout/cart');
    const line = s.page.getByRole('article', { name: product.name });
    const quantity = line.getByLabel('Quantity');
    await quantity.waitFor();
    expect(await axe(s.page)).toEqual([]);

    // Rapid changes: only the last one counts, on the server and on the page.
    const key = db.cart.lines.find((l) => l.product_id === Number(product.product_id))!.key;
    await quantity.selectOption('3');
    await quantity.selectOption('6');
    await quantity.selectOption('4');
    await s.page.waitForTimeout(200);
    await quantity.selectOption('8');
    await expect.poll(() => db.cart.lines.find((l) => l.key === key)?.quantity, { timeout: 5000 }).toBe(8);
    await expect.poll(() => quantity.inputValue()).toBe('8');
    const total = renderCart(db.cart, db.ymm);
    await expect.poll(() => popout.textContent()).toContain(total.total_text);
    await expect.poll(() => line.textContent()).toContain(total.products.find((p) => p.key === key)!.total_text!);
    const edits = s.apiCalls().filter((c) => c.includes('checkout/cart/edit'));
    expect(edits.length).toBeLessThanOrEqual(2);

    // Remove everything; the last removal sends the browser to /checkout/cart, which is empty.
    const names = [...renderCart(db.cart, db.ymm).products.map((p) => p.name), ...renderCart(db.cart, db.ymm).vouchers.map((v) => v.description)];
    for (const name of names) {
      await s.page.getByRole('button', { name: `Remove ${name}` }).click();
      await s.page.getByRole('button', { name: `Remove ${name}` }).waitFor({ state: 'detached' });
    }
    await s.page.getByText('The shopping cart is empty.').first().waitFor();
    await s.page.waitForURL('**/checkout/cart');
    await expect.poll(() => popout.textContent()).toContain('0 item(s)');
    expect(db.cart.lines).toEqual([]);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
