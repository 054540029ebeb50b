import { describe, expect, it } from 'vitest';
import { findDealer, geocodeZip, getLocations, resetStore, searchDealers } from '../../shared/api/locations';
import { ApiError } from '../../shared/api/errors';
import { ALL_LOCATIONS, LOCATIONS, MORE_LOCATIONS } from '../db/locations';

describe('mock store: locations', () => {
  it('lists every store without coordinates, one preferred, one with several emails', async () => {
    const stores = await getLocations();
    expect(stores).toHaveLength(ALL_LOCATIONS.length);
    expect(ALL_LOCATIONS.map((s) => s.location_id)).toEqual(ALL_LOCATIONS.map((_, i) => i + 1));
    expect(stores.filter((s) => s.preferred)).toHaveLength(1);
    expect(stores.some((s) => s.email.includes(','))).toBe(true);
    expect(stores[0].distance).toBeNull();
  });

  it('sorts by haversine miles from the shopper, filters by radius and limits', async () => {
    const champaign = await geocodeZip('61820');
    const near = await getLocations({ user_lat: champaign.lat, user_lng: champaign.lng, distance: 10 });
    expect(near.map((s) => s.location_name)).toEqual(['Champaign - Neil St', 'Champaign - Kirby Ave', 'Urbana - Cunningham Ave']);
    expect(near[1].formatted_distance).toMatch(/^\d+\.\d mi$/);
    // Champaign → Danville is about 33 miles.
    // Champaign → Rantoul is about 14 miles, Champaign → Danville about 33.
    const all = await getLocations({ user_lat: champaign.lat, user_lng: champaign.lng, limit: 5 });
    expect(all).toHaveLength(5);
    expect(all[3].location_name).toMatch(/Rantoul/);
    expect(all[4].location_name).toMatch(/Danville/);
    expect(all[4].distance).toBeGreaterThan(30);
    expect(all[4].distance).toBeLessThan(36);
    const distances = (await getLocations({ user_lat: champaign.lat, user_lng: champaign.lng })).map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('refuses an unknown or missing ZIP with the store error', async () => {
    for (const [zip, text] of [['99999', 'We could not find that ZIP code.'], ['', 'Please enter a ZIP code.']]) {
      const e = await geocodeZip(zip).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).message).toBe(text);
    }
  });

  it('keeps the catalogue\'s eight stocked stores first and adds stores in Illinois and Indiana', () => {
    expect(LOCATIONS).toHaveLength(8);
    expect(MORE_LOCATIONS.length).toBeGreaterThan(0);
    for (const s of ALL_LOCATIONS) {
      expect(s.address).toMatch(/, (IL|IN) \d{5}$/);
      expect(s.lat).toBeGreaterThan(37);
      expect(s.lat).toBeLessThan(42.5);
      expect(s.lng).toBeGreaterThan(-91.5);
      expect(s.lng).toBeLessThan(-84.8);
    }
    expect(ALL_LOCATIONS.filter((s) => s.preferred).map((s) => s.location_name)).toEqual(['Champaign - Neil St']);
  });

  it('data source: searches a ZIP within the distance, nearest first, with html and map data', async () => {
    const answer = await searchDealers({ search: '61820', distance: 10 });
    expect(answer.data.locations.map((s) => s.location_name)).toEqual(['Champaign - Neil St', 'Champaign - Kirby Ave', 'Urbana - Cunningham Ave']);
    expect(answer.data).toMatchObject({ show_map: true, lat: 40.1164, lng: -88.2434 });
    expect(answer.html).toContain('<strong>Champaign - Neil St</strong>');
  });

  it('data source: distance 10–250, default 25, out of range 10', async () => {
    const count = async (distance: number | string) => (await searchDealers({ search: '61820', distance: distance as number })).data.locations.length;
    const at10 = await count(10);
    expect(await count(5)).toBe(at10);
    expect(await count(251)).toBe(at10);
    expect(await count(250)).toBe(ALL_LOCATIONS.length);
    expect(await count('')).toBe((await searchDealers({ search: '61820', distance: 25 })).data.locations.length);
  });

  it('data source: filter, selected_store, coordinates, and the invalid ZIP text', async () => {
    const filtered = await searchDealers({ distance: 25, filter: 'Terre' });
    expect(filtered.data.locations.map((s) => s.location_name)).toEqual(['Terre Haute - Wabash Ave']);
    const near = await searchDealers({ distance: 25, lat: 39.4667, lng: -87.3784, selected_store: '6' });
    expect(near.data.locations[0]).toMatchObject({ location_id: '6' });
    const none = await searchDealers({ search: '90210', distance: 25 });
    expect(none.data).toMatchObject({ show_map: false, locations: [] });
    expect(none.html).toBe('<p>No results</p>');
    const e = await searchDealers({ search: '12', distance: 25 }).catch((x: unknown) => x);
    expect((e as ApiError).message).toBe('Invalid ZIP code. Please try again.');
  });

  it('find_dealer names any store, refuses an unknown one; reset_store answers', async () => {
    expect(await findDealer(12)).toEqual({ location_name: 'Kankakee - Court St', address: '1650 W Court St, Kankakee, IL 60901' });
    const e = await findDealer(999).catch((x: unknown) => x);
    expect((e as ApiError).message).toBe('Store not found!');
    await expect(resetStore()).resolves.toBeUndefined();
  });
});
