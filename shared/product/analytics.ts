import { useEffect, useRef } from 'react';
import { track } from '../analytics';
import type { Product } from '../api/shapes/product';

/**
 * The product page's GA4 `view_item` (the items are built in ./gaItems, README "Analytics"). The
 * builder is imported when the event is sent, not with the page: the product page's first files
 * (its 125 KB goal) carry only this hook; the listings import it with their own code. Once per
 * product shown: a re-render or new props of the same product send nothing.
 */
export function useViewItem(product: Product): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const id = String(product.product_id);
    if (sent.current === id) return;
    sent.current = id;
    import('./gaItems').then(
      (m) => m.ecommerceFor([product], [undefined], undefined, (e) => track('view_item', e)),
      // Its file could not be downloaded (the connection dropped): the page goes without the event.
      () => undefined,
    );
  }, [product]);
}
