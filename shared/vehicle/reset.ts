import { resetBatcher } from './batcher';
import { fitmentStore } from './fitmentStore';
import { resetVehicleLoader } from './loadVehicle';
import { resetPageNotice } from './pageNotice';

/** Puts the page's fitment results and batches back to a fresh page (tests; lists live in shared/data). */
export function resetFitmentState(): void {
  resetBatcher();
  resetVehicleLoader();
  resetPageNotice();
  fitmentStore.setState(fitmentStore.getInitialState(), true);
}
