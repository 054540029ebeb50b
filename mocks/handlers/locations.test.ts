import { describe, expect, it } from 'vitest';
import { geocodeZip, getLocations } from '../../shared/api/locations';
import { ApiError } from '../../shared/api/errors';
import { LOCATIONS } from '../db/locations';

describe('mock store: locations', () => {
  it('lists every store without coordinates, one preferred, one with several emails', async () => {
    const stores = await getLocations();
    expect(stores).toHaveLength(LOCATIONS.length);
    expect(stores.filter((s) => s.preferred)).toHaveLength(1);
    expect(stores.some((s) => s.email.includes(','))).toBe(true);
    expect(stores[0].distance).toBeUndefined();
  });

  it('sorts by haversine miles from the shopper, filters by radius and limits', async () => {
    const champaign = await geocodeZip('61820');
    const near = await getLocations({ user_lat: champaign.lat, user_lng: champaign.lng, distance: 25 });
    expect(near.map((s) => s.location_name)).toEqual(['Champaign - Neil St', 'Urbana - Cunningham Ave']);
    expect(near[1].formatted_distance).toMatch(/^\d+\.\d mi$/);
    // Champaign → Danville is about 33 miles.
    const all = await getLocations({ user_lat: champaign.lat, user_lng: champaign.lng, limit: 3 });
    expect(all).toHaveLength(3);
    expect(all[2].location_name).toMatch(/Danville/);
    expect(all[2].distance).toBeGreaterThan(30);
    expect(all[2].distance).toBeLessThan(36);
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
});
