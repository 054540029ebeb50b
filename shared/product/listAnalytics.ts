import { useEffect, useRef } from 'react';
import { track } from '../analytics';
import type { ListingSource, Product } from '../api/shapes/product';
import { ecommerceFor } from './gaItems';

/** GA4's list names for the listing's `source` (spec 4: module, category, brand, search or special). */
const LIST_NAMES: Record<ListingSource, string> = {
  module: 'Featured products',
  category: 'Category',
  brand: 'Brand',
  search: 'Search results',
  special: 'Specials',
};

const listOf = (source: ListingSource) => ({ item_list_id: source, item_list_name: LIST_NAMES[source] });
/** An item's place: 0-based across pages (GA4 counts from 0; `position` is the listing's 1-based one). */
const placeOf = (source: ListingSource, position: number) => ({ index: position - 1, ...listOf(source) });

/**
 * A listing's GA4 events (the items are built in ./gaItems, README "Analytics"). Its own file, not
 * re-exported by the domain's index: the product page imports the index, and these (with the item
 * builder) would ride along in its first files.
 */

/**
 * `view_item_list` once per list the shopper sees: the same source, page and products again (a
 * re-render, the same props read again) send nothing; another page or another search does.
 */
export function useViewItemList(source: ListingSource, products: Product[], firstPosition: number): void {
  const sent = useRef<string | null>(null);
  const key = JSON.stringify([source, firstPosition, products.map((p) => String(p.product_id))]);
  useEffect(() => {
    if (sent.current === key || products.length === 0) return;
    sent.current = key;
    ecommerceFor(products, products.map((_, i) => placeOf(source, firstPosition + i)), listOf(source), (e) => track('view_item_list', e), { onIdle: true });
    // The key says everything the event is built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * `select_item` when the shopper opens a product from a list: once per product of the list shown,
 * so a double click (two clicks on the link) sends one. A page shown again from the browser's
 * back-forward cache is a new look at the list: it may send again.
 */
export function useSelectItem(source: ListingSource): (product: Product, position: number) => void {
  const chosen = useRef(new Set<string>());
  useEffect(() => {
    const again = (e: PageTransitionEvent) => {
      if (e.persisted) chosen.current.clear();
    };
    window.addEventListener('pageshow', again);
    return () => window.removeEventListener('pageshow', again);
  }, []);
  return (product, position) => {
    const id = `${product.product_id}@${position}`;
    if (chosen.current.has(id)) return;
    chosen.current.add(id);
    ecommerceFor([product], [placeOf(source, position)], listOf(source), (e) => track('select_item', e));
  };
}
