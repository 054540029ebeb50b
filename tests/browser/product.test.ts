import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { axe, CDN, launch, newSession, openThemePage, resetStore } from './harness';
import { productById, renderProduct } from '../../mocks/db/catalog';

/**
 * The product page in a real browser, on the built bundle: choose options → Add to Cart →
 * "Added!" → the navbar cart summary updates; the page is accessible; Contact Us, QR and POS
 * code is not downloaded until used.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(resetStore);

/** Product 104 has a required "Position" select and an "Add-ons" checkbox group. */
const product = renderProduct(productById(104)!);
const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const page = `
  <header><div id="pf-cart-popout">Cart</div></header>
  <h1>${product.name}</h1>
  <div data-pf-widget="product" data-pf-props='${attr({ product })}'></div>`;

/** The built files of the lazily loaded parts (from the manifest). */
async function lazyFiles(): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const pick = (src: string) => manifest[src]?.file ?? `missing:${src}`;
  return {
    qr: pick('widgets/product/components/QrModal.tsx'),
    contact: pick('widgets/product/components/ContactUsModal.tsx'),
    pos: pick('widgets/product/pos/PosPanel.tsx'),
  };
}

describe('product page', () => {
  it('chooses options, adds to the cart, reads "Added!" and updates the cart summary, accessibly', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: page, title: product.name });
    const add = s.page.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    const cartButton = s.page.getByRole('button', { name: /^Shopping cart/ });
    await cartButton.waitFor();
    const before = await cartButton.textContent();

    // Required option missing: an error, nothing sent.
    await add.click();
    await s.page.getByText('Position required!').waitFor();
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(0);

    await s.page.getByLabel(/Position/).selectOption({ label: 'Rear (+$5.00)' });
    await s.page.getByRole('checkbox', { name: /Hardware Kit/ }).check();
    await add.click();
    await s.page.getByRole('button', { name: 'Added!' }).waitFor();
    await s.page.getByText(`You have added ${product.name} to the cart.`).waitFor();
    await expect.poll(() => cartButton.textContent()).not.toBe(before);

    await cartButton.click();
    await s.page.getByRole('link', { name: product.name }).first().waitFor();
    // Back to "Add to Cart" after 3 s.
    await s.page.getByRole('button', { name: 'Add to Cart' }).waitFor({ timeout: 5000 });

    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('loads the QR, Contact Us and POS code only when used', async () => {
    const files = await lazyFiles();
    const s = await newSession(browser);
    await openThemePage(s, { body: page });
    await s.page.getByRole('button', { name: 'QR Code' }).waitFor();
    const loaded = (file: string) => s.requests.some((u) => u.startsWith(CDN) && u.endsWith(file));
    expect(loaded(files.qr)).toBe(false);
    expect(loaded(files.contact)).toBe(false);
    expect(loaded(files.pos)).toBe(false);

    await s.page.getByRole('button', { name: 'QR Code' }).click();
    await s.page.getByRole('img', { name: `QR code for ${product.name}` }).waitFor();
    expect(loaded(files.qr)).toBe(true);
    expect(await axe(s.page, '[role="dialog"]')).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('opens Contact Us for an item that cannot be bought online, accessibly', async () => {
    const unorderable = { ...product, is_orderable: false };
    const s = await newSession(browser);
    await openThemePage(s, { body: `<div data-pf-widget="product" data-pf-props='${attr({ product: unorderable })}'></div>` });
    await s.page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByRole('option', { name: 'Urbana - Cunningham Ave' }).waitFor({ state: 'attached' });
    expect(await axe(s.page, '[role="dialog"]')).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('adds the POS panel in POS mode, accessibly, without the shopper buttons', async () => {
    const files = await lazyFiles();
    const s = await newSession(browser);
    await openThemePage(s, { body: page, config: { mode: 'pos' } });
    await s.page.getByRole('region', { name: 'Inventory by Location' }).getByRole('table').waitFor();
    await s.page.getByRole('region', { name: 'Distributor Inventory' }).getByRole('table').waitFor();
    await s.page.getByRole('region', { name: 'Ship to Store' }).getByText(/Show all|couldn't find/).first().waitFor();
    expect(s.requests.some((u) => u.endsWith(files.pos))).toBe(true);
    expect(await s.page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
