import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame } from 'playwright-core';
import { browser, withBrowser } from './harness';
import { servePreview, type Preview } from './preview-server';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';

/**
 * A clerk's whole sale in the preview on a 768 × 1024 tablet, with the store's pages framed by a
 * page of another site whose browser refuses third-party storage (`localStorage`,
 * `sessionStorage` and `indexedDB` throw "The operation is insecure.", as Chromium does with
 * third-party storage blocked), and the network dropped twice: cart → PO numbers → Check Out →
 * cash → receipt → order list. The register says once that it cannot keep changes through a
 * dropped connection on this device, and still works: a quantity raised offline is kept on the
 * screen and reaches the store once the connection is back; a payment offline waits the same way.
 */
withBrowser();

let preview: Preview;
beforeAll(async () => {
  preview = await servePreview();
}, 180000);
afterAll(async () => {
  await preview?.close();
  await host?.close();
});

const TABLET = { width: 768, height: 1024 };
/**
 * The framing page: another site on this machine (`localhost`, where the preview is on
 * `127.0.0.1`), served for real so that Chromium lets it frame a local server.
 */
async function serveHost(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/counter`, close: () => new Promise((done) => server.close(() => done())) };
}
let host: Awaited<ReturnType<typeof serveHost>> | undefined;
const PO = 'FLEET-7781';
const NO_STORAGE_NOTICE = 'This browser does not let the register keep changes on this device';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** Two orderable parts without options that the seed cart lacks. */
function partsToScan() {
  return catalog()
    .map((i) => i.product)
    .filter((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))
    .slice(0, 2);
}

/** In every frame that is not the top page, the three storage getters throw (and `indexedDB.open` with them). */
function blockThirdPartyStorage(): void {
  if (window.top === window) return;
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB']) Object.defineProperty(window, name, { configurable: true, get: refuse });
}

async function setStoreDown(context: BrowserContext, frame: Frame, down: boolean): Promise<void> {
  if (down) await context.setOffline(true);
  await frame.evaluate((d) => (window as unknown as { pfMockStore: { setNetworkDown(d: boolean): void } }).pfMockStore.setNetworkDown(d), down);
  if (!down) await context.setOffline(false);
}

const storeCartQuantity = (frame: Frame, productId: number) =>
  frame.evaluate(async (id) => {
    const cart = (await (await fetch('/index.php?route=checkout/cart/getData')).json()) as { products: { product_id: number | string; quantity: number | string }[] };
    return Number(cart.products.find((p) => Number(p.product_id) === id)?.quantity ?? 0);
  }, productId);

describe('a sale in a cross-site frame with storage blocked', () => {
  it('rings up, checks out, prints the receipt and finds the order, through two dropped connections', async () => {
    const [first, second] = partsToScan();
    const context = await browser.newContext({ viewport: TABLET });
    await context.addInitScript(blockThirdPartyStorage);
    const { base } = preview;
    host = await serveHost(`<!doctype html><html lang="en"><head><title>Counter</title><style>body{margin:0}iframe{border:0;width:100vw;height:100vh}</style></head><body><iframe title="Register" src="${base}/preview/widget.html?w=pos-cart&switch-mode=pos"></iframe></body></html>`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(host.url);
    await eventually(() => page.frames().length).toBe(2);
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    expect(await frame.evaluate(() => window.self !== window.top)).toBe(true);

    // ---- The cart: two parts scanned, a PO number for every line. ----
    const lines = frame.getByRole('list', { name: 'Products in the cart' });
    await lines.waitFor();
    // Said once, calmly, and the register works on.
    await eventually(() => frame.getByText(NO_STORAGE_NOTICE).count()).toBe(1);
    const scanField = frame.getByRole('combobox', { name: 'Scan or enter part number' });
    for (const part of [first, second]) {
      await scanField.fill(part.upc!);
      await scanField.press('Enter');
      await lines.getByRole('listitem', { name: part.name }).waitFor();
      await eventually(() => scanField.inputValue()).toBe('');
    }
    const firstLine = lines.getByRole('listitem', { name: first.name });
    const secondLine = lines.getByRole('listitem', { name: second.name });
    await firstLine.getByLabel(`PO Number for ${first.name}`).fill(PO);
    await firstLine.getByRole('checkbox', { name: 'Apply to all' }).check();
    await firstLine.getByRole('button', { name: 'Apply the PO number to every line' }).click();
    await frame.getByText('PO Number added successfully.').waitFor();
    // The store holds it on every line, and the screen shows what the store holds.
    await eventually(() => secondLine.getByLabel(`PO Number for ${second.name}`).inputValue()).toBe(PO);

    // ---- First drop: a quantity raised offline is kept and sent once the connection is back. ----
    await setStoreDown(context, frame, true);
    const quantity = firstLine.getByLabel(`Quantity of ${first.name}`);
    await quantity.selectOption('3');
    await firstLine.getByText('Not yet sent').waitFor();
    await setStoreDown(context, frame, false);
    await eventually(() => firstLine.getByText('Not yet sent').count()).toBe(0);
    await eventually(() => storeCartQuantity(frame, Number(first.product_id))).toBe(3);

    // ---- Check Out. ----
    const summary = frame.getByRole('region', { name: 'Order summary' });
    const cartTotal = (await summary.locator('dt', { hasText: /^Total$/ }).locator('+ dd').textContent())!.trim();
    await summary.getByRole('button', { name: 'Check Out' }).click();
    await frame.getByRole('dialog', { name: 'Check out this order?' }).getByRole('button', { name: 'Check Out' }).click();
    await frame.waitForURL(/w=pos-checkout/);
    const heading = frame.getByRole('heading', { name: /^Check out order #\d+$/ });
    await heading.waitFor();
    const orderId = /#(\d+)/.exec((await heading.textContent())!)![1];
    const payment = frame.getByRole('region', { name: 'Payment' });
    await payment.getByText('Outstanding Balance').waitFor();

    // ---- Second drop: the cash is recorded offline and reaches the store once, when it is back. ----
    await setStoreDown(context, frame, true);
    await frame.getByRole('radio', { name: 'Cash' }).check();
    await frame.getByRole('button', { name: 'Take Cash' }).click();
    await frame.getByText('Cash (pending: recorded offline)').waitFor();
    await setStoreDown(context, frame, false);
    await payment.getByText('Paid In Full').waitFor();
    await frame.getByRole('button', { name: 'Confirm Order' }).click();

    // ---- The receipt: the total, both lines, the PO number. ----
    await frame.waitForURL(new RegExp(`w=pos-order-view&view=receipt&order_id=${orderId}$`));
    const receipt = frame.getByRole('article', { name: `Receipt #${orderId}` });
    await receipt.waitFor();
    expect((await receipt.locator('dt', { hasText: /^Total$/ }).locator('+ dd').textContent())!.trim()).toBe(cartTotal);
    for (const name of [first.name, second.name]) await receipt.getByText(name).first().waitFor();
    expect((await receipt.locator('dt', { hasText: /^PO Numbers$/ }).locator('+ dd').textContent())!.trim()).toBe(PO);

    // ---- The order list: the order with its total, paid once. ----
    await frame.goto(`${base}/pos/order`);
    await frame.waitForURL(/w=pos-order-list/);
    const table = frame.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ has: frame.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(cartTotal);
    await expect.poll(() => row.textContent()).toContain('Paid');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
