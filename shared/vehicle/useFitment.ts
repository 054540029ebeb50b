import { useEffect } from 'react';
import { requestFitment } from './batcher';
import { useFitmentEntry, type FitmentEntry } from './fitmentStore';
import { loadVehicle } from './loadVehicle';
import { setVehicleFailed } from './pageNotice';
import { hasVehicle, useVehicle } from './state';
import type { PartRef } from '../api/ymm';

/**
 * One part's fitment for a component: asks for it in the page's next validateFitment batch and
 * reads the current vehicle once per page (to tell "Select Vehicle" from "Verify Fitment").
 */
export function useFitment(part: PartRef): FitmentEntry & { vehicleChosen: boolean } {
  const entry = useFitmentEntry(part);
  const vehicleChosen = useVehicle(hasVehicle);
  useEffect(() => {
    // A failed getVehicle leaves "no vehicle" showing and the page's one notice offers Retry.
    loadVehicle().then(
      () => setVehicleFailed(false),
      () => setVehicleFailed(true),
    );
    void requestFitment([part]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [part.aaia, part.mpn]);
  return { ...entry, vehicleChosen };
}
