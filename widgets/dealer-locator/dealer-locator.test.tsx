import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { productById } from '../../mocks/db/catalog';
import { ALL_LOCATIONS, LOCATIONS, ZIP_CODES, milesBetween } from '../../mocks/db/locations';
import type { ProductExtras } from '../../mocks/db/product-extras';
import type { Store } from '../../mocks/db/records';
import { NO_RESULTS, LOAD_FAILED } from './DealerLocator';

/** The store requests the page made, in order. */
function recordRequests() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
  return {
    all: urls,
    /** Query strings of calls to `route` (either path form). */
    to: (route: string) => urls.filter((u) => u.pathname.endsWith(route) || u.searchParams.get('route') === route).map((u) => u.searchParams),
  };
}

/** Writes to document.cookie, to read each cookie's lifetime. */
function recordCookies() {
  const writes: string[] = [];
  const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    setter.call(this, value);
  });
  /** Minutes from now to the `expires` of the last write of `name`. */
  const lifetime = (name: string) => {
    const write = writes.filter((w) => w.startsWith(`${name}=`)).at(-1);
    const expires = /expires=([^;]+)/.exec(write ?? '')?.[1];
    return expires ? (new Date(expires).getTime() - Date.now()) / 60000 : null;
  };
  return { writes, lifetime };
}

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** Stubs the browser's geolocation: a position, or a refusal. */
function stubGeolocation(answer: { lat: number; lng: number } | 'refuse') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'refuse') fail?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng }, timestamp: 0 } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** What the mock store finds within `miles` of a ZIP, preferred first (the rule under test). */
function expectedNear(zip: string, miles: number): string[] {
  const origin = ZIP_CODES[zip];
  const near = ALL_LOCATIONS.map((s) => ({ s, d: Math.round(milesBetween(origin, s) * 10) / 10 }))
    .filter((x) => x.d <= miles)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.s);
  return [...near.filter((s) => s.preferred), ...near.filter((s) => !s.preferred)].map((s) => s.location_name);
}

const storeList = () => screen.findByRole('list', { name: 'Stores' }, { timeout: 8000 });
const storeNames = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent!.replace(/^\d+\s*/, ''));
const item = (list: HTMLElement, name: string) => within(list).getAllByRole('listitem').find((li) => li.querySelector('h3')!.textContent!.endsWith(name))!;

async function searchZip(zip: string, distance?: string) {
  const user = userEvent.setup();
  const zipField = await screen.findByLabelText('ZIP code');
  await user.clear(zipField);
  await user.type(zipField, zip);
  if (distance !== undefined) {
    const field = screen.getByLabelText('Distance (miles)');
    await user.clear(field);
    if (distance) await user.type(field, distance);
  }
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

afterEach(() => {
  server.events.removeAllListeners();
  // jsdom has no geolocation; a test's stub goes away with it.
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('dealer-locator: the dealer search', () => {
  it('asks the data source with format=json and the default 25 miles, and lists at most 3 stores, preferred first', async () => {
    const calls = recordRequests();
    mountWidget(widget);
    const list = await storeList();
    // No geolocation in jsdom: the locator goes on without coordinates.
    const first = calls.to('module/dealer_locator/search')[0];
    expect(Object.fromEntries(first)).toEqual({ route: 'module/dealer_locator/search', format: 'json', distance: '25' });
    expect(storeNames(list)).toEqual(ALL_LOCATIONS.slice(0, 3).map((s) => s.location_name));
    expect(screen.getByLabelText('Distance (miles)')).toHaveValue(25);
  });

  it('geocodes a ZIP, searches around it and puts the preferred store first, ahead of a nearer one', async () => {
    const calls = recordRequests();
    mountWidget(widget);
    await storeList();
    await searchZip('61821');
    const expected = expectedNear('61821', 25);
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(expected.slice(0, 3)));
    expect(expected[0]).toBe('Champaign - Neil St');
    // Kirby Ave is the nearest store to 61821; the preferred store still leads.
    expect(expected[1]).toBe('Champaign - Kirby Ave');
    expect(calls.to('api/location/setGeolocationFromZipCode').map((q) => q.get('address'))).toEqual(['61821']);
    const sent = calls.to('module/dealer_locator/search').at(-1)!;
    expect([sent.get('search'), sent.get('distance'), sent.get('lat'), sent.get('lng')]).toEqual(['61821', '25', String(ZIP_CODES['61821'].lat), String(ZIP_CODES['61821'].lng)]);
    expect(within(await storeList()).getAllByText(/^\s*\d+\.\d mi$/)).toHaveLength(3);
  });

  it('"Show all" asks the store again with 50 miles and lists every store it found', async () => {
    const calls = recordRequests();
    mountWidget(widget);
    await storeList();
    const user = await searchZip('61821');
    expect(expectedNear('61821', 25).length).toBeGreaterThan(3);
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(expectedNear('61821', 25).slice(0, 3)));
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(calls.to('module/dealer_locator/search').at(-1)!.get('distance')).toBe('50'));
    const expected = expectedNear('61821', 50);
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(expected));
    expect(screen.getByLabelText('Distance (miles)')).toHaveValue(25);
    expect(screen.queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  });

  it('falls back to 10 miles for a distance out of 10–250, to the default 25 when empty, and sends 250 as it is', async () => {
    const calls = recordRequests();
    mountWidget(widget);
    await storeList();
    for (const [typed, sent] of [['300', '10'], ['5', '10'], ['-20', '10'], ['', '25'], ['250', '250']]) {
      await searchZip('61820', typed);
      await waitFor(() => expect(calls.to('module/dealer_locator/search').at(-1)!.get('distance')).toBe(sent));
      expect(screen.getByLabelText('Distance (miles)')).toHaveValue(Number(sent));
    }
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(expectedNear('61820', 250).slice(0, 3)));
  });

  it('sends the filter and lists only the matching stores', async () => {
    const calls = recordRequests();
    const user = userEvent.setup();
    mountWidget(widget);
    await storeList();
    await user.type(screen.getByLabelText('Store name or city'), 'urbana');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(['Urbana - Cunningham Ave']));
    expect(calls.to('module/dealer_locator/search').at(-1)!.get('filter')).toBe('urbana');
  });

  it('reads "There are no results." when nothing is within the distance', async () => {
    mountWidget(widget);
    await storeList();
    await searchZip('90210');
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  });
});

describe('dealer-locator: ZIP errors', () => {
  it('refuses a malformed ZIP without asking the store, keeping what was typed', async () => {
    const calls = recordRequests();
    mountWidget(widget);
    await storeList();
    await searchZip('6182');
    const zip = screen.getByLabelText('ZIP code');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid ZIP code. Please try again.');
    expect(zip).toHaveValue('6182');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    expect(calls.to('api/location/setGeolocationFromZipCode')).toHaveLength(0);
  });

  it('shows "Invalid ZIP code. Please try again." when the store cannot geocode the ZIP, without the previous stores', async () => {
    mountWidget(widget);
    await storeList();
    await searchZip('99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid ZIP code. Please try again.');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('99999');
    expect(screen.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  });

  it('shows the data source\'s own refusal of a search under the ZIP', async () => {
    mountWidget(widget);
    await storeList();
    server.use(
      http.get('*/index.php', ({ request }) =>
        new URL(request.url).searchParams.get('route') === 'module/dealer_locator/search' ? HttpResponse.json({ error: 'We do not deliver to that ZIP code.' }) : undefined,
      ),
    );
    await searchZip('61820');
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not deliver to that ZIP code.');
    expect(screen.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  });

  it('shows the same text when geocoding fails, and searches again once corrected', async () => {
    mountWidget(widget);
    await storeList();
    setFaults({ failing: { 'api/location/setGeolocationFromZipCode': 'http500' } });
    await searchZip('47803');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Invalid ZIP code. Please try again.');
    setFaults({});
    await searchZip('61820');
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(expectedNear('61820', 25).slice(0, 3)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed data source with a retry that works', async () => {
    setFaults({ failing: { 'module/dealer_locator/search': 'http500' } });
    const user = userEvent.setup();
    mountWidget(widget);
    expect(await screen.findByText(LOAD_FAILED, {}, { timeout: 8000 })).toBeInTheDocument();
    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(storeNames(await storeList())).toHaveLength(3);
  });
});

describe('dealer-locator: the browser position', () => {
  it('searches around the position the browser gives', async () => {
    const calls = recordRequests();
    stubGeolocation(ZIP_CODES['47803']);
    mountWidget(widget);
    const list = await storeList();
    expect(storeNames(list)[0]).toBe('Terre Haute - Wabash Ave');
    const sent = calls.to('module/dealer_locator/search')[0];
    expect([sent.get('lat'), sent.get('lng')]).toEqual([String(ZIP_CODES['47803'].lat), String(ZIP_CODES['47803'].lng)]);
  });

  it('logs a refusal and goes on without coordinates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = recordRequests();
    const ask = stubGeolocation('refuse');
    mountWidget(widget);
    expect(storeNames(await storeList())).toHaveLength(3);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[partsfront] geolocation failed', expect.objectContaining({ code: 1 }));
    const sent = calls.to('module/dealer_locator/search')[0];
    expect(sent.has('lat')).toBe(false);
  });

  it('"Use my location" asks the browser again and drops the ZIP', async () => {
    const ask = stubGeolocation(ZIP_CODES['62701']);
    mountWidget(widget);
    await storeList();
    const user = await searchZip('61820');
    await waitFor(async () => expect(storeNames(await storeList())[0]).toBe('Champaign - Neil St'));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(async () => expect(storeNames(await storeList())[0]).toBe('Springfield - Dirksen Pkwy'));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('ZIP code')).toHaveValue('');
  });
});

describe('dealer-locator: with a product', () => {
  const PRODUCT_ID = 101;
  const stockOf = (name: string) => productById(PRODUCT_ID)!.product.stock_by_location!.find((s) => s.location_name === name)?.quantity ?? 0;

  it('lists the nearby stores that have it, at most 3, preferred first, from radius 100 and 20 results; "Show all" uses 50 miles', async () => {
    const calls = recordRequests();
    const user = userEvent.setup();
    mountWidget(widget, { productId: String(PRODUCT_ID) });
    const list = await storeList();
    const stocking = LOCATIONS.filter((l) => stockOf(l.location_name) > 0);
    const expected = [...stocking.filter((l) => l.preferred), ...stocking.filter((l) => !l.preferred)].map((l) => l.location_name);
    expect(storeNames(list)).toEqual(expected.slice(0, 3));
    const first = calls.to('api/location/getLocations')[0];
    expect([first.get('distance'), first.get('limit')]).toEqual(['100', '20']);
    expect(screen.queryByLabelText('Distance (miles)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(async () => expect(storeNames(await storeList())).toEqual(expected));
    const last = calls.to('api/location/getLocations').at(-1)!;
    expect([last.get('distance'), last.has('limit')]).toEqual(['50', false]);
  });

  it('reads "We couldn\'t find this product within 250 miles." when no store has it', async () => {
    (db.productExtras as ProductExtras).outOfStock = [PRODUCT_ID];
    mountWidget(widget, { productId: String(PRODUCT_ID) });
    expect(await screen.findByText("We couldn't find this product within 250 miles.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  });

  it('reads the same when the store lists no location (getLocations failed)', async () => {
    setFaults({ failing: { 'api/location/getLocations': 'http500' } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mountWidget(widget, { productId: String(PRODUCT_ID) });
    expect(await screen.findByText("We couldn't find this product within 250 miles.", {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('rejects a product id that is not a number', () => {
    expect(() => mountWidget(widget, { productId: 'abc' })).toThrow(/data-product-id must be a number/);
  });
});

describe('dealer-locator: choosing a store', () => {
  it('confirms with find_dealer, saves the pickup cookie for 30 days, reads "My Selected Store" and tells the theme', async () => {
    const calls = recordRequests();
    const cookies = recordCookies();
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('pf:store-selected', listener);
    const user = userEvent.setup();
    mountWidget(widget);
    const list = await storeList();
    const urbana = item(list, 'Urbana - Cunningham Ave');
    const choose = within(urbana).getByRole('button', { name: 'Choose This Store' });
    await user.dblClick(choose);
    expect(await within(urbana).findByRole('button', { name: 'My Selected Store' })).toHaveAttribute('aria-disabled', 'true');
    // The same button, still focused: a keyboard user is not thrown to the top of the page.
    expect(choose).toHaveFocus();
    await user.click(choose);
    expect(calls.to('module/dealer_locator/find_dealer').map((q) => q.get('id'))).toEqual(['2']);
    expect(cookie('locator_pickup_location')).toBe('2');
    expect(cookies.lifetime('locator_pickup_location')).toBeCloseTo(30 * 24 * 60, -1);
    expect(events).toHaveLength(1);
    // Where several emails are listed only the first is kept.
    expect(events[0]).toMatchObject({ location_id: '2', location_name: 'Urbana - Cunningham Ave', email: 'urbana@partsfront-auto.example' });
    expect(screen.getByText(/Your store:/)).toHaveTextContent('Your store: Urbana - Cunningham Ave 1710 N Cunningham Ave, Urbana, IL 61802');
    // The other stores can still be chosen.
    expect(within(item(list, 'Champaign - Neil St')).getByRole('button', { name: 'Choose This Store' })).not.toHaveAttribute('aria-disabled');
    document.removeEventListener('pf:store-selected', listener);
  });

  it('"Reset Store" calls reset_store, removes the cookie and tells the theme with null', async () => {
    document.cookie = 'locator_pickup_location=1; path=/';
    const calls = recordRequests();
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('pf:store-selected', listener);
    const user = userEvent.setup();
    mountWidget(widget);
    expect(await screen.findByText(/Your store:/)).toHaveTextContent('Your store: Champaign - Neil St');
    const list = await storeList();
    expect(within(item(list, 'Champaign - Neil St')).getByRole('button', { name: 'My Selected Store' })).toBeInTheDocument();
    expect(calls.to('module/dealer_locator/search')[0].get('selected_store')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Reset Store' }));
    await waitFor(() => expect(screen.queryByText(/Your store:/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Find a store' })).toHaveFocus();
    expect(calls.to('module/dealer_locator/reset_store')).toHaveLength(1);
    expect(cookie('locator_pickup_location')).toBeUndefined();
    expect(events).toEqual([null]);
    expect(within(item(list, 'Champaign - Neil St')).getByRole('button', { name: 'Choose This Store' })).not.toHaveAttribute('aria-disabled');
    document.removeEventListener('pf:store-selected', listener);
  });

  it('keeps the store and shows an error when reset_store fails', async () => {
    document.cookie = 'locator_pickup_location=1; path=/';
    setFaults({ failing: { 'module/dealer_locator/reset_store': 'http500' } });
    const user = userEvent.setup();
    mountWidget(widget);
    expect(await screen.findByText(/Your store:/)).toHaveTextContent('Your store: Champaign - Neil St');
    await user.click(screen.getByRole('button', { name: 'Reset Store' }));
    expect(await screen.findByText('Uh oh!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(cookie('locator_pickup_location')).toBe('1');
    expect(screen.getByRole('button', { name: 'Reset Store' })).toBeEnabled();
  });

  it('keeps nothing and shows the store\'s refusal when find_dealer refuses', async () => {
    server.use(http.get('*/index.php', ({ request }) => (new URL(request.url).searchParams.get('route') === 'module/dealer_locator/find_dealer' ? HttpResponse.json({ error: 'Store not found!' }) : undefined)));
    const user = userEvent.setup();
    mountWidget(widget);
    const list = await storeList();
    const button = within(item(list, 'Urbana - Cunningham Ave')).getByRole('button', { name: 'Choose This Store' });
    await user.click(button);
    expect(await screen.findByText('Store not found!')).toBeInTheDocument();
    expect(cookie('locator_pickup_location')).toBeUndefined();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('shows each store\'s first email only, its phone, and its directions', async () => {
    mountWidget(widget);
    const urbana = item(await storeList(), 'Urbana - Cunningham Ave');
    expect(within(urbana).getByRole('link', { name: 'urbana@partsfront-auto.example' })).toHaveAttribute('href', 'mailto:urbana@partsfront-auto.example');
    expect(within(urbana).queryByText(/service\.urbana/)).not.toBeInTheDocument();
    expect(within(urbana).getByRole('link', { name: '(217) 367-7730' })).toHaveAttribute('href', 'tel:2173677730');
    expect(within(urbana).getByRole('link', { name: 'Directions to Urbana - Cunningham Ave (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });
});

describe('dealer-locator: cookies of the search and the popup', () => {
  it('keeps the last search in locator_filter for 30 minutes and restores it on the next visit', async () => {
    const cookies = recordCookies();
    const first = mountWidget(widget);
    await storeList();
    await searchZip('47803', '50');
    await waitFor(async () => expect(storeNames(await storeList())[0]).toBe('Terre Haute - Wabash Ave'));
    expect(JSON.parse(decodeURIComponent(cookie('locator_filter')!))).toEqual({ zip: '47803', distance: 50, filter: '' });
    expect(cookies.lifetime('locator_filter')).toBeCloseTo(30, 0);
    first.unmount();

    const calls = recordRequests();
    mountWidget(widget);
    expect(await screen.findByLabelText('ZIP code')).toHaveValue('47803');
    expect(screen.getByLabelText('Distance (miles)')).toHaveValue(50);
    await waitFor(async () => expect(storeNames(await storeList())[0]).toBe('Terre Haute - Wabash Ave'));
    expect(calls.to('module/dealer_locator/search')[0].get('search')).toBe('47803');
  });

  it('shows the store\'s popup text until closed, then not for 5 minutes', async () => {
    const cookies = recordCookies();
    const user = userEvent.setup();
    const first = mountWidget(widget);
    const popup = await screen.findByRole('complementary', { name: 'Pick up in store' });
    expect(popup).toHaveTextContent('Choose a store near you to see its stock and pick up today.');
    await user.click(within(popup).getByRole('button', { name: 'Close', description: 'Pick up in store' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(cookies.lifetime('locator_popup')).toBeCloseTo(5, 0);
    first.unmount();

    const calls = recordRequests();
    mountWidget(widget);
    await storeList();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(calls.to('product/product/getDealerLocatorPopupText')).toHaveLength(0);
  });
});

describe('dealer-locator: the map', () => {
  it('shows one labelled marker per listed store, in step with the list', async () => {
    const user = userEvent.setup();
    mountWidget(widget);
    const list = await storeList();
    const map = await screen.findByRole('region', { name: 'Store map' }, { timeout: 8000 });
    const names = storeNames(list);
    const markers = await within(map).findAllByRole('button', { name: new RegExp(`^(${names.join('|')})$`) });
    expect(markers.map((m) => m.textContent!.replace(/^\d+/, ''))).toEqual(names);

    // Map → list: the marker's store is highlighted in the list.
    await user.click(markers[1]);
    expect(item(list, names[1])).toHaveAttribute('aria-current', 'true');
    const champaign = ALL_LOCATIONS.find((s) => s.location_name === names[1]) as Store;
    expect(await within(map).findByText(champaign.formatted_telephone, { exact: false })).toBeInTheDocument();

    // List → map: the store's marker is highlighted and its info window opens.
    await user.click(within(item(list, names[2])).getByRole('button', { name: 'Show on map' }));
    expect(item(list, names[2])).toHaveAttribute('aria-current', 'true');
    expect(item(list, names[1])).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(markers[2]).toHaveClass('markerActive'));
    expect(markers[1]).not.toHaveClass('markerActive');
  });
});

describe('dealer-locator: store settings', () => {
  it('asks the data source at locator.dataSourceUrl + locator.type', async () => {
    setConfig({ locator: { dataSourceUrl: 'https://dealers.example.com/locator/', type: 'stores' } });
    const seen: URL[] = [];
    server.use(
      http.get('https://dealers.example.com/locator/stores', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ html: '', data: { show_map: true, lat: 40.1, lng: -88.2, locations: [ALL_LOCATIONS[2], ALL_LOCATIONS[0]] } });
      }),
    );
    mountWidget(widget);
    expect(storeNames(await storeList())).toEqual(['Champaign - Neil St', 'Danville - Gilbert St']);
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({ format: 'json', distance: '25' });
  });

  it('shows the source\'s own HTML list, sanitised, when it sends no data list', async () => {
    setConfig({ locator: { dataSourceUrl: 'https://dealers.example.com/html-only', type: '' } });
    server.use(
      http.get('https://dealers.example.com/html-only', () =>
        HttpResponse.json({ html: '<ul><li><strong>Mattoon</strong> 1700 Broadway Ave<img src="x" onerror="alert(1)"></li></ul>' }),
      ),
    );
    mountWidget(widget);
    const strong = await screen.findByText('Mattoon', {}, { timeout: 8000 });
    expect(strong.closest('li')).toHaveTextContent('Mattoon 1700 Broadway Ave');
    expect(strong.closest('li')!.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.queryByRole('region', { name: 'Store map' })).not.toBeInTheDocument();
  });

  it('draws no map tiles by default (works offline), and the locator.tileUrl tiles with their attribution when set', async () => {
    const first = mountWidget(widget);
    let map = await screen.findByRole('region', { name: 'Store map' }, { timeout: 8000 });
    await within(map).findAllByRole('button', { name: /Champaign - Neil St/ });
    expect(map.querySelector('.leaflet-layer')).toBeNull();
    first.unmount();

    setConfig({ locator: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', tileAttribution: '<a href="https://maps.example.com">Map data © Example Maps</a><img src="x" onerror="alert(1)">' } });
    mountWidget(widget);
    map = await screen.findByRole('region', { name: 'Store map' }, { timeout: 8000 });
    expect(await within(map).findByRole('link', { name: 'Map data © Example Maps' })).toHaveAttribute('href', 'https://maps.example.com');
    expect(map.querySelector('[onerror]')).toBeNull();
    expect(map.querySelector('.leaflet-layer')).not.toBeNull();
  });
});

describe('dealer-locator: the store’s words', () => {
  it('titles the locator with a text set in #pf-config', async () => {
    setConfig({ texts: { 'dealerLocator.title': 'Our stores' } });
    mountWidget(widget, {});
    expect(await screen.findByRole('heading', { name: 'Our stores' })).toBeInTheDocument();
  });
});
