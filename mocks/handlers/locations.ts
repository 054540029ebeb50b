/**
 * The store's dealer-location routes (spec 1 §7, spec 4 "Locations"):
 * - getLocations: every location with distances in miles from the shopper (haversine), nearest
 *   first, a radius filter and a limit;
 * - setGeolocationFromZipCode: ZIP geocoding from a fixed table (an unknown ZIP is refused);
 * - the dealer locator's data source (`module/dealer_locator/search`, the default of
 *   `locator.dataSourceUrl`): format=json, search (a ZIP), distance (10–250, default 25, out of
 *   range → 10), filter (text in the name or address), selected_store, lat, lng → `{html, data}`.
 *
 * These routes are registered before `store-info.ts`, so this data source is the one answered.
 */
import { DealerAnswerShape, GeoAnswerShape, LocationsAnswerShape } from '../../shared/api/shapes/locations';
import { json, refuse, type MockRequest, type Route } from '../router';
import { ALL_LOCATIONS, ZIP_CODES, milesBetween } from '../db/locations';
import type { Geo, Store } from '../db/records';

const num = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

const withDistance = (origin: Geo) => (s: Store): Store => {
  const miles = Math.round(milesBetween(origin, s) * 10) / 10;
  return { ...s, distance: miles, formatted_distance: `${miles.toFixed(1)} mi` };
};

function getLocations({ query }: MockRequest) {
  const lat = num(query.get('user_lat'));
  const lng = num(query.get('user_lng'));
  const radius = num(query.get('distance'));
  const limit = num(query.get('limit'));
  let stores: Store[] = ALL_LOCATIONS.map((l) => ({ ...l }));
  if (lat !== null && lng !== null) {
    stores = stores
      .map(withDistance({ lat, lng }))
      .filter((s) => radius === null || radius <= 0 || s.distance! <= radius)
      .sort((a, b) => a.distance! - b.distance!);
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

/** The PHP module's distance rule (spec 1 §5): 10 to 250 miles, default 25, out of range → 10. */
function searchDistance(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 25;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 10 && n <= 250 ? n : 10;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function dealerSearch({ query }: MockRequest) {
  if (query.get('format') !== 'json') return refuse('Unsupported format.');
  const distance = searchDistance(query.get('distance'));
  const search = (query.get('search') ?? '').trim();
  const filter = (query.get('filter') ?? '').trim().toLowerCase();
  let origin: Geo | null = null;
  const lat = num(query.get('lat'));
  const lng = num(query.get('lng'));
  if (search) {
    const zip = /^(\d{5})(-\d{4})?$/.exec(search)?.[1];
    origin = (zip && ZIP_CODES[zip]) || null;
    if (!origin) return refuse('Invalid ZIP code. Please try again.');
  } else if (lat !== null && lng !== null) {
    origin = { lat, lng };
  }
  // selected_store is the store's business (its HTML may mark it); the data is the same list.
  let stores: Store[] = ALL_LOCATIONS.map((s) => ({ ...s }));
  if (filter) stores = stores.filter((s) => `${s.location_name} ${s.address}`.toLowerCase().includes(filter));
  if (origin) {
    stores = stores
      .map(withDistance(origin))
      .filter((s) => s.distance! <= distance)
      .sort((a, b) => a.distance! - b.distance!);
  }
  const html = stores.length
    ? `<ul>${stores.map((s) => `<li><strong>${escapeHtml(s.location_name)}</strong> ${escapeHtml(s.address)} ${s.formatted_distance ?? ''}</li>`).join('')}</ul>`
    : '<p>No results</p>';
  const center = origin ?? stores[0] ?? ALL_LOCATIONS[0];
  return json({ html, data: { show_map: stores.length > 0, lat: center.lat, lng: center.lng, locations: stores } });
}

export const locationRoutes: Route[] = [
  { method: 'GET', path: 'api/location/getLocations', shape: LocationsAnswerShape, handle: getLocations },
  { method: 'GET', path: 'api/location/setGeolocationFromZipCode', shape: GeoAnswerShape, handle: geocode },
  { method: 'GET', path: 'module/dealer_locator/search', shape: DealerAnswerShape, handle: dealerSearch },
];
