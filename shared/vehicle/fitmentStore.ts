import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { FitmentPart, PartRef } from '../api/ymm';

/**
 * The page's fitment results, by `aaia~mpn`, shared by every badge, notice, listing and
 * add-to-cart ("Heads up!"). A part nobody has answered for yet is "maybe" (spec 1 §4).
 */
export type FitmentStatus = 'idle' | 'loading' | 'done' | 'error';

export interface FitmentEntry {
  part: FitmentPart;
  status: FitmentStatus;
}

export interface FitmentState {
  entries: Record<string, FitmentEntry>;
}

export const fitmentKey = (p: PartRef): string => `${p.aaia}~${p.mpn}`;

export const defaultPart = (p: PartRef): FitmentPart => ({ aaia: p.aaia, mpn: p.mpn, result: 'maybe', label: '', name: '', notes: '', choices: {} });

export const fitmentStore = createStore<FitmentState>(() => ({ entries: {} }));

export function entryOf(p: PartRef): FitmentEntry {
  return fitmentStore.getState().entries[fitmentKey(p)] ?? { part: defaultPart(p), status: 'idle' };
}

export function setEntries(changes: Array<[PartRef, Partial<FitmentEntry>]>): void {
  const entries = { ...fitmentStore.getState().entries };
  for (const [ref, change] of changes) {
    const key = fitmentKey(ref);
    entries[key] = { ...(entries[key] ?? { part: defaultPart(ref), status: 'idle' }), ...change };
  }
  fitmentStore.setState({ entries });
}

/** The result of one part, re-rendering when it changes. */
export function useFitmentEntry(p: PartRef): FitmentEntry {
  const key = fitmentKey(p);
  const entry = useStore(fitmentStore, (s) => s.entries[key]);
  return entry ?? { part: defaultPart(p), status: 'idle' };
}
