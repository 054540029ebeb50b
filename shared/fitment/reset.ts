import { resetYmmCache } from '../api/ymm';
import { resetBatcher } from './batcher';
import { fitmentStore } from './store';
import { resetVehicleLoader } from './vehicle';

/** Puts the page's vehicle lists, fitment results and batches back to a fresh page (tests). */
export function resetFitmentState(): void {
  resetYmmCache();
  resetBatcher();
  resetVehicleLoader();
  fitmentStore.setState(fitmentStore.getInitialState(), true);
}
