import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, STORE, withBrowser } from './harness';
import { db } from '../../mocks/db';
import { generateOrders, getOrder, renderOrder } from '../../mocks/db/orders';

/**
 * The staff order screens on the built bundle, as the store serves /pos/order and
 * /pos/order/view: tabs, filters, sort and paging in the address, Continue Order; the order view's
 * voids (each reaching the store once however fast the clicks), the store's errors, the order
 * history modal; axe-clean at each step and no console errors.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

async function orderView(id: number) {
  const s = await newSession(browser);
  const order = renderOrder(getOrder(db.orders, id)!);
  await openThemePage(
    s,
    {
      title: `Order #${id}`,
      config: { mode: 'pos' },
      body: `<h1>Order #${id}</h1>
<div id="pf-pos-order-view" data-pf-props='${attr({ order })}' data-user-token="tok-9" style="min-height: 40rem"><p>Order #${id}</p></div>`,
    },
    `/pos/order/view`,
  );
  return s;
}

describe('pos-order-list', () => {
  it('moves between tabs, sorts, filters and continues exactly one order', async () => {
    const s = await newSession(browser);
    s.serve('/pos/order/continue', '<!doctype html><title>Continue</title><h1>Continue</h1>');
    await openThemePage(s, { title: 'Orders', config: { mode: 'pos' }, body: '<h1>Orders</h1><div id="pf-pos-order-list" style="min-height: 40rem"></div>' }, '/pos/order');
    const page = s.page;
    const tabs = page.getByRole('navigation', { name: 'Order status' });
    await tabs.getByRole('link', { name: /^All \(\d+\)$/ }).waitFor();
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.getByRole('row').count()).toBe(21);
    expect(await axe(page)).toEqual([]);

    await tabs.getByRole('link', { name: /^Paid Orders/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=complete');
    await table.getByRole('button', { name: 'Total' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('total');
    await expect.poll(() => table.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');

    await page.getByLabel('Customer Name').fill('Luis');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter_customer')).toBe('Luis');
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((t) => t.includes('Luis Ortega'))).toBe(true);

    await page.getByRole('button', { name: 'Continue Order' }).click();
    await page.getByText('Please select one order to continue.').waitFor();
    expect(await page.getByText('Invalid Selection').count()).toBe(1);
    expect(await axe(page, '#pf-pos-order-list')).toEqual([]);

    const first = table.getByRole('row').nth(1);
    const id = ((await first.getByRole('link').textContent()) ?? '').replace('#', '');
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue Order' }).click();
    await page.waitForURL(`${STORE}/pos/order/continue?order_id=${id}`);
    expect(s.errors).toEqual([]);
  });
});

describe('pos-order-list with every order on one page', () => {
  it('sorts in the page without asking the store, in the order the store answers after a reload', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { title: 'Orders', config: { mode: 'pos' }, body: '<h1>Orders</h1><div id="pf-pos-order-list" style="min-height: 40rem"></div>' }, '/pos/order');
    const page = s.page;
    await page.goto(`${STORE}/pos/order?limit=500`);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.getAttribute('aria-rowcount')).toMatch(/^\d+$/);
    const total = Number(await table.getAttribute('aria-rowcount')) - 1;
    expect(total).toBeGreaterThan(100); // virtualized, and all of them on this page
    const ids = async () => (await table.locator('tbody tr[aria-rowindex] td:nth-child(2) a').allTextContents()).slice(0, 10);
    const listCalls = () => s.apiCalls().filter((c) => c.startsWith('/api/order?'));
    const before = listCalls().length;

    await table.getByRole('button', { name: 'Total' }).click();
    await table.getByRole('button', { name: 'Total' }).click();
    await table.getByRole('button', { name: 'Customer' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: /Customer/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=customer&order=ASC&limit=500');
    const sortedHere = await ids();
    expect(await axe(page, '#pf-pos-order-list')).toEqual([]);
    expect(listCalls()).toHaveLength(before);

    await page.reload();
    await expect.poll(() => table.getByRole('columnheader', { name: /Customer/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(ids).toEqual(sortedHere);
    expect(s.apiCallsSinceLoad().filter((c) => c.startsWith('/api/order?'))[0]).toContain('sort=customer&order=ASC');
    expect(s.errors).toEqual([]);
  });
});

describe("pos-order-list at a store's size", () => {
  it("reads 3,000 more orders in the list reader's worker, shows the first rows, and sorts them all in the page", async () => {
    const s = await newSession(browser);
    // The store with 3,000 more orders (whole POS orders, as it answers them: about 4.5 MB on one page).
    generateOrders(db.orders, 3000, 424242);
    await openThemePage(s, { title: 'Orders', config: { mode: 'pos' }, body: '<h1>Orders</h1><div id="pf-pos-order-list" style="min-height: 40rem"></div>' }, '/pos/order');
    const page = s.page;
    await page.goto(`${STORE}/pos/order?limit=5000`);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 60000 }).toBeNull();
    const total = Number(await table.getAttribute('aria-rowcount')) - 1;
    expect(total).toBeGreaterThan(3000);
    // The bundle is on the CDN: the reader runs in a worker of the page's own that imports it, and
    // is still running (a reader that failed to start is stopped, and the page reads the answer).
    const names = await Promise.all(page.workers().map((w) => w.evaluate(() => self.name)));
    expect(names).toContain('partsfront-list-reader');
    const listCalls = () => s.apiCalls().filter((c) => c.startsWith('/api/order?'));
    const before = listCalls().length;
    await table.getByRole('button', { name: 'Total' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=total&order=ASC&limit=5000');
    // The smallest total first, as the store orders them; no request for it.
    const totals = (await table.locator('tbody tr[aria-rowindex] td[data-col="total"]').allTextContents()).slice(0, 5).map((t) => Number(t.replace(/[$,]/g, '')));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(listCalls()).toHaveLength(before);
    expect(await axe(page, '#pf-pos-order-list')).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});

describe('pos-order-view', () => {
  it('voids one transaction once on a double click of its confirmation, and shows the store errors of a void it refuses', async () => {
    const s = await orderView(1005);
    const page = s.page;
    const payment = page.getByRole('region', { name: 'Payment Info' });
    await payment.getByText('Paid In Full').waitFor();
    await payment.getByText('Parts').waitFor();
    expect(await payment.getByText('Amount Paid').count()).toBe(0);
    await page.getByRole('region', { name: 'Order History' }).getByText('Installed and picked up.').waitFor();
    expect(await axe(page)).toEqual([]);

    // A void asks first: one tap sends nothing; the confirmation, double clicked, sends once.
    await payment.getByRole('button', { name: 'Void Check #2210' }).click();
    const question = page.getByRole('dialog', { name: /^Void the \$[\d,.]+ Check #2210 payment on order #1005 for Jordan Miller\?$/ });
    expect(await axe(page)).toEqual([]);
    expect(s.apiCalls().filter((c) => c.startsWith('/pos/checkout/voidTransaction'))).toHaveLength(0);
    await question.getByRole('button', { name: 'Void Payment' }).dblclick();
    await page.getByText('Check #2210 has been voided.').waitFor();
    expect(s.apiCalls().filter((c) => c.startsWith('/pos/checkout/voidTransaction'))).toHaveLength(1);
    await payment.getByText('Outstanding Balance').waitFor();

    await page.getByRole('toolbar', { name: 'Order actions' }).getByRole('button', { name: 'Void Order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Void order #1005 \(\$[\d,.]+\) for Jordan Miller\?$/ });
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Void Order' }).click();
    await page.getByText(/Visa ending 1881 .* cannot be voided/).waitFor();
    expect(await page.getByText('Uh oh!').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'Void Order' }).isEnabled()).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('voids an order once on a double click; View in Admin carries the token', async () => {
    const s = await orderView(1004);
    const page = s.page;
    const actions = page.getByRole('toolbar', { name: 'Order actions' });
    expect(await actions.getByRole('link', { name: 'View in Admin' }).getAttribute('href')).toBe('/admin/index.php?route=sale%2Forder%2Finfo&order_id=1004&user_token=tok-9');
    await actions.getByRole('button', { name: 'Void Order' }).click();
    await page.getByRole('dialog', { name: /^Void order #1004 \(\$[\d,.]+\) for Luis Ortega\?$/ }).getByRole('button', { name: 'Void Order' }).dblclick();
    await page.getByText('Order #1004 has been voided.').waitFor();
    expect(s.apiCalls().filter((c) => c.startsWith('/pos/order/void'))).toHaveLength(1);
    await page.getByRole('region', { name: 'Order Info' }).getByText('Voided').waitFor();
    expect(await actions.getByRole('button', { name: 'Void Order' }).count()).toBe(0);
    expect(getOrder(db.orders, 1004)!.order_status_id).toBe(16);
    // The widget itself (the Success! toast may still be fading in, which axe reads as low contrast).
    expect(await axe(page, '#pf-pos-order-view')).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('adds an order history entry that notifies the customer', async () => {
    const s = await orderView(1003);
    const page = s.page;
    await page.getByRole('toolbar', { name: 'Order actions' }).getByRole('button', { name: 'Order History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Order History' });
    await dialog.getByLabel('Order Status').selectOption({ label: 'Shipped' });
    await dialog.getByLabel('Comment').fill('On its way.');
    await dialog.getByRole('checkbox', { name: 'Notify Customer' }).check();
    // Spec 2 §4: the email (on) and text (off) options appear in the same form, under Notify Customer.
    expect(await dialog.getByRole('checkbox', { name: 'Notify by email' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Notify by text' }).check();
    await dialog.getByText("Customer doesn't constent to text messages").waitFor();
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Override texting permission' }).check();
    await dialog.getByRole('button', { name: 'Order History' }).click();
    await page.getByText('You have modified orders!').waitFor();
    await page.getByRole('region', { name: 'Order History' }).getByText('On its way.').waitFor();
    expect(db.orders.outbox.at(-1)).toMatchObject({ order_id: 1003, kind: 'history', email: 'priya.raman@example.com', phone: '(309) 555-0177' });
    expect(s.errors).toEqual([]);
  });
});
