import { useEffect } from 'react';
import { track } from '../analytics';
import type { Product } from '../api/shapes/product';
import { ecommerceFor } from './gaItems';

/**
 * The product page's GA4 `view_item` (the item is built in ./gaItems, README "Analytics"), once
 * per product shown: a re-render or new props of the same product send nothing.
 */
export function useViewItem(product: Product): void {
  useEffect(
    () => ecommerceFor([product], [], {}, (e) => track('view_item', e)),
    // Once per product: new props of the same product (or a re-render) are no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product.product_id],
  );
}
