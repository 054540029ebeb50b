import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PosCartState, PosCartStore } from './store';

/** The mounted cart's store (store.ts), for its lines and panels. */
export const PosCartContext = createContext<PosCartStore | null>(null);

export function usePosCartStore(): PosCartStore {
  const store = useContext(PosCartContext);
  if (!store) throw new Error('usePosCartStore outside the POS cart');
  return store;
}

/** One slice of the mounted cart's state. */
export const usePosCart = <U>(select: (s: PosCartState) => U): U => useStore(usePosCartStore().state, select);

/**
 * How many scans are under way, rendered with the page's other updates rather than at once: a
 * store subscription (useStore) would render the Add button idle a moment before the scan field
 * clears the code just added, and the clerk would see the old code with nothing pending.
 */
export function useScanning(store: PosCartStore): number {
  const [scanning, setScanning] = useState(() => store.state.getState().scanning);
  useEffect(() => store.state.subscribe((s) => setScanning(s.scanning)), [store]);
  return scanning;
}
