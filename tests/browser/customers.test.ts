import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, STORE, withBrowser } from './harness';
import { db } from '../../mocks/db';
import { recordById } from '../../mocks/db/customers';

/**
 * The staff customer screens on the built bundle, as the store serves /pos/customer,
 * /pos/customer/search and /pos/customer/edit: search → assign to the cart → edit → save, and
 * every tab of the edit screen; axe-clean at each step and no console errors.
 */
withBrowser();

/** The IP-location service answered by the mock store on the store's origin. */
const CONFIG = { mode: 'pos', ipLookupUrl: `${STORE}/mock-iplookup` };

describe('customers', () => {
  it('searches, assigns to the cart, opens the customer from the list, edits and saves', async () => {
    const s = await newSession(browser);
    await openThemePage(
      s,
      { title: 'Customer search', config: CONFIG, body: '<h1>Customer search</h1><div id="pf-customer-search" style="min-height: 24rem"></div>' },
      '/pos/customer/search',
    );
    const page = s.page;
    const box = page.getByRole('combobox', { name: 'Search customers' });
    await box.fill('raman');
    const listbox = page.getByRole('listbox', { name: 'Customers found' });
    await listbox.getByRole('option', { name: /Priya Raman/ }).waitFor();
    const assign = page.getByRole('button', { name: 'Assign to Cart' });
    expect(await assign.isDisabled()).toBe(true);
    await box.press('ArrowDown');
    expect(await listbox.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await assign.dblclick();
    await page.getByText('Customer assigned to cart!').waitFor();
    expect(db.cart.customer_id).toBe(502);
    expect(s.apiCalls().filter((c) => c.startsWith('/checkout/cart/setCustomer'))).toHaveLength(1);

    // The list, filtered, leads to the edit page.
    await openThemePage(s, { title: 'Customers', config: CONFIG, body: '<h1>Customers</h1><div id="pf-pos-customer-list" style="min-height: 40rem"></div>' }, '/pos/customer');
    const table = page.getByRole('table', { name: 'Customers' });
    await expect.poll(() => table.getByRole('row').count()).toBe(21);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Customer Name').fill('Priya');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter_name')).toBe('Priya');
    await table.getByRole('link', { name: 'Edit Priya Raman' }).waitFor();
    expect(await table.getByRole('link', { name: 'Edit Priya Raman' }).getAttribute('href')).toBe('/pos/customer/edit?customer_id=502');

    await openThemePage(
      s,
      { title: 'Edit customer', config: CONFIG, body: '<h1>Edit customer</h1><div id="pf-pos-customer-edit" data-customer-id="502" style="min-height: 40rem"></div>' },
      '/pos/customer/edit',
    );
    const first = page.getByLabel(/^First Name/);
    await first.waitFor();
    expect(await axe(page)).toEqual([]);
    await first.fill('A');
    // Spec 2 §5: Save stays disabled while a rule is broken; the error shows once the field is left.
    await first.press('Tab');
    await page.getByText('Minimum 2 characters').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await first.fill('Priyanka');
    const phone = page.getByLabel(/^Telephone/);
    await phone.click();
    await phone.press('Control+A');
    await phone.press('Backspace');
    await phone.pressSequentially('3095550188');
    expect(await phone.inputValue()).toBe('(309) 555-0188');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer successfully saved!').waitFor();
    expect(recordById(db.customers, 502)!.customer).toMatchObject({ firstname: 'Priyanka', telephone: '(309) 555-0188' });
    expect(await axe(page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('paints a new order of the rows in view first and the rows below the view the frame after, the page not moving', async () => {
    const s = await newSession(browser, { width: 1280, height: 800 });
    await openThemePage(s, { title: 'Customers', config: CONFIG, body: '<h1>Customers</h1><div id="pf-pos-customer-list" style="min-height: 40rem"></div>' }, '/pos/customer');
    const page = s.page;
    const table = page.getByRole('table', { name: 'Customers' });
    await expect.poll(() => table.getByRole('row').count()).toBe(21);
    const header = table.getByRole('button', { name: /^Date Added/ });
    await header.scrollIntoViewIfNeeded();
    // Every frame from the click on: the rows hidden, the first row's date, where the page is.
    await page.evaluate(() => {
      const w = window as unknown as { pfFrames: unknown[] };
      w.pfFrames = [];
      const tick = () => {
        const rows = [...document.querySelectorAll<HTMLTableRowElement>('table[aria-label="Customers"] tbody tr')];
        const shown = rows.filter((r) => !r.hidden);
        w.pfFrames.push({
          hidden: rows.length - shown.length,
          firstDate: rows[0]?.querySelector('[data-col="date_added"]')?.textContent,
          scrollY: window.scrollY,
          shownBottom: shown.at(-1)?.getBoundingClientRect().bottom ?? 0,
          firstHiddenTop: rows.find((r) => r.hidden)?.previousElementSibling?.getBoundingClientRect().bottom ?? null,
          view: window.innerHeight,
        });
        if (w.pfFrames.length < 240) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    await header.click();
    await expect.poll(() => table.getAttribute('aria-busy')).toBe(null);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('table[aria-label="Customers"] tbody tr[hidden]').length)).toBe(0);
    const expected = db.customers.records.map((r) => r.date_added).sort()[0];
    await expect.poll(() => table.getByRole('row').nth(1).getByRole('cell').nth(5).textContent()).toContain(expected.slice(0, 10));
    type Frame = { hidden: number; firstDate: string; scrollY: number; shownBottom: number; view: number };
    const frames = (await page.evaluate(() => (window as unknown as { pfFrames: unknown[] }).pfFrames)) as Frame[];
    const partial = frames.filter((f) => f.hidden > 0);
    // A frame with the rows below the view hidden: the rows in view already in the new order, and
    // reaching past the bottom of the view (nothing below them shows through).
    expect(partial.length).toBeGreaterThan(0);
    for (const f of partial) {
      expect(f.firstDate).toContain(expected.slice(0, 10));
      expect(f.shownBottom).toBeGreaterThan(f.view);
    }
    // The page never moved, and every row is in the accessibility tree again, axe-clean.
    expect(new Set(frames.map((f) => f.scrollY))).toEqual(new Set([scrolled]));
    expect(await table.getByRole('row').count()).toBe(21);
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  it('opens Search for a Customer from a data-pf-open button, full screen, and adds the customer to that order', async () => {
    const s = await newSession(browser);
    await openThemePage(
      s,
      {
        title: 'Order',
        config: CONFIG,
        body: '<h1>Order #1002</h1><button type="button" data-pf-open="customer-search" data-order-id="1002">Add Customer</button>',
      },
      '/pos/order/view',
    );
    const page = s.page;
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search for a Customer' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThan(1100);
    await dialog.getByRole('combobox', { name: 'Search customers' }).fill('ortega');
    await dialog.getByRole('option', { name: /Luis Ortega/ }).click();
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add to Order' }).click();
    await page.getByText('Customer added to order!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(db.orders.list.find((o) => o.order_id === 1002)?.customer_id).toBe(503);
    expect(s.errors).toEqual([]);
  });

  it('shows every tab of an existing customer, axe-clean, and works the credit, tag, IP and vehicle actions', async () => {
    const s = await newSession(browser);
    await openThemePage(
      s,
      { title: 'Edit customer', config: CONFIG, body: '<h1>Edit customer</h1><div id="pf-pos-customer-edit" data-customer-id="501" style="min-height: 40rem"></div>' },
      '/pos/customer/edit',
    );
    const page = s.page;
    await page.getByLabel(/^First Name/).waitFor();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const panel = (name: string) => page.getByRole('tabpanel', { name, exact: true });

    await tab('Orders').click();
    await panel('Orders').getByText('Total Spent').waitFor();
    await expect.poll(() => panel('Orders').getByRole('row').count()).toBe(11);
    expect(await axe(page)).toEqual([]);

    await tab('Vehicles').click();
    await panel('Vehicles').getByRole('cell', { name: '2018 Ford F-150 XLT', exact: true }).waitFor();
    await panel('Vehicles').getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await expect.poll(() => dialog.getByLabel('Year').isEnabled()).toBe(true);
    await dialog.getByLabel('Year').selectOption('2019');
    await expect.poll(() => dialog.getByLabel('Make').isEnabled()).toBe(true);
    await dialog.getByLabel('Make').selectOption({ label: 'Toyota' });
    await expect.poll(() => dialog.getByLabel('Model').isEnabled()).toBe(true);
    await dialog.getByLabel('Model').selectOption({ label: 'Tacoma' });
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
    await page.getByText('Vehicle added!').waitFor();
    await panel('Vehicles').getByRole('cell', { name: '2019 Toyota Tacoma', exact: true }).first().waitFor();

    await tab('Returns').click();
    await expect.poll(() => panel('Returns').getByRole('row').count()).toBeGreaterThan(1);
    expect(await axe(page)).toEqual([]);

    await tab('History').click();
    await expect.poll(() => panel('History').getByRole('row').count()).toBeGreaterThan(1);
    await panel('History').getByRole('button', { name: 'Add History' }).click();
    const history = page.getByRole('dialog', { name: 'Add History' });
    await history.getByLabel('Comment').fill('Picked up the alternator.');
    await history.getByLabel('Image (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) });
    expect(await axe(page)).toEqual([]);
    await history.getByRole('button', { name: 'Add History' }).click();
    await page.getByText('History added!').waitFor();
    expect(recordById(db.customers, 501)!.history.at(-1)).toMatchObject({ comment: 'Picked up the alternator.', image: expect.stringMatching(/^\/image\/customer_history\?customer_history_id=\d+$/) });

    await tab('Credits').click();
    await panel('Credits').getByText('$75.00').waitFor();
    await panel('Credits').getByRole('button', { name: 'Add Credits' }).click();
    const credits = page.getByRole('dialog', { name: 'Add Credits' });
    await credits.getByLabel('Description').fill('Goodwill credit');
    await credits.getByLabel('Amount').fill('0.10');
    await credits.getByRole('button', { name: 'Add Credits' }).click();
    await panel('Credits').getByText('$75.10').waitFor();
    expect(await axe(page)).toEqual([]);

    await tab('IP Addresses').click();
    const ip = recordById(db.customers, 501)!.ips[0].ip;
    const banned = db.customers.bannedIps.includes(ip);
    await panel('IP Addresses').getByRole('button', { name: `${banned ? 'Unban' : 'Ban'} IP ${ip}` }).click();
    if (!banned) {
      // Ban IP asks first, naming the address (and the accounts sharing it).
      const confirm = page.getByRole('dialog', { name: new RegExp(`^Ban IP ${ip.replace(/\./g, '\\.')}`) });
      await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
      await confirm.getByRole('button', { name: 'Ban IP' }).click();
    }
    await panel('IP Addresses').getByRole('button', { name: `${banned ? 'Ban' : 'Unban'} IP ${ip}` }).waitFor();
    await panel('IP Addresses').getByRole('button', { name: `Look up the location of ${ip}` }).click();
    await panel('IP Addresses').getByText(/, US · AS/).waitFor();
    expect(await axe(page)).toEqual([]);

    await tab('Tags').click();
    await panel('Tags').getByRole('checkbox', { name: 'Racing Team' }).check();
    await panel('Tags').getByRole('button', { name: 'Save Tags' }).click();
    await page.getByText('Customer tags saved!').waitFor();
    expect(recordById(db.customers, 501)!.tags).toEqual([1, 4, 7]);
    expect(await axe(page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
