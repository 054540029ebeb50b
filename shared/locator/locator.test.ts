import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import * as v from 'valibot';
import { StoreShape } from '../api/shapes/locations';
import { setConfig } from '../../tests/utils/widget';
import { text } from '../texts';
import { textsReady } from '../texts/ready';
import {
  NEAR,
  SHOW_ALL_MILES,
  SHOWN_STORES,
  NOT_FOUND,
  chooseStore,
  currentPosition,
  forgetStore,
  nearbyQuery,
  preferredFirst,
  searchDistance,
  selectedStoreId,
  shownStores,
  stocking,
  withFirstEmail,
  locatorTexts,
} from './index';

const store = (id: number, preferred: boolean | number | string = false, email = `s${id}@example.com`) =>
  v.parse(StoreShape, {
  location_id: id,
  location_name: `Store ${id}`,
  lat: 40,
  lng: -88,
  address: `${id} Main St`,
  telephone: '',
  formatted_telephone: '',
  email,
  map_link: '',
  preferred,
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('shared/locator', () => {
  it('has the spec constants', () => {
    expect(NEAR).toEqual({ distance: 100, limit: 20 });
    expect([SHOW_ALL_MILES, SHOWN_STORES]).toEqual([50, 3]);
    expect(NOT_FOUND).toBe("We couldn't find this product within 250 miles.");
  });

  it('puts preferred stores first and keeps the distance order otherwise; shows 3 until Show all', () => {
    const stores = [store(1), store(2), store(3, true), store(4), store(5, true)];
    expect(preferredFirst(stores).map((s) => s.location_id)).toEqual(['3', '5', '1', '2', '4']);
    expect(shownStores(stores, false).map((s) => s.location_id)).toEqual(['3', '5', '1']);
    expect(shownStores(stores, true)).toHaveLength(5);
  });

  it('reads a distance: 10–250, default 25 when empty, 10 for anything else', () => {
    expect([searchDistance(''), searchDistance(undefined), searchDistance(null)]).toEqual([25, 25, 25]);
    expect([searchDistance('10'), searchDistance(250), searchDistance('75')]).toEqual([10, 250, 75]);
    expect([searchDistance('9'), searchDistance(251), searchDistance('abc'), searchDistance(-5)]).toEqual([10, 10, 10, 10]);
  });

  it('asks near (radius 100, 20 results) or Show all (50 miles)', () => {
    const at = { user_lat: 40.1, user_lng: -88.2 };
    expect(nearbyQuery(at, false)).toEqual({ ...at, distance: 100, limit: 20 });
    expect(nearbyQuery(null, true)).toEqual({ distance: 50 });
  });

  it('keeps the stores that stock the product, or every store when the stock is unknown', () => {
    const stores = [store(1), store(2), store(3)];
    const stock = [
      { location_name: 'Store 1', stock: 0 },
      { location_name: 'Store 2', stock: 4 },
    ];
    expect(stocking(stores, stock).map((s) => s.location_id)).toEqual(['2']);
    expect(stocking(stores, null)).toHaveLength(3);
  });

  it('keeps only the first of several emails', () => {
    expect(withFirstEmail(store(1, false, 'a@example.com, b@example.com')).email).toBe('a@example.com');
    expect(withFirstEmail(store(1, false, 'a@example.com;b@example.com')).email).toBe('a@example.com');
  });

  it('resolves null and logs when the browser refuses the position, or has none', async () => {
    expect(await currentPosition()).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, message: 'denied' } as GeolocationPositionError) },
      configurable: true,
    });
    expect(await currentPosition()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('chooses a store (find_dealer, cookie, event with the first email) and forgets it (reset_store)', async () => {
    const details: unknown[] = [];
    const listener = (e: Event) => details.push((e as CustomEvent).detail);
    document.addEventListener('pf:store-selected', listener);
    const found = await chooseStore(store(2, false, 'x@example.com, y@example.com'));
    expect(found).toEqual({ location_name: 'Urbana - Cunningham Ave', address: '1710 N Cunningham Ave, Urbana, IL 61802' });
    expect(selectedStoreId()).toBe('2');
    await forgetStore();
    expect(selectedStoreId()).toBeUndefined();
    expect(details).toEqual([expect.objectContaining({ location_id: '2', email: 'x@example.com' }), null]);
    document.removeEventListener('pf:store-selected', listener);
  });

  it('saves nothing when the store refuses the choice', async () => {
    server.use(http.get('*/index.php', () => HttpResponse.json({ error: 'Store not found!' })));
    await expect(chooseStore(store(99))).rejects.toThrow('Store not found!');
    expect(selectedStoreId()).toBeUndefined();
  });
});

describe('shared/locator: the store’s words', () => {
  it('shows a message set in #pf-config', async () => {
    setConfig({ texts: { 'locator.notFound': 'No store near you has this part.' } });
    text(locatorTexts, 'notFound');
    await textsReady();
    expect(text(locatorTexts, 'notFound')).toBe('No store near you has this part.');
  });
});
