import { getSettings } from '../config/settings';

/**
 * "Heads up!" (./confirm) as the vehicle domain offers it: read by the first add to cart that
 * may ask, not at the page's start (the build puts it in the add-to-cart file, bundle.config.ts,
 * which the buttons fetch when the page is idle). A store that asks nothing needs no file.
 */
export function confirmFitment(part: { aaia?: string | null; mpn?: string | null }): Promise<boolean> {
  if (!getSettings().ymm.requireFitmentConfirmation) return Promise.resolve(true);
  return import('./confirm').then((confirm) => confirm.confirmFitment(part));
}
