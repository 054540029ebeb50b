import { text } from '../texts';
import { productTexts } from './texts';

/** Spec 1 §4 "Inventory text": "Out of Stock" at 0 or less, otherwise "{n} in Stock". */
export function stockText(quantity: number | string | null | undefined): string {
  const n = Number(quantity);
  return !Number.isFinite(n) || n <= 0 ? text(productTexts, 'outOfStock') : text(productTexts, 'inStock', { count: n });
}
