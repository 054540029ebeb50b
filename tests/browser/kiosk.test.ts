import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axe, browser, CDN, newSession, openThemePage, STORE, themeHtml, withBrowser, type Session } from './harness';
import { db } from '../../mocks/db';
import { KIOSK_VIDEOS } from '../../mocks/db/content';
import { countOrders, getOrder } from '../../mocks/db/orders';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { renderCart } from '../../mocks/db/cart';

/**
 * The kiosk in a real browser with the page's clock faked: idle for idleMinutes →
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

/** The preview's short kiosk timers, through the settings: the question after 20 s, the splash 10 s later. */
const shortTimers = { mode: 'kiosk', kiosk: { idleMinutes: 20 / 60, promptMinutes: 10 / 60, videos: KIOSK_VIDEOS } };
const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** Two parts without options, orderable and priced, not in the seed cart. */
const twoParts = () =>
  catalog()
    .filter((i) => !i.product.options.length && i.product.is_orderable && !i.product.disable_pricing && i.product.minimum === 1 && !db.cart.lines.some((l) => l.product_id === Number(i.product.product_id)))
    .slice(0, 2)
    .map(renderProduct);

async function pick(dialog: Locator, label: string, option: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

describe('a kiosk visit', () => {
  it('starts empty, takes a vehicle and two parts, checks out to the order number, asks, and starts over empty', async () => {
    // A stranger left a cart and a vehicle on this kiosk.
    db.ymm.facets = [{ api_field: 'Year', api_value: '2012', label_field: 'Year', label_value: '2012' }];
    expect(db.cart.lines.length).toBeGreaterThan(0);
    const parts = twoParts();
    const s = await newSession(browser, { width: 1280 });
    await s.page.clock.install({ time: new Date('2026-11-23T10:00:00') });
    // The theme's own button, sized for a finger as a kiosk theme sizes its controls (axe's target-size judges it too).
    const home = `
      <header><button type="button" data-pf-open="vehicle-selector" style="min-height: 44px">Select your vehicle</button><div id="pf-cart-popout"><a href="/checkout/cart">Cart</a></div></header>
      <h1>Kiosk home</h1>
      ${parts.map((product) => `<section><h2>${product.name}</h2><div data-pf-widget="product" data-pf-props='${attr({ product })}'></div></section>`).join('')}
      <div id="pf-kiosk"></div>`;
    s.serve('/checkout/cart', themeHtml({ body: '<h1>Shopping Cart</h1><div id="pf-cart"></div><div id="pf-kiosk"></div>', config: shortTimers, title: 'Cart' }));
    await openThemePage(s, { body: home, config: shortTimers, title: 'Kiosk home' }, '/');
    const popout = s.page.getByRole('button', { name: /^Shopping cart/ });

    // 1. Empty start: the stranger's cart, vehicle and session are gone before anyone touches it.
    await expect.poll(() => db.cart.lines.length).toBe(0);
    await expect.poll(() => s.apiCalls()).toContain('/account/logout/clearSession');
    expect(db.ymm.facets).toEqual([]);
    await expect.poll(() => popout.textContent()).toContain('0 item(s)');

    // 2. A vehicle (Save reloads the page: the same session, nothing is reset again).
    await s.page.getByRole('button', { name: 'Select your vehicle' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Select Your Vehicle' });
    await pick(dialog, 'Year', '2015');
    await pick(dialog, 'Make', 'Ford');
    await pick(dialog, 'Model', 'F-150');
    await pick(dialog, 'Sub Model', 'XLT');
    await expect.poll(() => dialog.getByRole('button', { name: 'Save Vehicle' }).isEnabled()).toBe(true);
    await Promise.all([s.page.waitForEvent('load'), dialog.getByRole('button', { name: 'Save Vehicle' }).click()]);
    await s.page.evaluate(() => window.Partsfront!.ready);
    expect(db.ymm.facets.map((f) => f.label_value)).toEqual(['2015', 'Ford', 'F-150', 'XLT']);
    expect(s.apiCalls().filter((c) => c.includes('clearSession'))).toHaveLength(1);

    // 3. Two parts.
    for (const [i, product] of parts.entries()) {
      await s.page.locator('section', { has: s.page.getByRole('heading', { name: product.name }) }).getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => popout.textContent()).toContain(`${i + 1} item(s)`);
    }
    expect(db.cart.lines.map((l) => String(l.product_id)).sort()).toEqual(parts.map((p) => String(p.product_id)).sort());

    // 4. Checkout on the cart page: a kiosk order, then the home page with its number, large.
    await s.page.goto(`${STORE}/checkout/cart`);
    await s.page.getByRole('button', { name: 'Checkout' }).click();
    await s.page.waitForURL(`${STORE}/`);
    const placed = s.page.getByRole('dialog', { name: 'Thank you for your order!' });
    await placed.waitFor();
    const order = db.orders.list[0];
    expect(getOrder(db.orders, order.order_id)?.pos_status).toBe('kiosk');
    expect(order.products).toHaveLength(2);
    const number = placed.getByText(String(order.order_id), { exact: true });
    expect(Number.parseFloat(await number.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(48);
    await placed.getByText('Pay at the counter', { exact: true }).waitFor();
    expect(await axe(s.page)).toEqual([]);

    // 5. The number stays for the idle time, then the splash; Get Started, and the next visitor.
    await s.page.clock.fastForward(21_000);
    const getStarted = s.page.getByRole('button', { name: 'Get Started' });
    await getStarted.waitFor();
    await expect.poll(() => db.ymm.facets).toEqual([]);
    await getStarted.click();
    await s.page.waitForURL(`${STORE}/`);
    await s.page.evaluate(() => window.Partsfront!.ready);
    await s.page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(() => popout.textContent()).toContain('1 item(s)');

    // 6. Walks away: the question after 20 s, counting down 10 s, then the splash and an empty kiosk.
    await s.page.clock.fastForward(20_000);
    const prompt = s.page.getByRole('dialog', { name: 'Are you still there?' });
    await prompt.waitFor();
    await prompt.getByText('0:10').waitFor();
    await s.page.clock.fastForward(10_000);
    await getStarted.waitFor();
    await expect.poll(() => db.cart.lines.length).toBe(0);
    await expect.poll(() => popout.textContent()).toContain('0 item(s)');
    expect(db.ymm.facets).toEqual([]);
    expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await s.page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('blocks an outside link clicked before the kiosk widget has loaded', async () => {
    const s = await newSession(browser, { width: 1280 });
    // The kiosk's code arrives late (a slow kiosk network): the loader's guard holds meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await s.page.route(`${CDN}/chunks/registry-more-*.js`, async (route) => {
      await held;
      await route.fallback();
    });
    s.serve('/brakes', themeHtml({ body: body('Brake pads'), config }));
    await s.page.goto(`${STORE}/brakes`);
    // Whether each click's navigation was cancelled, as the page saw it once every handler had run.
    await s.page.evaluate(() => {
      const w = window as unknown as { cancelled: boolean[] };
      w.cancelled = [];
      window.addEventListener('click', (e) => w.cancelled.push(e.defaultPrevented));
    });
    await s.page.getByRole('link', { name: 'Gates timing kits' }).click();
    await s.page.getByRole('link', { name: 'in a new tab' }).click();
    await expect.poll(() => s.page.evaluate(() => (window as unknown as { cancelled: boolean[] }).cancelled)).toEqual([true, true]);
    expect(s.page.url()).toBe(`${STORE}/brakes`);
    expect(s.page.context().pages()).toHaveLength(1);
    expect(await s.page.locator('#pf-kiosk .pf-root').count()).toBe(0);
    // Once mounted, the kiosk's own guard says why.
    release();
    await s.page.locator('#pf-kiosk .pf-root').waitFor({ state: 'attached' });
    await s.page.getByRole('link', { name: 'Gates timing kits' }).click();
    await s.page.getByText('Links to other websites are not available on this kiosk.').waitFor();
    expect(s.page.url()).toBe(`${STORE}/brakes`);
    await s.page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });
});

/** A kiosk session already under way in this tab (its first page reset it): the visitor's cart is theirs. */
const underWay = (s: Session) => s.page.addInitScript(() => sessionStorage.setItem('pf-kiosk-session', '1'));

describe('kiosk', () => {
  it('prompts, is dismissed by activity, goes idle, clears the cart, and Get Started warms up to the home page', async () => {
    const s = await newSession(browser, { width: 1280 });
    await underWay(s);
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
    await underWay(s);
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
    await underWay(s);
    s.serve('/', themeHtml({ body: body('Kiosk home'), config, title: 'Kiosk home' }));
    const kioskOrders = countOrders(db.orders.list).kiosk;
    const lines = db.cart.lines.length;
    const total = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'total')!.text;
    await openThemePage(s, { body: `<h1>Shopping Cart</h1><div id="pf-cart"><p>Loading your cart…</p></div><div id="pf-kiosk"></div>`, config, title: 'Cart' }, '/checkout/cart');
    const checkout = s.page.getByRole('button', { name: 'Checkout' });
    await checkout.waitFor();
    await checkout.dblclick();
    await s.page.waitForURL(`${STORE}/`);
    const placed = s.page.getByRole('dialog', { name: 'Thank you for your order!' });
    await placed.waitFor();
    const order = db.orders.list[0];
    expect(await placed.textContent()).toContain(`Give order number ${order.order_id} at the counter to pay ${total} and pick up your parts.`);
    expect(await placed.locator('[data-order-total]').textContent()).toBe(total);
    expect(getOrder(db.orders, order.order_id)?.pos_status).toBe('kiosk');
    expect(order.products).toHaveLength(lines);
    expect(countOrders(db.orders.list).kiosk).toBe(kioskOrders + 1);
    expect(s.apiCalls().filter((c) => c.includes('checkout/confirm/createOrder'))).toHaveLength(1);
    expect(db.cart.lines).toEqual([]);
    expect(await axe(s.page)).toEqual([]);
    // Done: the kiosk starts over for the next visitor (the splash; its mock videos are missing files).
    await placed.getByRole('button', { name: 'Done' }).click();
    await placed.waitFor({ state: 'detached' });
    await s.page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await s.page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });
});
