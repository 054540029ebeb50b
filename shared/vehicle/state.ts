import type { Facet } from '../api/shapes/vehicle';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../runtime/events';


export type { Facet };

export interface VehicleState {
  facets: Facet[];
  hasEngine: boolean;
  hasYmm: boolean;
  /** False until getVehicle answered (or a widget set the vehicle). */
  known: boolean;
}

/** The one vehicle state of the page, shared by the selector, the panel, fitment and listings. */
export const vehicleState = createStore<VehicleState>(() => ({ facets: [], hasEngine: false, hasYmm: false, known: false }));

export const hasVehicle = (v: Pick<VehicleState, 'hasEngine' | 'hasYmm'>): boolean => v.hasEngine || v.hasYmm;

/** Sets the vehicle from a store answer; `announce` emits `pf:vehicle-changed` (save, remove, reset). */
export function setVehicle(v: { facets?: Facet[]; hasEngine?: boolean; hasYmm?: boolean }, announce = false): void {
  const next = { facets: v.facets ?? [], hasEngine: !!v.hasEngine, hasYmm: !!v.hasYmm, known: true };
  vehicleState.setState(next);
  if (announce) emit('pf:vehicle-changed', next);
}

export const useVehicle = <T,>(selector: (s: VehicleState) => T): T => useStore(vehicleState, selector);
