import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { axe, browser, builtFile, DIST, newSession, openThemePage, type Session, widgetChunks, withBrowser } from './harness';
import { productById, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { cartTotal, totalItems, totalText } from '../../mocks/db/cart';
import { formatMoney, sum } from '../../shared/money';

/**
 * The product page in a real browser, on the built bundle: choose the required options →
 * Add to Cart → "Added!" → the navbar cart popout updates without a reload (pf:cart-changed) →
 * the button reverts after 3 s. On first load only the product, fitment and cart code is
 * downloaded; Contact Us, QR and POS code load when used. Every state passes axe.
 */
withBrowser();

/** Product 104 has a required "Position" select (Front, Rear +$5.00) and an "Add-ons" checkbox group. */
const item = productById(104)!;
const product = renderProduct(item);
const position = item.product.options.find((o) => o.name === 'Position')!;
const rear = position.values.find((v) => v.name === 'Rear')!;
const addOns = item.product.options.find((o) => o.name === 'Add-ons')!;
const hardwareKit = addOns.values.find((v) => v.name === 'Hardware Kit')!;

/** JSON for a single-quoted attribute. */
const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const productPage = (p = product) => `
  <header><nav aria-label="Account"><div id="pf-cart-popout">Cart</div></nav></header>
  <h1>${p.name}</h1>
  <div data-pf-widget="product" data-pf-props='${attr({ product: p })}'></div>`;

/** Records the pf:* events theme code would hear, from before the bundle runs. */
async function recordEvents(s: Session) {
  await s.page.addInitScript(() => {
    const w = window as unknown as { pfEvents: Array<{ type: string; detail: unknown }> };
    w.pfEvents = [];
    for (const type of ['pf:cart-changed', 'pf:ready']) document.addEventListener(type, (e) => w.pfEvents.push({ type, detail: (e as CustomEvent).detail }));
  });
}
const cartEvents = (s: Session) =>
  s.page.evaluate(() => (window as unknown as { pfEvents: Array<{ type: string; detail: unknown }> }).pfEvents.filter((e) => e.type === 'pf:cart-changed').map((e) => e.detail));

/** Every file a chunk needs statically (its imports, recursively, and their CSS files), from the build manifest. */
async function staticClosure(sources: string[]): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; css?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.css?.forEach((css) => files.add(css));
    entry.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return files;
}

/** The lazily loaded parts of the product page, by their source files. */
async function lazyFiles() {
  const pick = async (src: string) => (await builtFile(src)) ?? `missing:${src}`;
  return {
    qr: await pick('widgets/product/components/QrModal.tsx'),
    qrLibrary: await pick('node_modules/qrcode/lib/browser.js'),
    contact: await pick('widgets/product/components/ContactUsModal.tsx'),
    // The inventory domain is also a static part of the listings, so the build may give it a
    // shared chunk (`_inventory-…`) instead of an entry of its own.
    pos: (await builtFile('shared/inventory/index.ts')) ?? (await builtFile('_inventory')) ?? 'missing:shared/inventory',
  };
}

describe('product page', () => {
  it('chooses options, adds to the cart, reads "Added!" for 3 s and updates the cart popout without a reload, accessibly', async () => {
    const s = await newSession(browser);
    await recordEvents(s);
    await openThemePage(s, { body: productPage(), title: product.name }, '/product/104');
    await s.page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
    const add = s.page.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    const cartButton = s.page.getByRole('button', { name: /^Shopping cart/ });
    await cartButton.waitFor();
    // The popout reads the store's cart (the mock store's cart is seeded with lines).
    const serverText = () => totalText(totalItems(db.cart), cartTotal(db.cart, db.ymm));
    const textBefore = serverText();
    const itemsBefore = totalItems(db.cart);
    await expect.poll(() => cartButton.textContent()).toContain(textBefore);
    expect(await axe(s.page)).toEqual([]);

    // The required option missing: its error, focus on it, nothing sent.
    const positionSelect = s.page.getByLabel(/^Position/);
    await add.click();
    await s.page.getByText('Position required!').waitFor();
    expect(await positionSelect.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await positionSelect.getAttribute('aria-invalid')).toBe('true');
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(0);

    // Choosing the options clears the error and updates the price exactly.
    await positionSelect.selectOption({ label: `Rear (+${formatMoney(rear.price)})` });
    await s.page.getByRole('checkbox', { name: new RegExp(`^Hardware Kit`) }).check();
    expect(await s.page.getByText('Position required!').count()).toBe(0);
    await expect.poll(() => s.page.getByTestId('pf-price').textContent()).toContain(formatMoney(sum(product.price, rear.price, hardwareKit.price)));

    // A double click sends ONE add, with the product, quantity and options.
    const addBodies: string[] = [];
    s.page.on('request', (r) => {
      if (r.url().includes('checkout/cart/add')) addBodies.push(r.postData() ?? '');
    });
    // When the button reads "Added!" and when it reads "Add to Cart" again, timed in the page: the
    // busy machine running this test may delay its own steps, not the page's clock.
    await s.page.evaluate(() => {
      const w = window as unknown as { pfAddedAt?: number; pfRevertedAt?: number };
      const texts = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.trim());
      const watch = new MutationObserver(() => {
        if (w.pfAddedAt === undefined && texts().includes('Added!')) w.pfAddedAt = performance.now();
        else if (w.pfAddedAt !== undefined && !texts().includes('Added!') && texts().includes('Add to Cart')) {
          w.pfRevertedAt = performance.now();
          watch.disconnect();
        }
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await add.dblclick();
    const added = s.page.getByRole('button', { name: 'Added!' });
    await added.waitFor();
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(1);
    const form = new URLSearchParams(addBodies[0]);
    expect(form.get('product_id')).toBe('104');
    expect(form.get('quantity')).toBe('1');
    expect(form.get(`option[${position.product_option_id}]`)).toBe(String(rear.product_option_value_id));
    expect(form.getAll(`option[${addOns.product_option_id}][]`)).toEqual([String(hardwareKit.product_option_value_id)]);

    // The success toast with its View Cart link.
    await s.page.getByText(`You have added ${product.name} to the cart.`).waitFor();
    expect(await s.page.getByRole('link', { name: 'View Cart' }).count()).toBeGreaterThan(0);

    // The cart popout shows the store's new count and total, on the same page load.
    expect(totalItems(db.cart)).toBe(itemsBefore + 1);
    const expectedText = serverText();
    expect(expectedText).not.toBe(textBefore);
    await expect.poll(() => cartButton.textContent()).toContain(expectedText);
    expect(await s.page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
    expect(await cartEvents(s)).toContainEqual({ total_items: itemsBefore + 1, total_text: expectedText });

    // "Added!" holds for 3 s, then the button reverts.
    await s.page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const held = await s.page.evaluate(() => {
      const w = window as unknown as { pfAddedAt: number; pfRevertedAt: number };
      return w.pfRevertedAt - w.pfAddedAt;
    });
    expect(held).toBeGreaterThanOrEqual(2500);
    expect(held).toBeLessThanOrEqual(4500);

    // The popout lists the product; the page is accessible with it open.
    await cartButton.click();
    await s.page.getByRole('link', { name: product.name }).first().waitFor();
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(1);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('downloads only the product, fitment and cart code on first load, then on idle what a click needs', async () => {
    const chunks = await widgetChunks();
    const allowed = await staticClosure(['mount/index.ts', 'widgets/product/index.tsx', 'widgets/cart-popout/index.tsx']);
    // The open cart panel, the add-to-cart file (the success toast's text, "Heads up!"), the cart's
    // channel between tabs and the Wish List and Compare calls.
    const keys = Object.keys(JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')));
    const shared = (name: string) => keys.find((k) => new RegExp(`^_${name}-.*\\.js$`).test(k)) ?? `missing:${name}`;
    const clickParts = await staticClosure(['widgets/cart-popout/components/CartPanel.tsx', shared('add-to-cart'), shared('tabs'), shared('list-calls')]);
    const onIdle = [...clickParts].filter((f) => !allowed.has(f));
    expect(onIdle.length).toBeGreaterThanOrEqual(3);
    const files = await lazyFiles();
    const s = await newSession(browser);
    await openThemePage(s, { body: productPage() }, '/product/104');
    await s.page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await s.page.getByRole('button', { name: /^Shopping cart/ }).waitFor();
    // Let the fitment answer arrive (a part's choices could pull in more code).
    await s.page.locator('[data-result]').first().waitFor({ state: 'attached' });
    await expect.poll(() => s.apiCalls().filter((c) => c.includes('validateFitment')).length).toBe(1);
    await expect.poll(() => s.page.locator('[data-result][aria-busy]').count()).toBe(0);

    await expect.poll(() => onIdle.filter((f) => !s.cdnFiles().includes(f))).toEqual([]);
    const fetched = s.cdnFiles();
    expect(fetched).toContain(chunks.product);
    expect(fetched).toContain(chunks['cart-popout']);
    for (const [name, file] of Object.entries(chunks)) if (name !== 'product' && name !== 'cart-popout') expect(fetched, name).not.toContain(file);
    for (const file of Object.values(files)) expect(fetched).not.toContain(file);
    // The kit's and the store core's rules come in one stylesheet (build/core-preload.ts), not two.
    const joined = JSON.parse(await readFile(resolve(DIST, '.vite/stylesheets.json'), 'utf8')) as { file: string; parts: string[] };
    expect(fetched).toContain(joined.file);
    for (const part of joined.parts) expect(fetched).not.toContain(part);
    expect(fetched.filter((f) => !allowed.has(f) && !clickParts.has(f) && f !== joined.file)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('loads the QR code and its library only when used, in an accessible dialog', async () => {
    const files = await lazyFiles();
    const s = await newSession(browser);
    await openThemePage(s, { body: productPage() }, '/product/104');
    const qrButton = s.page.getByRole('button', { name: 'QR Code' });
    await qrButton.waitFor();
    expect(s.cdnFiles()).not.toContain(files.qr);
    expect(s.cdnFiles()).not.toContain(files.qrLibrary);

    await qrButton.click();
    const dialog = s.page.getByRole('dialog', { name: 'Scan to open this product' });
    await dialog.getByRole('img', { name: `QR code for ${product.name}` }).waitFor();
    expect(s.cdnFiles()).toContain(files.qr);
    expect(s.cdnFiles()).toContain(files.qrLibrary);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axe(s.page)).toEqual([]);
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await qrButton.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('opens Contact Us for an item that cannot be bought online, loading its code then, accessibly', async () => {
    const files = await lazyFiles();
    const unorderable = { ...product, is_orderable: false };
    const s = await newSession(browser);
    await openThemePage(s, { body: productPage(unorderable) }, '/product/104');
    const contact = s.page.getByRole('button', { name: 'Contact Us' });
    await contact.waitFor();
    expect(await s.page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(s.cdnFiles()).not.toContain(files.contact);

    await contact.click();
    const dialog = s.page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByRole('option', { name: 'Urbana - Cunningham Ave' }).waitFor({ state: 'attached' });
    expect(s.cdnFiles()).toContain(files.contact);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('adds the POS panel in POS mode, accessibly, without the shopper buttons', async () => {
    const files = await lazyFiles();
    const s = await newSession(browser);
    await openThemePage(s, { body: productPage(), config: { mode: 'pos' } }, '/product/104');
    await s.page.getByRole('region', { name: 'Inventory by Location' }).getByRole('table').waitFor();
    await s.page.getByRole('region', { name: 'Distributor Inventory' }).getByRole('table').waitFor();
    await s.page.getByRole('region', { name: 'Ship to Store' }).getByText(/Show all|couldn't find/).first().waitFor();
    expect(s.cdnFiles()).toContain(files.pos);
    // The shopper's Add to Cart is hidden; the one Add to Cart left is the clerk's distributor order.
    const distributor = s.page.getByRole('region', { name: 'Distributor Inventory' });
    expect(await s.page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(await distributor.getByRole('button', { name: 'Add to Cart' }).count());
    expect(await distributor.getByRole('button', { name: 'Add to Cart' }).count()).toBe(1);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
