import type { Product } from '../api/shapes/product';
import { pageUrl } from '../api/endpoints/pages';
import { text } from '../texts';
import { notifySuccess } from '../ui/toast';
import { AddedText } from './AddedText';
import { productTexts } from './texts';

/**
 * Spec 1 §8's success toast, "You have added {product} to the cart." with View Cart; `where`
 * names a ship-to-store add's store. A newer add's toast replaces it (kind `added`). Read through
 * ./notifyAdded, in the add-to-cart file (bundle.config.ts) that the page fetches when idle.
 */
export function announceAdded(product: Pick<Product, 'name' | 'links'>, where?: string): void {
  notifySuccess(<AddedText product={product} where={where} />, { link: { href: pageUrl('pageCart'), label: text(productTexts, 'viewCart') }, kind: 'added' });
}
