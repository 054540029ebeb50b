import { getVehicle } from '../api/ymm';
import { freshSessionReady } from '../runtime/freshSession';
import { setVehicle, vehicleState } from './state';

/**
 * Reads the current vehicle once per page (getVehicle) into the shared vehicle state, for every
 * widget that needs it (badges, the panel, the selector). A failure is forgotten so the next
 * caller (a Retry) asks again; the state then stays "not known" (no vehicle shown as chosen).
 */
let loading: Promise<void> | null = null;

export function loadVehicle({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (!force && vehicleState.getState().known) return Promise.resolve();
  if (loading && !force) return loading;
  // On a kiosk session's first page, the vehicle is read once the last visitor's is forgotten.
  const call = freshSessionReady()
    .then(() => getVehicle())
    .then(
      (answer) => setVehicle({ facets: answer.facets ?? [], hasEngine: answer.hasEngine, hasYmm: answer.hasYmm }),
      (error: unknown) => {
        if (loading === call) loading = null;
        throw error;
      },
    );
  loading = call;
  return call;
}

export function resetVehicleLoader(): void {
  loading = null;
}
