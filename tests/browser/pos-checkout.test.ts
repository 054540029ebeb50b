import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, withBrowser } from './harness';
import { db } from '../../mocks/db';
import { addOrder, creditBalance, getOrder } from '../../mocks/db/orders';
import { paymentOf } from '../../mocks/handlers/payment';
import { formatMoney, subtract } from '../../shared/money';

/**
 * A full counter sale on the built bundle, as the POS checkout page is served: an order with a
 * custom product, installation labor and a catalogue part → part of it in cash, the rest in
 * store credit → Paid In Full → the store-credit payment voided → Balance Due again, and the
 * credit back on the customer. Accessible (axe) at each step, no console errors, and every
 * payment reached the store once.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The sale: Jordan Miller (store credit), a custom product, labor and two of part 101. */
function saleOrder() {
  return addOrder(db.orders, {
    customer_id: 501,
    products: [
      { name: 'Shop Supplies (custom)', model: 'CUSTOM', price: '19.95', quantity: 1 },
      { product_id: 101, quantity: 2 },
    ],
    labor: '142.50',
    cashier: 'Dana Whitfield',
  });
}

describe('pos-checkout', () => {
  it('custom product + labor + part → cash + store credit → Paid In Full → void one → Balance Due', async () => {
    const order = saleOrder();
    const payment = paymentOf(order);
    const credit = creditBalance(db.orders, 501);
    const cash = subtract(payment.balanceDue, credit);
    expect(Number(cash)).toBeGreaterThan(0);

    const s = await newSession(browser);
    await openThemePage(
      s,
      {
        title: 'POS Checkout',
        config: { mode: 'pos' },
        body: `<h1>Checkout — Order #${order.order_id}</h1>
<div id="pf-pos-checkout" data-pf-props='${attr({ orderId: order.order_id, payment })}'><p>Loading checkout…</p></div>`,
      },
      '/pos/checkout',
    );
    const page = s.page;
    const region = (name: string) => page.getByRole('region', { name });
    /** What has the focus: a field's label, a heading's or table's name; 'BODY' when it dropped to the page. */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'BODY';
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
        return (label ?? el.querySelector('caption')?.textContent ?? el.textContent ?? '').trim();
      });
    const balanceRow = () => region('Payment').locator('dt', { hasText: /^(Balance Due|Change Due)$/ }).locator('xpath=..');

    await region('Payment').getByText('Outstanding Balance').waitFor();
    expect(await balanceRow().textContent()).toBe(`Balance Due${formatMoney(payment.balanceDue)}`);
    await region('Transactions').getByText('No transactions have been made yet.').waitFor();
    expect(await axe(page)).toEqual([]);

    // Cash for all but the customer's credit.
    const take = region('Take Payment');
    await take.getByRole('radio', { name: 'Cash' }).click();
    const tendered = take.getByRole('textbox', { name: 'Amount Tendered' });
    await tendered.fill(cash);
    await take.getByRole('button', { name: 'Take Cash' }).click();
    await expect.poll(() => balanceRow().textContent()).toBe(`Balance Due${formatMoney(credit)}`);
    // The focus is on the next payment's amount, not dropped to the page with the old form.
    await expect.poll(() => focused()).toBe('Amount Tendered');

    // The rest in store credit: 100% of min(credit, balance due).
    await take.getByRole('radio', { name: 'In-Store Credit' }).click();
    await take.getByRole('radio', { name: '100%' }).waitFor();
    expect(await take.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe(credit);
    expect(await axe(page, '#pf-pos-checkout')).toEqual([]);
    await take.getByRole('button', { name: 'Use Store Credit' }).click();
    await region('Payment').getByText('Paid In Full').waitFor();
    await expect.poll(() => focused()).toBe('Payment');
    expect(await balanceRow().textContent()).toBe('Balance Due$0.00');
    expect(await page.getByRole('region', { name: 'Take Payment' }).count()).toBe(0);
    expect(creditBalance(db.orders, 501)).toBe('0.00');

    // Void the store credit: the balance is due again and the credit goes back.
    await region('Transactions').getByRole('button', { name: 'Void Store Credit' }).click();
    await page.getByRole('dialog', { name: /^Void the \$[\d,.]+ Store Credit payment on order #\d+ for Jordan Miller\?$/ }).getByRole('button', { name: 'Void Payment' }).click();
    await region('Payment').getByText('Outstanding Balance').waitFor();
    expect(await balanceRow().textContent()).toBe(`Balance Due${formatMoney(credit)}`);
    await region('Transactions').getByText('(Voided)').waitFor();
    // The voided payment's button is gone: the focus is where the question found it (the Payment
    // heading, where Chromium leaves it on a click) or on the transactions, never the page.
    await expect.poll(() => focused()).toMatch(/^(Payment|Transactions)$/);
    expect(creditBalance(db.orders, 501)).toBe(credit);
    await region('Take Payment').waitFor();
    // axe waits until the void's toast has finished sliding in (harness: settled).
    expect(await axe(page)).toEqual([]);

    const stored = getOrder(db.orders, order.order_id)!.transactions;
    expect(stored.map((t) => [t.transaction_type, t.amount, t.status])).toEqual([
      ['cash', cash, 'complete'],
      ['store_credit', credit, 'void'],
    ]);
    expect(s.apiCalls().filter((c) => c.includes('addPayment'))).toHaveLength(2);
    expect(s.errors).toEqual([]);
  });

  it('Book Appointment opens the appointment dialog on click, and the booking shows on the checkout', async () => {
    const order = saleOrder();
    const s = await newSession(browser);
    await openThemePage(
      s,
      {
        title: 'POS Checkout',
        config: { mode: 'pos' },
        body: `<div id="pf-pos-checkout" data-pf-props='${attr({ orderId: order.order_id, payment: paymentOf(order) })}'></div>`,
      },
      '/pos/checkout',
    );
    const page = s.page;
    const appointments = page.getByRole('region', { name: 'Appointments' });
    await appointments.getByText('No appointments have been booked.').waitFor();
    expect(s.cdnFiles().some((f) => /appointment/i.test(f) && !/pos-checkout/.test(f))).toBe(false);
    await appointments.getByRole('button', { name: 'Book Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    await dialog.getByRole('group', { name: 'Products' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Marcus Reed' }).check();
    await dialog.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Urbana - Cunningham Ave' });
    await dialog.getByRole('combobox', { name: 'Bay' }).selectOption({ label: 'Bay 1' });
    await dialog.getByLabel('Start Date').fill('2026-12-03');
    await dialog.getByRole('combobox', { name: 'Start Time' }).selectOption({ label: '2:00 PM' });
    expect(await axe(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Request sent successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await appointments.getByRole('cell', { name: '12/3/26 2:00 PM' }).waitFor();
    expect(s.errors).toEqual([]);
  });

  it('with no order: the notice, then the catalog page', async () => {
    const s = await newSession(browser);
    s.serve('/product/catalog', '<!doctype html><html lang="en"><head><title>Catalog</title></head><body><h1>Catalog</h1></body></html>');
    await openThemePage(s, { title: 'POS Checkout', config: { mode: 'pos' }, body: '<div id="pf-pos-checkout"></div>' }, '/pos/checkout');
    await s.page.getByText('There is no order to show. Redirecting to the catalog page...').waitFor();
    await s.page.waitForURL('**/product/catalog');
    expect(s.errors).toEqual([]);
  });
});
