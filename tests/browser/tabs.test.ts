import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, newSession, openThemePage, STORE, themeHtml, withBrowser, type Session } from './harness';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';

/**
 * One cart across the tabs of a store, on the built bundle: two pages in ONE browser context (the
 * tabs of one browser, sharing its storage, BroadcastChannel and Web Locks). A change in one tab
 * shows in the other within a second; and a change a clerk made with the connection down, while
 * the register is open in two tabs, reaches the store exactly once when it comes back.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const header = '<header><nav aria-label="Store"><div id="pf-cart-popout"></div></nav></header>';
/** The promise: the other tab shows a change within a second of the store taking it. */
const WITHIN_A_SECOND = { timeout: 1000, interval: 50 };
const eventually = { timeout: 30_000, interval: 100 };

/** Orderable parts without options, priced, that the seed cart lacks. */
const freshParts = () =>
  catalog().filter(({ product: p }) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)));

/** A second tab of the session's browser context (the same routes: the same store), watched for errors too. */
async function secondTab(s: Session): Promise<Page> {
  const page = await s.page.context().newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') s.errors.push(`[tab 2] ${m.text()}`);
  });
  page.on('pageerror', (e) => s.errors.push(`[tab 2] ${String(e)}`));
  return page;
}

async function ready(page: Page) {
  await page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await page.evaluate(() => window.Partsfront!.ready);
}

/** The store's calls of one kind the context made (both tabs), by path. */
function storeCallsOf(tabs: Page[], route: string): () => number {
  let n = 0;
  for (const tab of tabs)
    tab.on('request', (r) => {
      if (r.url().startsWith(STORE) && r.url().includes(route)) n += 1;
    });
  return () => n;
}

describe('one cart across tabs', () => {
  it('a storefront change in one tab shows in the other within a second, both ways', async () => {
    const part = renderProduct(freshParts()[0]);
    const s = await newSession(browser);
    s.serve(part.links.view, themeHtml({ title: part.name, body: `${header}<h1>${part.name}</h1><div data-pf-widget="product" data-pf-props='${attr({ product: part })}'></div>` }));
    await openThemePage(s, { title: 'Shopping Cart', body: `${header}<h1>Shopping Cart</h1><div id="pf-cart"></div>` }, '/checkout/cart');
    const cartTab = s.page;
    const productTab = await secondTab(s);
    await productTab.goto(`${STORE}${part.links.view}`);
    await ready(productTab);
    const seed = renderCart(db.cart, db.ymm);
    const popout = productTab.getByRole('button', { name: /^Shopping cart/ });
    await expect.poll(() => popout.textContent(), eventually).toContain(`${seed.total_items} item(s)`);
    const cart = cartTab.locator('#pf-cart');
    await cart.getByRole('button', { name: `Remove ${seed.products[0].name}` }).waitFor();

    // The product tab adds the part: once the store has it, the cart tab lists it within a second.
    await productTab.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => db.cart.lines.some((l) => l.product_id === Number(part.product_id)), eventually).toBe(true);
    await expect.poll(() => cart.getByRole('button', { name: `Remove ${part.name}` }).count(), WITHIN_A_SECOND).toBe(1);

    // The cart tab removes a seed line: the product tab's popout count follows within a second.
    const gone = seed.products[0];
    const before = renderCart(db.cart, db.ymm).total_items;
    await cart.getByRole('button', { name: `Remove ${gone.name}` }).click();
    await expect.poll(() => db.cart.lines.some((l) => l.key === gone.key), eventually).toBe(false);
    await expect.poll(() => popout.textContent(), WITHIN_A_SECOND).toContain(`${before - gone.quantity} item(s)`);
    expect(s.errors).toEqual([]);
  });

  it('a scan made with the connection down, the register open in two tabs, reaches the store once when it returns', async () => {
    const part = freshParts()[0].product;
    const s = await newSession(browser);
    const config = { mode: 'pos' };
    const body = '<h1>POS Cart</h1><div id="pf-pos-cart" style="min-height: 40rem"></div>';
    await openThemePage(s, { title: 'POS Cart', config, body }, '/pos/cart');
    const tabA = s.page;
    const tabB = await secondTab(s);
    await tabB.goto(`${STORE}/pos/cart`);
    await ready(tabB);
    const linesOf = (tab: Page) => tab.getByRole('list', { name: 'Products in the cart' });
    const statusOf = (tab: Page) => tab.locator('[role=status][data-pf-connection]');
    await linesOf(tabA).waitFor();
    await linesOf(tabB).waitFor();
    // Each tab knows the other is open.
    for (const tab of [tabA, tabB]) await expect.poll(() => statusOf(tab).textContent(), eventually).toContain('This register is open in another tab too');

    // Online, tab A scans the part (the register remembers it), then takes it off again.
    const scan = tabA.getByLabel('Scan or enter part number');
    await scan.fill(part.upc!);
    await scan.press('Enter');
    const lineA = linesOf(tabA).getByRole('listitem', { name: part.name });
    await lineA.waitFor();
    await lineA.getByRole('button', { name: `Remove ${part.name}` }).click();
    await lineA.waitFor({ state: 'detached' });
    await expect.poll(() => linesOf(tabB).getByRole('listitem', { name: part.name }).count(), eventually).toBe(0);

    // ---- The connection drops: the browser says so, and the store answers nothing. ----
    let down = true;
    await s.page.context().route(`${STORE}/**`, (route) => (down && !route.request().url().includes('/pos/cart') ? route.abort('internetdisconnected') : route.fallback()));
    await s.page.context().setOffline(true);
    for (const tab of [tabA, tabB]) await expect.poll(() => statusOf(tab).textContent(), eventually).toContain('Offline: the store cannot be reached.');
    await scan.fill(part.upc!);
    await scan.press('Enter');
    await lineA.getByText('Not yet sent').waitFor();
    await expect.poll(() => statusOf(tabA).textContent(), eventually).toContain('1 change not yet sent');
    expect(db.cart.lines.some((l) => l.product_id === Number(part.product_id))).toBe(false);

    // ---- Back: both tabs come back online at once; the scan is sent by one of them, once. ----
    const adds = storeCallsOf([tabA, tabB], 'checkout/cart/add');
    down = false;
    await s.page.context().setOffline(false);
    for (const tab of [tabA, tabB]) await expect.poll(() => tab.getByText('Not yet sent').count(), eventually).toBe(0);
    await expect.poll(() => db.cart.lines.filter((l) => l.product_id === Number(part.product_id)).map((l) => l.quantity), eventually).toEqual([1]);
    // Both tabs show what the store holds: the part once, quantity 1.
    for (const tab of [tabA, tabB]) {
      const line = linesOf(tab).getByRole('listitem', { name: part.name });
      await expect.poll(() => line.count(), eventually).toBe(1);
      await expect.poll(() => line.getByLabel(`Quantity of ${part.name}`).inputValue(), eventually).toBe('1');
    }
    // Both tabs are done with the outage (each replayed or found nothing left to send): one add in all.
    for (const tab of [tabA, tabB]) await expect.poll(() => statusOf(tab).textContent(), eventually).toContain('Back online.');
    expect(adds()).toBe(1);
    expect(db.cart.lines.filter((l) => l.product_id === Number(part.product_id)).map((l) => l.quantity)).toEqual([1]);
    // The browser logs each request it could not make while offline: that is the drop itself.
    expect(s.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/.test(e))).toEqual([]);
  });
});
