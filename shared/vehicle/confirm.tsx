import { createRoot } from 'react-dom/client';
import { getSettings } from '../config/settings';
import { hasVehicle, vehicleState } from './state';
import { requestFitment } from './batcher';
import { entryOf } from './fitmentStore';
import { loadVehicle } from './loadVehicle';
import type { FitmentPart } from '../api/ymm';

/** Results that need no confirmation (spec 1 §4). */
export const confirmedFits = (result: FitmentPart['result']): boolean => result === 'yes' || result === 'universal';

/**
 * The "Heads up!" step every add-to-cart goes through (product page, listings, compare,
 * wishlist; regular or with labor). When the store requires fitment confirmation and the part
 * is not known to fit (anything but yes/universal), a modal asks; resolves true for
 * "I Understand" and false for "Cancel" (or Escape). Otherwise resolves true at once.
 * A part whose fitment was not asked yet on this page is validated first (in the page's batch).
 */
export async function confirmFitment(part: { aaia?: string | null; mpn?: string | null }): Promise<boolean> {
  if (!getSettings().ymm.requireFitmentConfirmation) return true;
  const ref = { aaia: part.aaia ?? '', mpn: part.mpn ?? '' };
  if (ref.aaia && ref.mpn && ['idle', 'loading'].includes(entryOf(ref).status)) await requestFitment([ref]);
  const answer = ref.aaia && ref.mpn ? entryOf(ref).part : null;
  if (answer && confirmedFits(answer.result)) return true;
  // The dialog's wording depends on whether a vehicle is chosen (read once per page).
  await loadVehicle().catch(() => undefined);
  return ask(answer);
}

/** Shows the dialog in its own root (callers need not render anything) and waits for the answer. */
async function ask(part: FitmentPart | null): Promise<boolean> {
  // The dialog (and the Modal under it) loads on the first question only: most pages never ask.
  const { HeadsUpDialog } = await import('./HeadsUpDialog');
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.pfHeadsUp = '';
    document.body.append(host);
    const root = createRoot(host);
    const done = (ok: boolean) => {
      resolve(ok);
      // Not while React is still handling the click that answered.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(<HeadsUpDialog part={part} vehicleChosen={hasVehicle(vehicleState.getState())} onAnswer={done} />);
  });
}
