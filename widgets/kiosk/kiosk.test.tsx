import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { KIOSK_VIDEOS } from '../../mocks/db/content';
import { navigation } from '../../shared/runtime/navigation';
import { writeStored, readStored } from '../../shared/runtime/storage';
import { vehicleState } from '../../shared/vehicle';
import { countdownText } from './components/Prompt';
import { SESSION_KEY } from '../../shared/kiosk';
import { resetFreshSession } from '../../shared/runtime/freshSession';

const MINUTE = 60_000;
const kioskConfig = (kiosk: Record<string, unknown> = {}) => setConfig({ mode: 'kiosk', kiosk: { idleMinutes: 2, promptMinutes: 1, videos: KIOSK_VIDEOS, ...kiosk } });

/** The store calls the page made (method + route), in order. */
function recordCalls() {
  const calls: Array<{ route: string; body: URLSearchParams }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const route = url.searchParams.get('route') ?? url.pathname.replace(/^\//, '');
    calls.push({ route: `${request.method} ${route}`, body: new URLSearchParams(request.method === 'GET' ? '' : await request.clone().text()) });
  });
  return calls;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const prompt = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const splash = () => screen.queryByRole('dialog', { name: /Welcome to the parts counter|Find parts for your vehicle|Welcome/ });

beforeEach(() => {
  // A kiosk session under way (a fresh one is reset first: 'kiosk session' below).
  sessionStorage.setItem(SESSION_KEY, '1');
  // react-idle-timer measures with performance.now: fake it with the timers and the date.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('kiosk timers', () => {
  it('does nothing outside kiosk mode', async () => {
    setConfig({ mode: 'storefront' });
    const { el } = mountWidget(widget);
    await advance(10 * MINUTE);
    expect(prompt()).toBeNull();
    expect(el.querySelector('.pf-root')).toBeEmptyDOMElement();
  });

  it('asks "Are you still there?" after idleMinutes, counting down promptMinutes', async () => {
    kioskConfig();
    mountWidget(widget);
    await advance(2 * MINUTE - 1000);
    expect(prompt()).toBeNull();
    await advance(1000);
    expect(prompt()).not.toBeNull();
    expect(within(prompt()!).getByText('1:00')).toBeInTheDocument();
    await advance(15_000);
    expect(within(prompt()!).getByText('0:45')).toBeInTheDocument();
  });

  it('a pointer that did not move is not activity', async () => {
    kioskConfig();
    mountWidget(widget);
    await advance(2 * MINUTE);
    act(() => {
      document.body.dispatchEvent(Object.assign(new Event('pointermove', { bubbles: true }), { movementX: 0, movementY: 0 }));
    });
    expect(prompt()).not.toBeNull();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'a' });
    });
    expect(prompt()).toBeNull();
  });

  it('any activity dismisses the question and starts the wait again', async () => {
    kioskConfig();
    mountWidget(widget);
    await advance(2 * MINUTE + 20_000);
    expect(prompt()).not.toBeNull();
    act(() => {
      document.body.dispatchEvent(Object.assign(new Event('pointermove', { bubbles: true }), { movementX: 4, movementY: -2 }));
    });
    expect(prompt()).toBeNull();
    await advance(2 * MINUTE - 1000);
    expect(prompt()).toBeNull();
    expect(splash()).toBeNull();
    await advance(1000);
    expect(prompt()).not.toBeNull();
    // The button says it too.
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(prompt()!).getByRole('button', { name: "I'm still here" }));
    expect(prompt()).toBeNull();
  });

  it('converts fractional minutes to milliseconds', async () => {
    kioskConfig({ idleMinutes: 0.5, promptMinutes: 0.25 });
    mountWidget(widget);
    await advance(30_000);
    expect(within(prompt()!).getByText('0:15')).toBeInTheDocument();
    await advance(15_000);
    expect(prompt()).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('formats the countdown as m:ss', () => {
    expect([countdownText(60_000), countdownText(59_001), countdownText(5000), countdownText(-5)]).toEqual(['1:00', '1:00', '0:05', '0:00']);
  });
});

describe('kiosk idle', () => {
  it('forgets the visitor: cart, vehicle, session, storage and cookies', async () => {
    kioskConfig();
    const calls = recordCalls();
    db.cart.codes = { coupon: 'SAVE10' };
    db.ymm.facets = [{ api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' }];
    vehicleState.setState({ facets: db.ymm.facets, hasEngine: false, hasYmm: true, known: true });
    writeStored('product-list-view', 'grid');
    localStorage.setItem('theme-banner', 'kept');
    document.cookie = 'locator_pickup_location=3; path=/';
    document.cookie = 'language=en-gb; path=/';
    const heard: unknown[] = [];
    document.addEventListener('pf:vehicle-changed', (e) => heard.push((e as CustomEvent).detail));
    expect(db.cart.lines.length).toBeGreaterThan(0);

    mountWidget(widget);
    await advance(3 * MINUTE);
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('GET account/logout/clearSession'));
    expect(db.cart.lines).toEqual([]);
    expect(db.cart.vouchers).toEqual([]);
    expect(db.cart.codes).toEqual({});
    expect(db.ymm.facets).toEqual([]);
    expect(vehicleState.getState().facets).toEqual([]);
    expect(heard).toHaveLength(1);
    expect(readStored('product-list-view', null)).toBeNull();
    expect(localStorage.getItem('theme-banner')).toBe('kept');
    expect(document.cookie).not.toContain('locator_pickup_location');
    expect(document.cookie).toContain('language=en-gb');
  });

  it('still shows the splash when the store cannot be reached', async () => {
    kioskConfig();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFaults({ failing: { 'checkout/cart/getData': 'network', 'ymm/json/saveVehicle': 'network' } });
    mountWidget(widget);
    await advance(3 * MINUTE);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Partsfront: kiosk reset could not clear the vehicle', expect.anything()));
  });

  it('plays the kiosk videos in turn and records each playback', async () => {
    kioskConfig();
    const calls = recordCalls();
    mountWidget(widget);
    await advance(3 * MINUTE);
    const first = screen.getByLabelText('Welcome to the parts counter', { selector: 'video' });
    expect(first).toHaveAttribute('src', KIOSK_VIDEOS[0].url);
    expect(first).toHaveAttribute('autoplay');
    fireEvent.play(first);
    await advance(42_000);
    fireEvent.ended(first);
    const second = screen.getByLabelText('Find parts for your vehicle', { selector: 'video' });
    await waitFor(() => expect(calls.filter((c) => c.route === 'POST tool/kiosk/video')).toHaveLength(1));
    const body = calls.find((c) => c.route === 'POST tool/kiosk/video')!.body;
    expect(body.get('video_id')).toBe('1');
    expect(body.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const seconds = (s: string) => new Date(s.replace(' ', 'T')).getTime() / 1000;
    expect(seconds(body.get('end_date')!) - seconds(body.get('start_date')!)).toBe(42);
    expect(db.content.videoPlays).toHaveLength(1);
    // A video that cannot play is skipped.
    fireEvent.error(second);
    expect(screen.getByLabelText('Welcome to the parts counter', { selector: 'video' })).toBeInTheDocument();
  });

  it('Get Started shows "Warming up the engine..." and opens the kiosk home page, recording the video cut short', async () => {
    kioskConfig();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const calls = recordCalls();
    mountWidget(widget);
    await advance(3 * MINUTE);
    fireEvent.play(screen.getByLabelText('Welcome to the parts counter', { selector: 'video' }));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Warming up the engine...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
    await waitFor(() => expect(calls.filter((c) => c.route === 'POST tool/kiosk/video')).toHaveLength(1));
  });

  it('keeps focus on Get Started', async () => {
    kioskConfig();
    mountWidget(widget);
    await advance(3 * MINUTE);
    const button = screen.getByRole('button', { name: 'Get Started' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Welcome to the parts counter' })).toHaveAttribute('aria-modal', 'true');
  });
});

describe('kiosk restricted mode', () => {
  function links() {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a href="https://www.gates.com/">Gates</a>
       <a href="https://www.gates.com/" target="_blank">Gates in a new tab</a>
       <a href="mailto:service@example.com">Email us</a>
       <a href="/index.php?route=product/category&path=20" target="_blank">Brakes</a>`,
    );
  }
  const click = (name: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    act(() => {
      screen.getByRole('link', { name }).dispatchEvent(event);
    });
    return event;
  };

  it('blocks links that leave the site, in this tab or a new one, and says so', async () => {
    kioskConfig();
    links();
    mountWidget(widget);
    expect(click('Gates').defaultPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Links to other websites are not available on this kiosk.');
    expect(click('Gates in a new tab').defaultPrevented).toBe(true);
    expect(click('Email us').defaultPrevented).toBe(true);
    const opened = window.open('https://www.example.com/', '_blank');
    expect(opened).toBeNull();
    await advance(4000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lets links to the site through, in this tab', () => {
    kioskConfig();
    links();
    mountWidget(widget);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    const brakes = screen.getByRole('link', { name: 'Brakes' });
    // jsdom cannot navigate: stop the default action after the kiosk has seen the click.
    brakes.addEventListener('click', (e) => e.preventDefault());
    act(() => {
      brakes.dispatchEvent(event);
    });
    expect(brakes).toHaveAttribute('target', '_self');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('blocks nothing when restricted mode is off, and stops blocking when unmounted', () => {
    kioskConfig({ restricted: false });
    links();
    mountWidget(widget);
    const gates = screen.getByRole('link', { name: 'Gates' });
    gates.addEventListener('click', (e) => e.preventDefault());
    let seen = false;
    document.addEventListener('click', (e) => (seen = e.defaultPrevented === true), { once: true });
    act(() => {
      gates.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(seen).toBe(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('kiosk session', () => {
  it('starts empty: the first kiosk page of a session forgets the last visitor, later pages keep what this one did', async () => {
    kioskConfig();
    sessionStorage.removeItem(SESSION_KEY);
    const calls = recordCalls();
    db.ymm.facets = [{ api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' }];
    writeStored('product-list-view', 'grid');
    expect(db.cart.lines.length).toBeGreaterThan(0);

    const first = mountWidget(widget);
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('GET account/logout/clearSession'));
    await waitFor(() => expect(db.cart.lines).toEqual([]));
    expect(db.ymm.facets).toEqual([]);
    expect(readStored('product-list-view', null)).toBeNull();
    // Nothing on screen but the page: no splash, no question.
    expect(splash()).toBeNull();
    first.unmount();

    // The next page of the same session resets nothing: the visitor's cart and vehicle stay.
    const before = calls.length;
    mountWidget(widget);
    await advance(1000);
    expect(calls.slice(before).map((c) => c.route)).not.toContain('GET account/logout/clearSession');
  });
  it('keeps a part the next shopper adds while the kiosk is still forgetting the last visitor', async () => {
    kioskConfig();
    sessionStorage.removeItem(SESSION_KEY);
    setFaults({ latencyMs: 30 });
    const calls = recordCalls();
    mountWidget(widget);
    // A quick tap: the reset's first call is out, the rest still to come.
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('GET checkout/cart/getData'));
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    const { cartService } = await import('../../shared/cart');
    await cartService.add({ product_id: 101, quantity: 1 });
    // The add waited for the whole reset, so no step of it took the part away.
    const routes = calls.map((c) => c.route);
    expect(routes.indexOf('POST checkout/cart/add')).toBeGreaterThan(routes.indexOf('GET account/logout/clearSession'));
    expect(db.cart.lines.map((l) => [l.product_id, l.quantity])).toEqual([[101, 1]]);
    expect(db.cart.vouchers).toEqual([]);
    // Begun only now that the reset is done.
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEY)).toBe('1'));
  });

  /** A kiosk started in a new session, its reset under way: the last visitor's first line is being taken off. */
  async function mountDuringReset() {
    kioskConfig();
    sessionStorage.removeItem(SESSION_KEY);
    setFaults({ latencyMs: 30 });
    const calls = recordCalls();
    const first = mountWidget(widget);
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('POST checkout/cart/remove'));
    return { calls, first };
  }

  it('a page left before the reset is done resets again on the next page: nothing of the last cart stays', async () => {
    const { calls, first } = await mountDuringReset();
    // The shopper leaves as the first line is being taken off.
    first.unmount();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    // The next page. (The reset of the page left keeps going in this test's one page; on a real next page it stops.)
    resetFreshSession();
    mountWidget(widget);
    await waitFor(() => expect(calls.filter((c) => c.route === 'GET account/logout/clearSession').length).toBe(2));
    await waitFor(() => expect(db.cart.lines).toEqual([]));
    expect(db.cart.vouchers).toEqual([]);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEY)).toBe('1'));
  });

  it('resets once when the kiosk is mounted again on the same page while its reset is under way', async () => {
    const { calls, first } = await mountDuringReset();
    // A theme that mounts its placeholders again (the same page).
    first.unmount();
    mountWidget(widget);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEY)).toBe('1'));
    await advance(1000);
    expect(calls.filter((c) => c.route === 'GET account/logout/clearSession')).toHaveLength(1);
    expect(db.cart.lines).toEqual([]);
  });

  it('starts with no customer on the store session: a customer a clerk set on the cart is not on the kiosk order', async () => {
    kioskConfig();
    sessionStorage.removeItem(SESSION_KEY);
    vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const calls = recordCalls();
    // A clerk set Jordan Miller on the cart of this browser's session and walked away without checking out.
    db.cart.customer_id = 501;
    db.cart.shopper_id = 502;
    mountWidget(widget);
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('GET account/logout/clearSession'));
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('GET checkout/cart/removeCustomer'));
    await waitFor(() => expect(db.cart.customer_id).toBeNull());
    expect(db.cart.shopper_id ?? null).toBeNull();

    // A shopper then checks out at the kiosk: the order names no customer.
    const { cartService } = await import('../../shared/cart');
    await cartService.add({ product_id: 101, quantity: 1 });
    const { placeKioskOrder } = await import('../../shared/kiosk');
    const id = await placeKioskOrder();
    const { getOrder } = await import('../../mocks/db/orders');
    expect(getOrder(db.orders, id)?.customer_id ?? null).toBeNull();
  });

  it('does not show fitment for the previous sale\'s vehicle: badges wait for the empty vehicle', async () => {
    kioskConfig();
    sessionStorage.removeItem(SESSION_KEY);
    const calls = recordCalls();
    db.ymm.facets = [{ api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' }];
    const { requestFitment, loadVehicle } = await import('../../shared/vehicle');
    mountWidget(widget);
    // A badge on the same page asks at once, as the page mounts.
    await Promise.all([loadVehicle(), requestFitment([{ aaia: 'BKDK', mpn: 'ABC123' }])]);
    const routes = calls.map((c) => c.route);
    const saved = routes.indexOf('GET ymm/json/saveVehicle');
    expect(saved).toBeGreaterThanOrEqual(0);
    expect(routes.indexOf('GET ymm/json/validateFitment')).toBeGreaterThan(saved);
    expect(routes.indexOf('GET ymm/json/getVehicle') === -1 || routes.indexOf('GET ymm/json/getVehicle') > saved).toBe(true);
    expect(vehicleState.getState().facets).toEqual([]);
  });
});

describe('kiosk order placed', () => {
  it('ends the checkout on a full screen with the order number and "Pay at the counter", then the splash after the idle time', async () => {
    kioskConfig();
    writeStored('kiosk-order', { order_id: 1042 });
    const first = mountWidget(widget);
    const screenPlaced = screen.getByRole('dialog', { name: 'Thank you for your order!' });
    expect(within(screenPlaced).getByText('1042')).toBeInTheDocument();
    expect(within(screenPlaced).getByText('Pay at the counter')).toBeInTheDocument();
    expect(screenPlaced).toHaveAccessibleDescription('Give order number 1042 at the counter to pay and pick up your parts.');
    expect(within(screenPlaced).getByRole('button', { name: 'Done' })).toHaveFocus();
    // No question while the number is on screen: it stays for the idle time (2 minutes), then the splash.
    await advance(2 * MINUTE - 1000);
    expect(prompt()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Thank you for your order!' })).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('dialog', { name: 'Thank you for your order!' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    first.unmount();
    // Shown once.
    mountWidget(widget);
    expect(screen.queryByRole('dialog', { name: 'Thank you for your order!' })).toBeNull();
  });

  it('shows the amount to pay with the order number', () => {
    kioskConfig();
    writeStored('kiosk-order', { order_id: 1044, total: '$123.45' });
    mountWidget(widget);
    const placed = screen.getByRole('dialog', { name: 'Thank you for your order!' });
    expect(within(placed).getByText('Amount to pay')).toBeInTheDocument();
    expect(within(placed).getByText('$123.45')).toBeInTheDocument();
    expect(placed).toHaveAccessibleDescription('Give order number 1044 at the counter to pay $123.45 and pick up your parts.');
  });

  it('Done starts over at once', async () => {
    kioskConfig();
    writeStored('kiosk-order', { order_id: 1043 });
    mountWidget(widget);
    const placed = screen.getByRole('dialog', { name: 'Thank you for your order!' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(placed).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Thank you for your order!' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });
});

describe('kiosk: the store’s words', () => {
  it('writes the order screen’s button with a text set in #pf-config', async () => {
    setConfig({ mode: 'kiosk', kiosk: { idleMinutes: 2, promptMinutes: 1, videos: KIOSK_VIDEOS }, texts: { 'kiosk.done': 'Finish' } });
    writeStored('kiosk-order', { order_id: 4321, total: '$10.00' });
    mountWidget(widget, {});
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });
});
