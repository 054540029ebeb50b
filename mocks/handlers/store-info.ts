/**
 * The rest of spec 1 §7 that no widget of this release calls yet, answered as the PHP store
 * does so that theme code and later widgets (dealer locator, checkout) meet a complete store:
 * localization, the dealer locator's find / reset / data source, and the session reset.
 */
import { DealerAnswerShape, FindDealerShape, ResetStoreShape } from '../../shared/api/shapes/locations';
import { LocalizationShape } from '../../shared/api/shapes/customer';
import { ClearSessionShape } from '../../shared/api/kiosk';
import { json, refuse, type MockRequest, type Route } from '../router';
import { LOCATIONS, ZIP_CODES, locationById, milesBetween } from '../db/locations';
import { db } from '../db';

const COUNTRIES = [
  { country_id: 223, name: 'United States', iso_code_2: 'US', postcode_required: 1 },
  { country_id: 38, name: 'Canada', iso_code_2: 'CA', postcode_required: 1 },
];
const ZONES = [
  { zone_id: 3635, country_id: 223, name: 'Illinois', code: 'IL' },
  { zone_id: 3636, country_id: 223, name: 'Indiana', code: 'IN' },
  { zone_id: 3638, country_id: 223, name: 'Iowa', code: 'IA' },
  { zone_id: 3650, country_id: 223, name: 'Michigan', code: 'MI' },
  { zone_id: 3655, country_id: 223, name: 'Missouri', code: 'MO' },
  { zone_id: 3676, country_id: 223, name: 'Wisconsin', code: 'WI' },
  { zone_id: 610, country_id: 38, name: 'Ontario', code: 'ON' },
];

/** Dealer distance: 10 to 250 miles, default 25; out of range falls back to the minimum (spec 1 §5). */
export function dealerDistance(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 25;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 10 && n <= 250 ? n : 10;
}

function findDealer({ query }: MockRequest) {
  const id = query.get('id');
  if (!id) return refuse('Please choose a store.');
  const store = locationById(id);
  if (!store) return refuse('Store not found!');
  return json({ location_name: store.location_name, address: store.address });
}

/** The locator's data source: stores near a ZIP or coordinates, with the list as HTML and data. */
function dealerData({ query }: MockRequest) {
  if (query.get('format') !== 'json') return refuse('Unsupported format.');
  const distance = dealerDistance(query.get('distance'));
  const search = (query.get('search') ?? '').trim();
  let origin: { lat: number; lng: number } | null = null;
  if (search) {
    origin = ZIP_CODES[search] ?? null;
    if (!origin) return refuse('Invalid ZIP code. Please try again.');
  } else if (query.get('lat') && query.get('lng')) {
    origin = { lat: Number(query.get('lat')), lng: Number(query.get('lng')) };
  }
  const stores = LOCATIONS.map((s) => {
    const miles = origin ? Math.round(milesBetween(origin, s) * 10) / 10 : null;
    return { ...s, distance: miles, formatted_distance: miles === null ? '' : `${miles.toFixed(1)} mi` };
  })
    .filter((s) => s.distance === null || s.distance <= distance)
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  const html = stores.length
    ? `<ul>${stores.map((s) => `<li><strong>${s.location_name}</strong> ${s.address} ${s.formatted_distance}</li>`).join('')}</ul>`
    : '<p>No results</p>';
  return json({ html, data: { show_map: stores.length > 0, lat: origin?.lat ?? stores[0]?.lat ?? 0, lng: origin?.lng ?? stores[0]?.lng ?? 0, locations: stores } });
}

/**
 * GET account/logout/clearSession ("not shown", spec 1 §7): as OpenCart's logout, the shopper
 * who logged in is logged out. The customer a clerk set on the POS cart is the POS extension's
 * own session key and stays: the kiosk takes it off with removeCustomer.
 */
function clearSession() {
  db.cart.shopper_id = null;
  return json({ success: true });
}

export const storeInfoRoutes: Route[] = [
  { method: 'GET', path: 'api/localization/', shape: LocalizationShape, handle: () => json({ countries: COUNTRIES, zones: ZONES }) },
  { method: 'GET', path: 'module/dealer_locator/find_dealer', shape: FindDealerShape, handle: findDealer },
  { method: 'GET', path: 'module/dealer_locator/reset_store', shape: ResetStoreShape, handle: () => json({ success: true }) },
  { method: 'GET', path: 'module/dealer_locator/search', shape: DealerAnswerShape, handle: dealerData },
  { method: 'GET', path: 'account/logout/clearSession', shape: ClearSessionShape, handle: clearSession },
];
