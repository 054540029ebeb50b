import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axe, browser, withBrowser } from './harness';
import { servePreview, type Preview } from './preview-server';
import { inMm, isPaper, PAPER, printedPages } from './pdf';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { FIRST_CUSTOMER_ID } from '../../mocks/db/customers';

/**
 * A counter sale rung up end to end in the preview (`npm start`, the mock
 * store in the tab) on a 768 × 1024 counter tablet, as a clerk does it: a part scanned, one found
 * by name, a custom product, labor, a price override (the old price struck through), a PO number,
 * the customer and their vehicle (a part that does not fit is acknowledged before Check Out),
 * Check Out, the new order paid split with store credit and cash with change, its receipt (printed), the
 * order found in the order list, one payment voided after a confirmation (Cancel first, then
 * confirmed). The money reads the same on every screen, and each page is axe-clean.
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
const WIPER = 'ACDelco Force Hybrid Wiper Blade';
/** The mock store's first customer: store credit, and a 2018 Ford F-150 among their vehicles. */
const CUSTOMER = 'Jordan Miller';
const CUSTOMER_ID = FIRST_CUSTOMER_ID;
const PO = 'FLEET-2291';
/** What the clerk gives: $25.00 of the customer's store credit, then cash with a $20 note too many. */
const CREDIT_USED = '25.00';
const EXTRA_CASH = 20;

/** An orderable part without options that the seed cart lacks (the preview's mock store is seeded the same). */
function partToScan() {
  const part = catalog()
    .map((i) => i.product)
    .find((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && p.name !== WIPER && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)));
  if (!part) throw new Error('no part to scan in the catalogue');
  return part;
}

/** A condition polled until it holds (Playwright's 30 s bound, not expect.poll's 1 s: the machine may be loaded). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

const dollars = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const usd = (n: number): string => `$${n.toFixed(2)}`;

/** The figure beside a `<dt>` label in a description list (exact label). */
const figure = (scope: Locator, label: string): Locator => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

/** The cell of `row` under the column headed `header`, in `table`. */
async function cell(table: Locator, row: Locator, header: string): Promise<string> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h === header || h.startsWith(header));
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

/** Each screen: axe-clean, and nothing scrolls sideways on the tablet. */
async function axeClean(page: Page): Promise<void> {
  expect(await axe(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('a counter sale in the preview on a 768 × 1024 tablet', () => {
  it('rings up, pays split, prints, finds and voids, with the same money on every screen', async () => {
    const scanned = partToScan();
    const context = await browser.newContext({ viewport: TABLET });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const { base } = preview;

    // ---- The POS cart, the preview switched to POS mode. ----
    await page.goto(`${base}/preview/widget.html?w=pos-cart&switch-mode=pos`);
    const lines = page.getByRole('list', { name: 'Products in the cart' });
    await lines.waitFor();
    const scanField = page.getByRole('combobox', { name: 'Scan or enter part number' });
    const inScanField = () => scanField.evaluate((el) => el === document.activeElement);
    await axeClean(page);

    // The part's code entered in the scan field, then Enter.
    await scanField.fill(scanned.upc!);
    await scanField.press('Enter');
    const scannedLine = lines.getByRole('listitem', { name: scanned.name });
    await scannedLine.waitFor();
    await eventually(() => scanField.inputValue()).toBe('');
    // Then scanned: the scanner's burst, Enter included; the store merges it into the same line.
    await page.keyboard.type(`${scanned.upc!}\n`, { delay: 4 });
    await eventually(() => scannedLine.getByLabel(`Quantity of ${scanned.name}`).inputValue()).toBe('2');
    expect(await lines.getByRole('listitem', { name: scanned.name }).count()).toBe(1);

    // Found by name: the store's product search suggests, a click adds.
    await scanField.fill('wiper blade');
    const found = page.getByRole('listbox', { name: 'Products found' });
    await found.getByRole('option', { name: new RegExp(WIPER) }).click();
    await lines.getByRole('listitem', { name: WIPER }).waitFor();
    await eventually(inScanField).toBe(true);
    await axeClean(page);

    // A custom product.
    await page.getByRole('button', { name: 'Add a Custom Product' }).click();
    const custom = page.getByRole('dialog', { name: 'Add a Custom Product' });
    await custom.getByLabel('Name').fill('Shop towels');
    await custom.getByRole('combobox', { name: 'Tax Class' }).selectOption({ label: 'Taxable Goods' });
    await custom.getByLabel('Price').fill('4.50');
    await axeClean(page);
    await custom.getByRole('button', { name: 'Add' }).click();
    await custom.waitFor({ state: 'detached' });
    await lines.getByRole('listitem', { name: 'Shop towels' }).waitFor();

    // Labor: 45 minutes at the shop rate, shown on its line.
    await page.getByRole('button', { name: 'Add Custom Labor' }).click();
    const labor = page.getByRole('dialog', { name: 'Add Custom Labor' });
    await labor.getByLabel('Time (minutes)').fill('45');
    await labor.getByLabel('Name (optional)').fill('Brake inspection');
    await labor.getByText('$90.00').waitFor();
    await labor.getByRole('button', { name: 'Add Labor' }).click();
    await labor.waitFor({ state: 'detached' });
    await lines.getByRole('listitem', { name: 'Brake inspection' }).getByText('$90.00').first().waitFor();

    // A price override: the old price struck through beside the new one.
    await scannedLine.getByRole('button', { name: `Change the unit price of ${scanned.name}` }).click();
    await scannedLine.getByLabel(`New unit price of ${scanned.name}`).fill('19.99');
    await scannedLine.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The unit price has been updated.').waitFor();
    const was = scannedLine.locator('s');
    await was.waitFor();
    expect(dollars(await was.textContent())).toBe(Number(scanned.price));
    await scannedLine.getByText('$19.99').first().waitFor();
    await eventually(inScanField).toBe(true);

    // A PO number for every line.
    const wiperLine = lines.getByRole('listitem', { name: WIPER });
    await wiperLine.getByLabel(`PO Number for ${WIPER}`).fill(PO);
    await wiperLine.getByRole('checkbox', { name: 'Apply to all' }).check();
    await wiperLine.getByRole('button', { name: 'Apply the PO number to every line' }).click();
    await page.getByText('PO Number added successfully.').waitFor();
    await eventually(inScanField).toBe(true);
    await axeClean(page);

    // The customer, through the search; then their F-150: every line's fitment checked.
    await page.getByRole('button', { name: 'Set Customer' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByRole('combobox', { name: 'Search customers' }).fill(CUSTOMER);
    await search.getByRole('option', { name: new RegExp(CUSTOMER) }).first().click();
    await axeClean(page);
    await search.getByRole('button', { name: 'Select Customer' }).click();
    await search.waitFor({ state: 'detached' });
    const customerPanel = page.getByRole('region', { name: 'Customer' });
    await customerPanel.getByText(CUSTOMER, { exact: true }).waitFor();
    const cartCredit = dollars((await customerPanel.getByText(/Store credit \$/).textContent())!.split('Store credit')[1]);
    await page.getByRole('button', { name: /2018 Ford F-150/ }).click();
    const acks = page.getByRole('checkbox', { name: /does not fit/ });
    await acks.first().waitFor();
    await eventually(() => page.getByText('Checking fitment…').count()).toBe(0);
    await axeClean(page);

    // Check Out with a part that does not fit and is not acknowledged: it says so, and asks nothing.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByRole('button', { name: 'Check Out' }).click();
    await page.getByRole('alert').filter({ hasText: 'Confirm the parts that do not fit the vehicle before checking out.' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Check out this order?' }).count()).toBe(0);
    // The first box to tick has the focus.
    await eventually(() => acks.first().evaluate((el) => el === document.activeElement)).toBe(true);
    for (const ack of await acks.all()) await ack.check();
    const cartTotal = (await figure(summary, 'Total').textContent())!.trim();
    await summary.getByRole('button', { name: 'Check Out' }).click();
    const checkOut = page.getByRole('dialog', { name: 'Check out this order?' });
    await axeClean(page);
    await checkOut.getByRole('button', { name: 'Check Out' }).click();

    // ---- The checkout of the order just built. ----
    await page.waitForURL(/\/preview\/widget\.html\?w=pos-checkout&order_id=current$/);
    const heading = page.getByRole('heading', { name: /^Check out order #\d+$/ });
    await heading.waitFor();
    const orderId = /#(\d+)/.exec((await heading.textContent())!)![1];
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Outstanding Balance').waitFor();
    expect((await figure(payment, 'Total').textContent())!.trim()).toBe(cartTotal);
    expect(dollars(await figure(payment, 'Store Credit').textContent())).toBe(cartCredit);
    await axeClean(page);

    await page.getByRole('radio', { name: 'In-Store Credit' }).check();
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(CREDIT_USED);
    await page.getByRole('button', { name: 'Use Store Credit' }).click();
    const creditLeft = usd(cartCredit - Number(CREDIT_USED));
    await eventually(() => figure(payment, 'Store Credit').textContent()).toBe(creditLeft);
    await page.getByRole('radio', { name: 'Cash' }).check();
    const tendered = page.getByRole('textbox', { name: 'Amount Tendered' });
    const cashDue = Number(await tendered.inputValue());
    expect(cashDue).toBeCloseTo(dollars(cartTotal) - Number(CREDIT_USED), 2);
    await tendered.fill((cashDue + EXTRA_CASH).toFixed(2));
    await page.getByRole('button', { name: 'Take Cash' }).click();
    await payment.getByText('Paid In Full').waitFor();
    expect((await figure(payment, 'Change Due').textContent())!.trim()).toBe(usd(EXTRA_CASH));
    await axeClean(page);
    await page.getByRole('button', { name: 'Confirm Order' }).click();

    // ---- The receipt. ----
    await page.waitForURL(new RegExp(`w=pos-order-view&view=receipt&order_id=${orderId}$`));
    const receipt = page.getByRole('article', { name: `Receipt #${orderId}` });
    await receipt.waitFor();
    expect((await figure(receipt, 'Total').textContent())!.trim()).toBe(cartTotal);
    expect((await figure(receipt, 'Change Due').textContent())!.trim()).toBe(usd(EXTRA_CASH));
    for (const name of [scanned.name, WIPER, 'Shop towels', 'Brake inspection']) await receipt.getByText(name).first().waitFor();
    expect((await figure(receipt, 'PO Numbers').textContent())!.trim()).toBe(PO);
    await axeClean(page);
    // Printed as the browser's Print does: the sale on one 80 × 297 mm roll sheet, nothing of the page around it.
    const printed = await printedPages(page);
    expect(printed.map(inMm)).toEqual([PAPER.roll80]);
    expect(isPaper(printed[0], PAPER.roll80)).toBe(true);

    // ---- The order list: the order found, its Total and Balance. ----
    await page.goto(`${base}/pos/order`);
    await page.waitForURL(/w=pos-order-list/);
    const table = page.getByRole('table', { name: 'Orders' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByLabel('Customer Name').fill(CUSTOMER);
    await page.getByRole('button', { name: 'Filter' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('filter_customer')).toBe(CUSTOMER);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await row.waitFor();
    expect(await cell(table, row, 'Total')).toBe(cartTotal);
    // A balance of zero reads "Paid" in the list.
    expect(await cell(table, row, 'Balance')).toBe('Paid');
    await axeClean(page);

    // ---- The order view: the same money; the cash payment voided after a confirmation. ----
    await row.getByRole('link', { name: `#${orderId}`, exact: true }).click();
    await page.waitForURL(new RegExp(`w=pos-order-view&order_id=${orderId}$`));
    const paymentInfo = page.getByRole('region', { name: 'Payment Info' });
    await paymentInfo.getByText('Paid In Full').waitFor();
    expect((await figure(paymentInfo, 'Total').textContent())!.trim()).toBe(cartTotal);
    expect((await figure(paymentInfo, 'Store Credit').textContent())!.trim()).toBe(creditLeft);
    const info = page.getByRole('region', { name: 'Order Info' });
    expect((await figure(info, 'PO Numbers').textContent())!.trim()).toBe(PO);
    expect((await figure(info, 'Vehicle').textContent())!.trim()).toMatch(/^2018 Ford F-150/);
    expect((await figure(info, 'Status').textContent())!.trim()).toBe('Complete');
    await axeClean(page);

    const voidCash = paymentInfo.getByRole('button', { name: /^Void Cash/ });
    await voidCash.click();
    const question = page.getByRole('dialog', { name: new RegExp(`^Void the .* Cash payment on order #${orderId} for ${CUSTOMER}\\?$`) });
    await question.waitFor();
    // Focus starts on Cancel: nothing is voided by an Enter.
    await eventually(() => question.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await axeClean(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await paymentInfo.getByText('Paid In Full').count()).toBe(1);
    await voidCash.click();
    await question.getByRole('button', { name: 'Void Payment' }).click();
    await question.waitFor({ state: 'detached' });
    await paymentInfo.getByText('Outstanding Balance').waitFor();
    const owed = (await figure(paymentInfo, 'Balance Due').textContent())!.trim();
    expect(dollars(owed)).toBeCloseTo(cashDue, 2);
    // A status never contradicts the balance.
    await eventually(() => figure(info, 'Status').textContent()).not.toBe('Complete');
    expect((await figure(paymentInfo, 'Total').textContent())!.trim()).toBe(cartTotal);
    await axeClean(page);

    // The order list agrees with the order view after the void.
    await page.goto(`${base}/pos/order?filter_customer=${encodeURIComponent(CUSTOMER)}`);
    await row.waitFor();
    expect(await cell(table, row, 'Total')).toBe(cartTotal);
    expect(await cell(table, row, 'Balance')).toBe(owed);
    expect(await cell(table, row, 'Status')).not.toBe('Complete');

    // ---- The customer's Credits tab: the store credit checkout left. ----
    await page.goto(`${base}/pos/customer/edit?customer_id=${CUSTOMER_ID}`);
    await page.getByRole('tab', { name: 'Credits' }).click();
    const used = page.getByRole('row').filter({ hasText: `Credit applied to order #${orderId}` });
    await used.waitFor();
    // Credit used is taken away from the balance: a negative amount.
    expect(await used.textContent()).toMatch(new RegExp(`[-−]\\$${CREDIT_USED.replace('.', '\\.')}`));
    expect(await page.getByText(/Store credit balance:/).textContent()).toContain(creditLeft);
    await axeClean(page);

    // Back at the register: a fresh cart.
    await page.goto(`${base}/pos/cart`);
    await page.getByText('The shopping cart is empty.').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
