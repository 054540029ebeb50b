import type { Store } from '../api/shapes/locations';
import { firstEmail } from '../api/product';
import { DISTANCE, NEAR, SHOW_ALL_MILES, SHOWN_STORES } from './constants';

/** Preferred stores first; otherwise the store's own (distance) order is kept. */
export const preferredFirst = (stores: readonly Store[]): Store[] =>
  [...stores].sort((a, b) => Number(Boolean(b.preferred)) - Number(Boolean(a.preferred)));

/** The stores on screen: preferred first, at most 3 until 'Show all'. */
export const shownStores = (stores: readonly Store[], showAll: boolean): Store[] => {
  const ordered = preferredFirst(stores);
  return showAll ? ordered : ordered.slice(0, SHOWN_STORES);
};

/** A search distance from a field or a cookie: 10 to 250, default 25, anything else 10. */
export function searchDistance(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined || String(raw).trim() === '') return DISTANCE.default;
  const n = Number(raw);
  return Number.isFinite(n) && n >= DISTANCE.min && n <= DISTANCE.max ? n : DISTANCE.min;
}

/** Coordinates of the shopper (or of a ZIP) as the location calls send them. */
export interface Coords {
  user_lat: number;
  user_lng: number;
}

/** The getLocations query: near (radius 100, 20 results) or 'Show all' (50 miles). */
export const nearbyQuery = (coords: Coords | null, showAll: boolean) =>
  showAll ? { ...coords, distance: SHOW_ALL_MILES } : { ...coords, ...NEAR };

/** A store as shown: its `email` cut to the first address (spec 3 §3). */
export const withFirstEmail = (store: Store): Store => ({ ...store, email: firstEmail(store.email) });

/** Stores that have the product, by the stock per location name (`null`: stock unknown → every store). */
export function stocking<S extends { location_name: string; stock: number }>(stores: readonly Store[], stock: readonly S[] | null): Store[] {
  if (!stock) return [...stores];
  return stores.filter((s) => (stock.find((row) => row.location_name === s.location_name)?.stock ?? 0) > 0);
}
