import { useMemo } from 'react';
import type { Store } from '../api/shapes/locations';
import { stocking, shownStores, type Coords } from './stores';
import { useNearbyStores } from './useNearbyStores';

export interface StoresWithProduct {
  /** The nearby stores that have the product, preferred first; undefined while asking. Empty: NOT_FOUND. */
  found: Store[] | undefined;
  /** What is on screen: at most 3 of them until 'Show all'. */
  shown: Store[];
  /** A request is under way. */
  fetching: boolean;
}

/**
 * The stores near `coords` that have a product (spec 1 §2 ship-to-store, spec 3 §9): radius 100
 * and 20 results, or 50 miles with `showAll`; a store has it when its stock (matched by
 * location name) is above 0. `stock` null with `stockFailed`: the stock is unknown, every
 * nearby store is offered; null without: still asking.
 */
export function useStoresWithProduct<S extends { location_name: string; stock: number }>(
  coords: Coords | null | undefined,
  showAll: boolean,
  stock: readonly S[] | null,
  stockFailed: boolean,
): StoresWithProduct {
  const nearby = useNearbyStores(coords, showAll);
  const stockKnown = stock !== null || stockFailed;
  const found = useMemo(
    () => (nearby.data && stockKnown ? stocking(nearby.data, stockFailed ? null : stock) : undefined),
    [nearby.data, stockKnown, stockFailed, stock],
  );
  const shown = useMemo(() => (found ? shownStores(found, showAll) : []), [found, showAll]);
  return { found, shown, fetching: nearby.fetching };
}
