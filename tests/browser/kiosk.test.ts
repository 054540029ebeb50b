import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, STORE, themeHtml, withBrowser } from './harness';
import { db } from '../../mocks/db';
import { KIOSK_VIDEOS } from '../../mocks/db/content';
import { countOrders, getOrder } from '../../mocks/db/orders';

/**
 * The kiosk in a real browser with the page's clock faked (issue 15): idle for idleMinutes →
 * 'Are you still there?' counting down → activity dismisses it → idle again until the countdown
 * ends → the visitor's cart is cleared and the splash shows Get Started → 'Warming up the
 * engine...' → the kiosk home page. Restricted mode keeps the visitor on the site. axe-clean.
 */
withBrowser();

const MINUTE = 60_000;
const config = { mode: 'kiosk', kiosk: { idleMinutes: 2, promptMinutes: 1, videos: KIOSK_VIDEOS } };
const body = (heading: string) => `
  <header><div id="pf-cart-popout"><a href="/checkout/cart">Cart</a></div></header>
  <h1>${heading}</h1>
  <p><a href="https://www.gates.com/">Gates timing kits</a> · <a href="https://www.gates.com/" target="_blank">in a new tab</a></p>
  <div id="pf-kiosk"></div>`;

describe('kiosk', () => {
  it('prompts, is dismissed by activity, goes idle, clears the cart, and Get Started warms up to the home page', async () => {
    const s = await newSession(browser, { width: 1280 });
    await s.page.clock.install({ time: new Date('2026-11-23T10:00:00') });
    s.serve('/', themeHtml({ body: body('Kiosk home'), config, title: 'Kiosk home' }));
    await openThemePage(s, { body: body('Brake pads'), config, title: 'Brake pads' }, '/brakes');
    await s.page.getByRole('button', { name: /^Shopping cart/ }).waitFor();
    expect(db.cart.lines.length).toBeGreaterThan(0);

    // Restricted mode: the outside links go nowhere.
    await s.page.getByRole('link', { name: 'Gates timing kits' }).click();
    await s.page.getByRole('link', { name: 'in a new tab' }).click();
    await s.page.getByText('Links to other websites are not available on this kiosk.').waitFor();
    expect(s.page.url()).toBe(`${STORE}/brakes`);
    expect(s.page.context().pages()).toHaveLength(1);

    // Idle for two minutes: the question, with its countdown.
    await s.page.clock.fastForward(2 * MINUTE);
    const prompt = s.page.getByRole('dialog', { name: 'Are you still there?' });
    await prompt.waitFor();
    await prompt.getByText('1:00').waitFor();
    await s.page.clock.fastForward(20_000);
    await prompt.getByText('0:40').waitFor();
    expect(await axe(s.page)).toEqual([]);

    // Any activity dismisses it.
    await s.page.mouse.move(300, 300);
    await s.page.mouse.move(340, 320);
    await prompt.waitFor({ state: 'detached' });

    // Idle again, through the whole countdown: the splash, and the cart is cleared.
    await s.page.clock.fastForward(2 * MINUTE);
    await prompt.waitFor();
    await s.page.clock.fastForward(MINUTE);
    const getStarted = s.page.getByRole('button', { name: 'Get Started' });
    await getStarted.waitFor();
    expect(await getStarted.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => db.cart.lines.length).toBe(0);
    await expect.poll(() => s.apiCalls()).toContain('/account/logout/clearSession');
    expect(await axe(s.page)).toEqual([]);

    await getStarted.click();
    await s.page.waitForURL(`${STORE}/`);
    await s.page.getByRole('heading', { name: 'Kiosk home' }).waitFor();
    expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('shows "Warming up the engine..." while the home page loads', async () => {
    const s = await newSession(browser, { width: 1280 });
    await s.page.clock.install({ time: new Date('2026-11-23T10:00:00') });
    await openThemePage(s, { body: body('Brake pads'), config }, '/brakes');
    // The home page answers slowly, so the message can be seen.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    await s.page.route(`${STORE}/`, async (route) => {
      await slow;
      await route.fulfill({ status: 200, contentType: 'text/html', body: themeHtml({ body: body('Kiosk home'), config }) });
    });
    await s.page.clock.fastForward(2 * MINUTE);
    await s.page.getByRole('dialog', { name: 'Are you still there?' }).waitFor();
    await s.page.clock.fastForward(MINUTE);
    const getStarted = s.page.getByRole('button', { name: 'Get Started' });
    await getStarted.waitFor();
    // Clicked and read in the page: Playwright's locators would wait for the held navigation.
    const shown = await getStarted.evaluate(
      (el) =>
        new Promise<string>((resolve) => {
          const read = () => document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
          new MutationObserver(() => read() && resolve(read())).observe(document.body, { subtree: true, childList: true, characterData: true });
          (el as HTMLButtonElement).click();
          if (read()) resolve(read());
        }),
    );
    expect(shown).toBe('Warming up the engine...');
    release();
    await s.page.waitForURL(`${STORE}/`);
  });

  it('checks out from the cart page: a kiosk order, then the home page shows its number to pay at the counter', async () => {
    const s = await newSession(browser, { width: 1280 });
    s.serve('/', themeHtml({ body: body('Kiosk home'), config, title: 'Kiosk home' }));
    const kioskOrders = countOrders(db.orders.list).kiosk;
    const lines = db.cart.lines.length;
    await openThemePage(s, { body: `<h1>Shopping Cart</h1><div id="pf-cart"><p>Loading your cart…</p></div><div id="pf-kiosk"></div>`, config, title: 'Cart' }, '/checkout/cart');
    const checkout = s.page.getByRole('button', { name: 'Checkout' });
    await checkout.waitFor();
    await checkout.dblclick();
    await s.page.waitForURL(`${STORE}/`);
    const placed = s.page.getByRole('dialog', { name: 'Thank you for your order!' });
    await placed.waitFor();
    const order = db.orders.list[0];
    expect(await placed.textContent()).toContain(`Your order number is ${order.order_id}. Please pay at the counter to pick up your parts.`);
    expect(getOrder(db.orders, order.order_id)?.pos_status).toBe('kiosk');
    expect(order.products).toHaveLength(lines);
    expect(countOrders(db.orders.list).kiosk).toBe(kioskOrders + 1);
    expect(s.apiCalls().filter((c) => c.includes('checkout/confirm/createOrder'))).toHaveLength(1);
    expect(db.cart.lines).toEqual([]);
    expect(await axe(s.page)).toEqual([]);
    await placed.getByRole('button', { name: 'Done' }).click();
    await placed.waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
  });
});
