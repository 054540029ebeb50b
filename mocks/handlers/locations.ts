/**
 * The store's dealer-location routes (spec 1 §7, spec 4 "Locations"): the list with distances
 * in miles from the shopper (haversine), nearest first, a radius filter and a limit; and ZIP
 * geocoding from a fixed table (an unknown ZIP is refused with `{"error": …}`).
 */
import { json, refuse, type MockRequest, type Route } from '../router';
import { LOCATIONS, ZIP_CODES, milesBetween } from '../db/locations';
import type { Store } from '../../shared/api/types';

const num = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

function getLocations({ query }: MockRequest) {
  const lat = num(query.get('user_lat'));
  const lng = num(query.get('user_lng'));
  const radius = num(query.get('distance'));
  const limit = num(query.get('limit'));
  let stores: Store[] = LOCATIONS.map((l) => ({ ...l }));
  if (lat !== null && lng !== null) {
    stores = stores
      .map((s) => {
        const miles = Math.round(milesBetween({ lat, lng }, s) * 10) / 10;
        return { ...s, distance: miles, formatted_distance: `${miles.toFixed(1)} mi` };
      })
      .filter((s) => radius === null || radius <= 0 || s.distance <= radius)
      .sort((a, b) => a.distance - b.distance);
  }
  if (limit !== null && limit > 0) stores = stores.slice(0, Math.floor(limit));
  return json({ locations: stores });
}

function geocode({ query }: MockRequest) {
  const address = (query.get('address') ?? '').trim();
  if (!address) return refuse('Please enter a ZIP code.');
  const zip = /^(\d{5})(-\d{4})?$/.exec(address)?.[1];
  const geo = zip ? ZIP_CODES[zip] : undefined;
  if (!geo) return refuse('We could not find that ZIP code.');
  return json({ geo });
}

export const locationRoutes: Route[] = [
  { method: 'GET', path: 'api/location/getLocations', handle: getLocations },
  { method: 'GET', path: 'api/location/setGeolocationFromZipCode', handle: geocode },
];
