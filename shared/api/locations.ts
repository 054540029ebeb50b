import { request } from './client';
import { ApiError, isAborted } from './errors';
import type { Geo, GeoAnswer, LocationsAnswer, Store } from './types';

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
