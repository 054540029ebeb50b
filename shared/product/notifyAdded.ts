import type { Product } from '../api/shapes/product';
import { onDemand } from '../runtime/onDemand';

/**
 * The add-to-cart success toast (./addedToast) and "Heads up!" come in one file of their own
 * (bundle.config.ts), which no page's start needs: an add-to-cart button fetches it when the page
 * is idle, so the click finds it there.
 */
const addedToast = onDemand(() => import('./addedToast'));

/** For a button's mount effect: fetches the file when the browser is idle. Returns the cancel. */
export const preloadAddToCart = addedToast.preloadWhenIdle;

/** Every add's success toast: an add-to-cart button's, a ship-to-store or distributor add's. */
export function notifyAdded(product: Pick<Product, 'name' | 'links'>, where?: string): void {
  // Without the file the add still happened; its toast is what cannot show (no toast host either).
  void addedToast.load().then((toast) => toast.announceAdded(product, where), () => undefined);
}
