import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axe, browser, withBrowser } from './harness';
import { servePreview, type Preview } from './preview-server';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { FIRST_CUSTOMER_ID } from '../../mocks/db/customers';

/**
 * A sale rung up in the preview on a 768 × 1024 counter tablet while the
 * network drops twice. Mid-sale, offline, two parts the register looked up before are scanned
 * (kept, marked "Not yet sent"); back online they reach the store by themselves. At checkout,
 * offline, cash is taken (pending: recorded offline; card disabled with the reason); back online
 * the page is reloaded at once, and the order has every line and ONE cash payment, in the order
 * view and in the customer's orders.
 *
 * How the network is dropped: `context.setOffline(true)` makes Chromium fire `offline` and fail the
 * page's own network requests, but the preview's mock store answers inside the tab, through its
 * service worker, and that path is not cut by it (checked below: a call still answers while the
 * context is offline). So the test drops the store as well, with the mock store's network switch
 * (`pfMockStore.setNetworkDown`, mocks/faults.ts `offline`: every route answers a network error):
 * the browser says offline AND the store does not answer, as on a counter whose router restarted.
 */
withBrowser();

let preview: Preview;
beforeAll(async () => {
  preview = await servePreview();
}, 180000);
afterAll(async () => {
  await preview?.close();
});

const TABLET = { width: 768, height: 1024 };
const CUSTOMER = 'Jordan Miller';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** Orderable parts without options that the seed cart lacks. */
function partsToScan(n: number) {
  const found = catalog()
    .map((i) => i.product)
    .filter((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)));
  return found.slice(0, n);
}

async function dropNetwork(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.evaluate(() => (window as unknown as { pfMockStore: { setNetworkDown(d: boolean): void } }).pfMockStore.setNetworkDown(true));
}
async function restoreNetwork(context: BrowserContext, page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { pfMockStore: { setNetworkDown(d: boolean): void } }).pfMockStore.setNetworkDown(false));
  await context.setOffline(false);
}

async function axeClean(page: Page): Promise<void> {
  expect(await axe(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('the register rides out a dropped connection', () => {
  it('keeps two scans and a cash payment through two outages and a reload: one order, every line, one payment', async () => {
    const [kept, first, second] = partsToScan(3);
    const context = await browser.newContext({ viewport: TABLET });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // The browser logs each request it could not make while offline: that is the drop itself.
      if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/.test(m.text())) errors.push(m.text());
    });
    const { base } = preview;

    // ---- The POS cart: the customer, and three parts scanned (the register remembers them), then the customer. ----
    await page.goto(`${base}/preview/widget.html?w=pos-cart&switch-mode=pos`);
    const lines = page.getByRole('list', { name: 'Products in the cart' });
    await lines.waitFor();
    const status = page.locator('[role=status][data-pf-connection]');
    const scanField = page.getByRole('combobox', { name: 'Scan or enter part number' });
    // Entered in the scan field, then Enter (a scanner's burst is the same call).
    for (const part of [kept, first, second]) {
      await scanField.fill(part.upc!);
      await scanField.press('Enter');
      await lines.getByRole('listitem', { name: part.name }).waitFor();
      await eventually(() => scanField.inputValue()).toBe('');
    }
    await page.getByRole('button', { name: 'Set Customer' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByRole('combobox', { name: 'Search customers' }).fill(CUSTOMER);
    await search.getByRole('option', { name: new RegExp(CUSTOMER) }).first().click();
    await search.getByRole('button', { name: 'Select Customer' }).click();
    await search.waitFor({ state: 'detached' });
    // Two of them taken off again: the clerk will scan them while offline. The line leaves the
    // list at once; the drop comes once the store has answered both removals (else a removal
    // still on its way when the network drops waits in the outbox too: a third change).
    const calls = new Set<unknown>();
    let removed = 0;
    const track = (r: { resourceType(): string }) => ['xhr', 'fetch'].includes(r.resourceType()) && calls.add(r);
    const done = (r: { url(): string }) => calls.delete(r) && new URL(r.url()).pathname === '/checkout/cart/remove' && removed++;
    page.on('request', track);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    for (const part of [first, second]) {
      await lines.getByRole('listitem', { name: part.name }).getByRole('button', { name: `Remove ${part.name}` }).click();
      await lines.getByRole('listitem', { name: part.name }).waitFor({ state: 'detached' });
    }
    await eventually(() => ({ removed, waiting: calls.size })).toEqual({ removed: 2, waiting: 0 });
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);

    // ---- The network drops mid-sale. ----
    await context.setOffline(true);
    // The mock store still answers with the context offline (its service worker answers in the tab).
    const reachedWhileOffline = await page.evaluate(() => fetch('/checkout/cart/getData').then((r) => r.ok, () => false));
    expect(reachedWhileOffline).toBe(true);
    await dropNetwork(context, page);
    await eventually(() => status.textContent()).toContain('Offline: the store cannot be reached.');
    for (const part of [first, second]) {
      await scanField.fill(part.upc!);
      await scanField.press('Enter');
      await lines.getByRole('listitem', { name: part.name }).getByText('Not yet sent').waitFor();
      await eventually(() => scanField.inputValue()).toBe('');
    }
    await eventually(() => status.textContent()).toContain('2 changes not yet sent');
    await axeClean(page);

    // ---- Back: the banner says so, and the two scans reach the store by themselves. ----
    await restoreNetwork(context, page);
    await eventually(() => status.textContent()).toContain('Back online.');
    await eventually(() => page.getByText('Not yet sent').count()).toBe(0);
    await eventually(() => page.getByText('Checking fitment…').count()).toBe(0);
    for (const ack of await page.getByRole('checkbox', { name: /does not fit/ }).all()) await ack.check();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByRole('button', { name: 'Check Out' }).click();
    await page.getByRole('dialog', { name: 'Check out this order?' }).getByRole('button', { name: 'Check Out' }).click();

    // ---- Checkout: the network drops again; cash is taken offline. ----
    await page.waitForURL(/w=pos-checkout/);
    const heading = page.getByRole('heading', { name: /^Check out order #\d+$/ });
    await heading.waitFor();
    const orderId = /#(\d+)/.exec((await heading.textContent())!)![1];
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Outstanding Balance').waitFor();
    await dropNetwork(context, page);
    await eventually(() => status.textContent()).toContain('Offline: the store cannot be reached.');
    const card = page.getByRole('radio', { name: 'Card' });
    expect(await card.isDisabled()).toBe(true);
    await page.getByText('Card, voucher, store credit and payment links need the store').waitFor();
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('textbox', { name: 'Amount Tendered' }).waitFor();
    await page.getByRole('button', { name: 'Take Cash' }).click();
    const transactions = page.getByRole('region', { name: 'Transactions' });
    await transactions.getByText('Cash (pending: recorded offline)').waitFor();
    await payment.getByText('Paid In Full').waitFor();
    await axeClean(page);

    // ---- Back online, and the page reloaded at once: the payment is sent once. ----
    await restoreNetwork(context, page);
    await page.reload();
    await heading.waitFor();
    await payment.getByText('Paid In Full').waitFor();
    await eventually(() => transactions.getByText('pending: recorded offline', { exact: false }).count()).toBe(0);
    expect(await transactions.getByText('Cash', { exact: true }).count()).toBe(1);
    await axeClean(page);

    // ---- The order view: every line, one payment. ----
    await page.goto(`${base}/pos/order/view?order_id=${orderId}`);
    await page.waitForURL(new RegExp(`w=pos-order-view&order_id=${orderId}$`));
    const paymentInfo = page.getByRole('region', { name: 'Payment Info' });
    await paymentInfo.getByText('Paid In Full').waitFor();
    for (const part of [kept, first, second]) await page.getByText(part.name).first().waitFor();
    expect(await paymentInfo.getByRole('button', { name: /^Void Cash/ }).count()).toBe(1);
    await axeClean(page);

    // ---- The customer's orders: the order once, paid. ----
    await page.goto(`${base}/pos/customer/edit?customer_id=${FIRST_CUSTOMER_ID}`);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await eventually(() => page.getByRole('cell', { name: `#${orderId}`, exact: true }).count()).toBe(1);
    await axeClean(page);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

describe('a reload just as the connection returns', () => {
  it('keeps the waiting change: the replay cut by the reload is sent again after it, and the banner counts it until then', async () => {
    const context = await browser.newContext({ viewport: TABLET });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR_FAILED/.test(m.text())) errors.push(m.text());
    });
    // Every text the connection banner shows, from the first moment of each page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { pfStatusTexts: seen });
      new MutationObserver(() => {
        const text = document.querySelector('[role=status][data-pf-connection]')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The register's storage as on a busy 2-core counter PC: each IndexedDB read answers 1.5 s late,
    // after the page's first read of the store's cart. A read inside a write (the outbox's
    // read-modify-write of its record) answers in its transaction, as a browser's does: held past
    // the transaction's turn, its write would fail, which no browser does.
    await page.addInitScript(() => {
      const get = IDBObjectStore.prototype.get;
      IDBObjectStore.prototype.get = function (this: IDBObjectStore, ...args: Parameters<typeof get>) {
        if (this.transaction.mode !== 'readonly') return get.apply(this, args);
        const req = get.apply(this, args);
        Object.defineProperty(req, 'onsuccess', {
          set(handler: (e: Event) => void) {
            req.addEventListener('success', (e) => void setTimeout(() => handler.call(req, e), 1500));
          },
        });
        return req;
      };
    });
    const store = (call: string, path: string) =>
      page.evaluate(([c, p]) => (window as unknown as { pfMockStore: Record<string, (p: string) => unknown> }).pfMockStore[c](p), [call, path] as const);

    await page.goto(`${preview.base}/preview/widget.html?w=pos-cart&switch-mode=pos`);
    const lines = page.getByRole('list', { name: 'Products in the cart' });
    await lines.waitFor();
    const status = page.locator('[role=status][data-pf-connection]');
    const [line] = await lines.getByRole('listitem').all();
    const name = (await line.locator('p').first().textContent())!.trim();
    const quantity = lines.getByRole('listitem', { name }).getByLabel(`Quantity of ${name}`);
    const before = Number(await quantity.inputValue());

    // Offline, the quantity is raised: kept, not yet sent.
    await dropNetwork(context, page);
    await eventually(() => status.textContent()).toContain('Offline: the store cannot be reached.');
    await quantity.selectOption(String(before + 2));
    await lines.getByRole('listitem', { name }).getByText('Not yet sent').waitFor();
    await eventually(() => status.textContent()).toContain('1 change not yet sent');

    // The network is back; the replay's edit goes out and is held on the wire; the page reloads at once.
    await store('holdRoute', 'checkout/cart/edit');
    await restoreNetwork(context, page);
    await eventually(() => store('held', 'checkout/cart/edit')).toBe(1);
    await page.reload();

    // After the reload the change is sent again and the store holds it.
    await lines.waitFor();
    await eventually(() => quantity.inputValue()).toBe(String(before + 2));
    await eventually(() => page.getByText('Not yet sent').count()).toBe(0);
    const texts = await page.evaluate(() => (window as unknown as { pfStatusTexts: string[] }).pfStatusTexts);
    expect(texts.some((t) => t.includes('Sending 1 change that waited'))).toBe(true);
    // Read again from the store: the raised quantity, nothing waiting.
    await page.reload();
    await lines.waitFor();
    await eventually(() => quantity.inputValue()).toBe(String(before + 2));
    expect(await page.getByText('Not yet sent').count()).toBe(0);
    expect(await status.textContent()).toBe('');
    await axeClean(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
