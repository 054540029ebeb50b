import { request } from './client';
import { ApiError, isAborted } from './errors';
import type { Geo, GeoAnswer, Id, LocationsAnswer, Store } from './types';

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
export async function getLocations(query: LocationQuery = {}, signal?: AbortSignal): Promise<Store[]> {
  try {
    const answer = await request<LocationsAnswer>('locations', { query: { ...query }, signal });
    return Array.isArray(answer?.locations) ? answer.locations : [];
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
  const answer = await request<GeoAnswer>('geocodeZip', { query: { address }, signal });
  const lat = Number(answer?.geo?.lat);
  const lng = Number(answer?.geo?.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
    throw new ApiError('malformed', 'The store sent no coordinates.', 200, {}, answer);
  }
  return { lat, lng };
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
  data: { show_map: boolean; lat: number; lng: number; locations: Store[] };
  /** False when the source sent no `data.locations` list: only its `html` can be shown. */
  listed: boolean;
}

const toNumber = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * GET the dealer data source. `url` is the store's `locator.dataSourceUrl` + `locator.type`
 * (empty: the `dealerDataSource` endpoint). The store's refusal (an invalid ZIP) is thrown as an
 * ApiError of kind `store`. Missing parts of the answer are read as empty.
 */
export async function searchDealers(query: DealerQuery, url = '', signal?: AbortSignal): Promise<DealerAnswer> {
  const sent: Record<string, string | number> = { format: 'json' };
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') sent[key] = value as string | number;
  const answer = await request<Partial<DealerAnswer>>('dealerDataSource', { query: sent, signal, ...(url ? { url } : {}) });
  const data = answer?.data;
  const locations = Array.isArray(data?.locations) ? data.locations : [];
  return {
    html: typeof answer?.html === 'string' ? answer.html : '',
    data: {
      show_map: data?.show_map === undefined ? locations.length > 0 : Boolean(data.show_map),
      lat: toNumber(data?.lat, locations[0]?.lat ?? 0),
      lng: toNumber(data?.lng, locations[0]?.lng ?? 0),
      locations,
    },
    listed: Array.isArray(data?.locations),
  };
}

/** GET module/dealer_locator/find_dealer?id= → the chosen store's name and address, as the store knows it. */
export async function findDealer(id: Id, signal?: AbortSignal): Promise<{ location_name: string; address: string }> {
  const answer = await request<{ location_name?: string; address?: string }>('findDealer', { query: { id: String(id) }, signal });
  return { location_name: answer.location_name ?? '', address: answer.address ?? '' };
}

/** GET module/dealer_locator/reset_store: the store forgets the shopper's chosen store. */
export async function resetStore(): Promise<void> {
  await request<unknown>('resetStore');
}
