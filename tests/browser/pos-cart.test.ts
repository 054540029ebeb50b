import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, withBrowser } from './harness';
import { catalog } from '../../mocks/db/catalog';
import { LABOR_RATES } from '../../mocks/db/catalog-data';
import { TAX_CLASSES } from '../../mocks/db/cart';
import { db } from '../../mocks/db';
import { getOrder } from '../../mocks/db/orders';

/**
 * A counter sale in a real browser, on the built bundle: scan a part (the scan lands in a
 * quantity box and changes nothing there), type a part number, set the customer through the
 * search, choose their vehicle (every line's fitment from one validateFitment), override a price,
 * add a custom product and custom labor, a PO number for every line, then Check Out (confirm →
 * /pos/checkout). Accessible at each step, no console errors.
 */
withBrowser();

const CONFIG = {
  mode: 'pos',
  pos: { laborRates: LABOR_RATES, taxClasses: TAX_CLASSES, poNumbers: { enabled: true, required: false }, vehiclesEnabled: true },
};
const PADS = 'PowerStop Front Brake Pad Set';
/** Orderable parts without options that the seed cart does not have. */
const parts = () =>
  catalog()
    .map((i) => i.product)
    .filter((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)));

describe('pos-cart', () => {
  it('a full counter sale up to Check Out', async () => {
    const [scanned, typed] = parts();
    const s = await newSession(browser);
    s.serve('/pos/checkout', '<!doctype html><html lang="en"><head><title>POS checkout</title></head><body><main><h1>POS checkout</h1></main></body></html>');
    await openThemePage(s, { title: 'POS Cart', config: CONFIG, body: '<h1>POS Cart</h1><div id="pf-pos-cart" style="min-height: 40rem"></div>' }, '/pos/cart');
    const page = s.page;
    const lines = page.getByRole('list', { name: 'Products in the cart' });
    await lines.waitFor();
    expect(await axe(page)).toEqual([]);

    // A scanner burst while the pads' quantity box has focus: the product is added once, the box keeps 2.
    const padsQty = page.getByRole('listitem', { name: PADS }).getByLabel(`Quantity of ${PADS}`);
    await padsQty.focus();
    // Every change the box hears: none, so its 500 ms debounce never starts and no edit can follow.
    await padsQty.evaluate((box) => {
      (box as HTMLInputElement & { changes?: number }).changes = 0;
      for (const type of ['input', 'change']) box.addEventListener(type, () => ((box as HTMLInputElement & { changes: number }).changes += 1));
    });
    // One burst, Enter included, as a scanner sends it.
    await page.keyboard.type(`${scanned.upc!}\n`, { delay: 4 });
    await page.getByRole('listitem', { name: scanned.name }).waitFor();
    expect(await padsQty.evaluate((box) => (box as HTMLInputElement & { changes: number }).changes)).toBe(0);
    expect(await padsQty.inputValue()).toBe('2');
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(1);
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/edit'))).toHaveLength(0);
    expect(db.cart.lines.find((l) => l.product_id === 101)!.quantity).toBe(2);

    // A part number typed at the counter.
    const codeField = page.getByLabel('Scan or enter part number');
    await codeField.click();
    await page.keyboard.type(typed.mpn, { delay: 90 });
    await page.keyboard.press('Enter');
    await page.getByRole('listitem', { name: typed.name }).waitFor();
    expect(s.apiCalls().filter((c) => c.includes('checkout/cart/add'))).toHaveLength(2);

    // The customer, through the search.
    await page.getByRole('button', { name: 'Set Customer' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByRole('combobox', { name: 'Search customers' }).fill('Jordan Miller');
    await search.getByRole('option', { name: /Jordan Miller/ }).first().click();
    expect(await axe(page)).toEqual([]);
    await search.getByRole('button', { name: 'Select Customer' }).click();
    await search.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Customer' }).getByText('Jordan Miller', { exact: true }).waitFor();

    // Their F-150: every catalogue line checked in one validateFitment.
    const before = s.apiCalls().filter((c) => c.includes('validateFitment')).length;
    await page.getByRole('button', { name: /2018 Ford F-150/ }).click();
    await page.getByRole('listitem', { name: PADS }).getByText('Fits Your Vehicle').waitFor();
    const checks = s.apiCalls().filter((c) => c.includes('validateFitment')).slice(before);
    expect(checks).toHaveLength(1);
    expect(decodeURIComponent(checks[0]).split('Parts=')[1].split(',')).toHaveLength(5);

    // A price override on the scanned part.
    const scannedLine = page.getByRole('listitem', { name: scanned.name });
    await scannedLine.getByRole('button', { name: `Change the unit price of ${scanned.name}` }).click();
    await scannedLine.getByLabel(`New unit price of ${scanned.name}`).fill('19.99');
    await scannedLine.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The unit price has been updated.').waitFor();
    await scannedLine.getByText('$19.99').first().waitFor();

    // A custom product, then custom labor.
    await page.getByRole('button', { name: 'Add a Custom Product' }).click();
    const custom = page.getByRole('dialog', { name: 'Add a Custom Product' });
    await custom.getByLabel('Name').fill('Shop towels');
    await custom.getByRole('combobox', { name: 'Tax Class' }).selectOption({ label: 'Taxable Goods' });
    await custom.getByLabel('Price').fill('4.50');
    expect(await axe(page)).toEqual([]);
    await custom.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('listitem', { name: 'Shop towels' }).waitFor();
    // Added, the dialog closes (like the Labor dialog) and the scan field has the focus again.
    await custom.waitFor({ state: 'detached' });
    await expect.poll(() => codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Add Custom Labor' }).click();
    const labor = page.getByRole('dialog', { name: 'Add Custom Labor' });
    await labor.getByLabel('Time (minutes)').fill('45');
    await labor.getByLabel('Name (optional)').fill('Brake inspection');
    await labor.getByText('$90.00').waitFor();
    await labor.getByRole('button', { name: 'Add Labor' }).click();
    await page.getByRole('listitem', { name: 'Brake inspection' }).waitFor();

    // One PO number for every line.
    const pads = page.getByRole('listitem', { name: PADS });
    await pads.getByLabel(`PO Number for ${PADS}`).fill('FLEET-2291');
    await pads.getByRole('checkbox', { name: 'Apply to all' }).check();
    await pads.getByRole('button', { name: 'Apply the PO number to every line' }).click();
    await page.getByText('PO Number added successfully.').waitFor();
    // Each line by its key, so that a failure says which line missed it.
    await expect.poll(() => db.cart.lines.map((l) => `${l.key}: ${l.po_number}`)).toEqual(db.cart.lines.map((l) => `${l.key}: FLEET-2291`));
    await expect.poll(() => pads.getByRole('checkbox', { name: 'Apply to all' }).isChecked()).toBe(false);
    // axe waits until the toast has finished sliding in (harness: settled).
    expect(await axe(page)).toEqual([]);

    // Saved for later: Order Saved! with its links; the order is in the order list.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Order Saved!').waitFor();
    const orderId = db.cart.order_id!;
    expect(await page.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/pos/order/view?order_id=${orderId}`);
    // 3 seed lines, the scanned and typed parts, the custom product and the labor line.
    expect(getOrder(db.orders, orderId)?.products).toHaveLength(7);

    // Parts that do not fit the F-150 are acknowledged on their lines first.
    for (const ack of await page.getByRole('checkbox', { name: /does not fit/ }).all()) await ack.check();
    // Check Out: confirm, then the POS checkout page.
    await page.getByRole('button', { name: 'Check Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Check out this order?' });
    expect(await axe(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Check Out' }).dblclick();
    await page.waitForURL('**/pos/checkout');
    expect(s.apiCalls().filter((c) => c.includes('saveOrderAndCheckout'))).toHaveLength(1);
    // The same order, saved again for checkout; the register starts a fresh cart.
    expect(db.cart.checkout_order_id).toBe(orderId);
    expect([db.cart.lines, db.cart.customer_id, db.cart.order_id]).toEqual([[], null, null]);
    expect(db.orders.list.filter((o) => o.order_id === orderId)).toHaveLength(1);
    expect(s.errors).toEqual([]);
  }, 90_000);
});
