import { getLocations, locationKeys } from '../api/locations';
import type { Store } from '../api/shapes/locations';
import { useQuery, type QueryResult } from '../data';
import { nearbyQuery, type Coords } from './stores';

/**
 * Stores near `coords` (spec 3 §9): radius 100 and 20 results, or 50 miles with 'Show all'.
 * `coords` undefined: the position is not known yet, nothing is asked; `null`: no coordinates
 * (a refused geolocation), the store answers without distances. A failure reads as no store
 * (getLocations gives an empty list, spec 1 §7).
 */
export function useNearbyStores(coords: Coords | null | undefined, showAll: boolean): QueryResult<Store[]> {
  const key = coords === undefined ? null : locationKeys.nearby(coords, showAll);
  return useQuery(key, (signal) => getLocations(nearbyQuery(coords ?? null, showAll), signal));
}
