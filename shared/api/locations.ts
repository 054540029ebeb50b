import { request } from './client';
import './endpoints/locations';
import { isAborted } from './errors';
import { DealerAnswerShape, FindDealerShape, GeoAnswerShape, LocationsAnswerShape, ResetStoreShape, type Geo, type Store } from './shapes/locations';

export type { Geo, Store };
type Id = string | number;

/** Dealer locations and ZIP geocoding (spec 1 §7, spec 3 §7, spec 4 "Locations"). */
export interface LocationQuery {
  user_lat?: number;
  user_lng?: number;
  /** Radius in miles. */
  distance?: number;
  limit?: number;
}

/**
 * GET api/location/getLocations. Spec 1 §7: "a failure gives an empty list" — so every failure
 * but a superseded request resolves to `[]` (the failure is logged, as spec 1 §8 asks).
 */
/** The query keys of this module's reads (the store locator's and the dealer locator's). */
export const locationKeys = {
  /** getLocations: stores near the coordinates (undefined: none yet), radius by 'Show all'. */
  nearby: (coords: unknown, showAll: boolean) => ['locator', 'nearby', coords, showAll] as const,
  /** geocodeZip: a ZIP's coordinates. */
  zip: (zip: string) => ['locator', 'zip', zip] as const,
  /** searchDealers: the dealer data source's answer, by source and search. */
  dealers: (sourceUrl: string, query: DealerQuery) => ['locator', 'dealers', sourceUrl, query] as const,
  /** findDealer (and chooseStore's answer put in its place): the chosen dealer. */
  dealer: (id: string) => ['locator', 'dealer', id] as const,
};

export async function getLocations(query: LocationQuery = {}, signal?: AbortSignal): Promise<Store[]> {
  try {
    return (await request('locations', { query: { ...query }, signal, shape: LocationsAnswerShape })).locations;
  } catch (e) {
    if (isAborted(e)) throw e;
    console.warn('[partsfront] getLocations failed', e);
    return [];
  }
}

/**
 * GET api/location/setGeolocationFromZipCode?address=. Resolves to `{lat, lng}`; the store's
 * `{error}` (and any other failure) is thrown as an ApiError. The locator shows spec 1 §5's
 * "Invalid ZIP code. Please try again." for any failure.
 */
export async function geocodeZip(address: string, signal?: AbortSignal): Promise<Geo> {
  return (await request('geocodeZip', { query: { address }, signal, shape: GeoAnswerShape })).geo;
}

/**
 * The dealer locator's data source (spec 1 §7): `format=json`, `search` (the ZIP typed),
 * `distance` (miles), `filter`, `selected_store`, `lat`, `lng`. Empty fields are not sent.
 */
export interface DealerQuery {
  search?: string;
  distance: number;
  filter?: string;
  selected_store?: string;
  lat?: number;
  lng?: number;
}

/** The data source's answer: the store's own list as HTML, and the data for the map and list. */
export interface DealerAnswer {
  html: string;
  data: { show_map: boolean; lat: number | null; lng: number | null; locations: Store[] };
  /** False when the source sent no `data.locations` list: only its `html` can be shown. */
  listed: boolean;
}

/**
 * GET the dealer data source. `url` is the store's `locator.dataSourceUrl` + `locator.type`
 * (empty: the `dealerDataSource` endpoint). The store's refusal (an invalid ZIP) is thrown as an
 * ApiError of kind `store`; an answer without `html` and `data` is `malformed` (never "no stores").
 */
export async function searchDealers(query: DealerQuery, url = '', signal?: AbortSignal): Promise<DealerAnswer> {
  const sent: Record<string, string | number> = { format: 'json' };
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') sent[key] = value as string | number;
  const answer = await request('dealerDataSource', { query: sent, signal, shape: DealerAnswerShape, ...(url ? { url } : {}) });
  const data = answer.data ?? { show_map: undefined, lat: null, lng: null, locations: undefined };
  const locations = data.locations ?? [];
  const first = locations.find((l) => l.lat !== null && l.lng !== null);
  return {
    html: answer.html,
    data: {
      show_map: data.show_map ?? locations.length > 0,
      lat: data.lat ?? first?.lat ?? null,
      lng: data.lng ?? first?.lng ?? null,
      locations,
    },
    listed: Array.isArray(data.locations),
  };
}

/** GET module/dealer_locator/find_dealer?id= → the chosen store's name and address, as the store knows it. */
export async function findDealer(id: Id, signal?: AbortSignal): Promise<{ location_name: string; address: string }> {
  return request('findDealer', { query: { id: String(id) }, signal, shape: FindDealerShape });
}

/** GET module/dealer_locator/reset_store: the store forgets the shopper's chosen store. */
export async function resetStore(): Promise<void> {
  await request('resetStore', { shape: ResetStoreShape });
}
