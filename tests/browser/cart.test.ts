import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, STORE, withBrowser } from './harness';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { setFaults } from '../../mocks/faults';

/**
 * The cart in a real browser, on the built bundle: add from a product page → the popout count
 * changes → edit quantities on the cart page (rapid changes end with the server and the display
 * on the last value) → remove everything → the empty cart; accessible, no console errors.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
/** A part with no options, orderable and priced, not in the seed cart. */
const part = () => {
  const item = catalog().find(
    (i) => !i.product.options.length && i.product.is_orderable && !i.product.disable_pricing && i.product.minimum === 1 && !db.cart.lines.some((l) => l.product_id === Number(i.product.product_id)),
  )!;
  return renderProduct(item);
};
/** Longer than the cart's 500 ms debounce. */
const PAST_DEBOUNCE = 700;
const header = '<header><nav aria-label="Store"><div id="pf-cart-popout"></div></nav></header>';

describe('cart', () => {
  it('add on a product page → popout count → edit on the cart page → remove all → empty', async () => {
    const product = part();
    const s = await newSession(browser);
    // The page's timers on a clock the test can run forward (the quantity's 500 ms debounce below).
    await s.page.clock.install();
    await openThemePage(s, {
      title: product.name,
      body: `${header}<h1>${product.name}</h1>
        <div data-pf-widget="product" data-pf-props='${attr({ product })}'></div>`,
    });
    const popout = s.page.getByRole('button', { name: /^Shopping cart/ });
    const seedItems = renderCart(db.cart, db.ymm).total_items;
    await expect.poll(() => popout.textContent()).toContain(`${seedItems} item(s)`);
    await s.page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => popout.textContent()).toContain(`${seedItems + 1} item(s)`);
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(1);
    expect(db.cart.lines.filter((l) => l.product_id === Number(product.product_id))).toHaveLength(1);
    // The popout, open, lists the new part (without a page reload) and passes axe.
    await popout.click();
    await s.page.getByRole('table', { name: 'Products in your cart' }).getByRole('link', { name: product.name }).waitFor();
    // axe waits until the add's toast has finished sliding in (harness: settled; mid-animation it is partly transparent).
    expect(await axe(s.page)).toEqual([]);

    // The cart page.
    await openThemePage(s, { title: 'Shopping Cart', body: `${header}<h1>Shopping Cart</h1><div id="pf-cart"></div>` }, '/checkout/cart');
    const line = s.page.getByRole('article', { name: product.name });
    const quantity = line.getByLabel('Quantity');
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('1');
    expect(await axe(s.page)).toEqual([]);

    // Rapid changes with a slow store (answers take 300 ms, so edits overlap answers): only
    // settled values are sent, in order, and the server and the page end on the last one typed.
    const key = db.cart.lines.find((l) => l.product_id === Number(product.product_id))!.key;
    const sent: string[] = [];
    s.page.on('request', (r) => {
      if (r.url().includes('checkout/cart/edit')) sent.push(new URLSearchParams(r.postData() ?? '').get('quantity') ?? '?');
    });
    // Each pause past the debounce is the page's clock run forward (its timers fire at once), and
    // each wait is for the edit the pause lets out: no fixed sleeps.
    setFaults({ latencyMs: 300 });
    await quantity.selectOption('3');
    await s.page.clock.runFor(PAST_DEBOUNCE);
    await expect.poll(() => sent).toEqual(['3']);
    await quantity.selectOption('6');
    await quantity.selectOption('4');
    await s.page.clock.runFor(PAST_DEBOUNCE);
    await expect.poll(() => sent).toEqual(['3', '4']);
    await quantity.selectOption('10+');
    const box = line.getByRole('spinbutton', { name: 'Quantity' });
    await box.waitFor();
    await s.page.clock.runFor(PAST_DEBOUNCE);
    await expect.poll(() => sent.at(-1)).toBe('10');
    for (const typed of ['15', '23', '12']) {
      await box.selectText();
      await box.pressSequentially(typed, { delay: 30 });
    }
    await s.page.clock.runFor(PAST_DEBOUNCE);
    await expect.poll(() => db.cart.lines.find((l) => l.key === key)?.quantity, { timeout: 8000 }).toBe(12);
    // Nothing more is sent afterwards (no late edit undoes the last one): every timer still set
    // on the page fires now, and no edit follows.
    const sentCount = sent.length;
    await s.page.clock.runFor(PAST_DEBOUNCE * 2);
    await expect.poll(() => db.cart.lines.find((l) => l.key === key)?.quantity).toBe(12);
    expect(sent).toHaveLength(sentCount);
    setFaults({});
    expect(db.cart.lines.find((l) => l.key === key)?.quantity).toBe(12);
    expect(await box.inputValue()).toBe('12');
    expect(sent.at(-1)).toBe('12');
    // 6, 15 and 23 were replaced within the debounce; single keystrokes were never sent.
    for (const q of sent) expect(['3', '4', '10', '12']).toContain(q);
    const answered = renderCart(db.cart, db.ymm);
    const edited = answered.products.find((p) => p.key === key)!;
    // No line total in the answer (spec 1 §3): the page shows unit × quantity.
    await expect.poll(() => line.textContent()).toContain(`$${(Number(edited.unit_price) * edited.quantity).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    await expect.poll(() => popout.textContent()).toContain(answered.total_text);
    expect(await line.getByRole('alert').count()).toBe(0);

    // The popout open over the cart page passes axe too.
    await popout.click();
    await s.page.getByRole('table', { name: 'Products in your cart' }).getByRole('link', { name: product.name }).waitFor();
    expect(await axe(s.page)).toEqual([]);
    await popout.click();

    // Remove every line and gift certificate; the last removal sends the browser to
    // /checkout/cart (a new page load), which shows the empty cart.
    const names = [...answered.products.map((p) => p.name), ...answered.vouchers.map((v) => v.description)];
    expect(names.length).toBeGreaterThan(1);
    const cart = s.page.locator('#pf-cart');
    for (const name of names.slice(0, -1)) {
      await cart.getByRole('button', { name: `Remove ${name}` }).click();
      await cart.getByRole('button', { name: `Remove ${name}` }).waitFor({ state: 'detached' });
    }
    await s.page.evaluate(() => ((window as unknown as { beforeLastRemove: boolean }).beforeLastRemove = true));
    const removesBefore = s.apiCalls().filter((c) => c.includes('checkout/cart/remove')).length;
    await Promise.all([s.page.waitForEvent('load'), cart.getByRole('button', { name: `Remove ${names.at(-1)}` }).click()]);
    expect(s.page.url()).toBe(`${STORE}/checkout/cart`);
    expect(await s.page.evaluate(() => (window as unknown as { beforeLastRemove?: boolean }).beforeLastRemove)).toBeUndefined();
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/remove'))).toHaveLength(removesBefore + 1);
    await s.page.evaluate(() => window.Partsfront!.ready);
    await cart.getByText('The shopping cart is empty.').waitFor();
    await expect.poll(() => popout.textContent()).toContain('0 item(s)');
    expect(db.cart.lines).toEqual([]);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
