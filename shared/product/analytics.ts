import { useEffect, useRef } from 'react';
import { currencyCode, track, type GaEcommerce, type GaItem } from '../analytics';
import { getSettings } from '../config/settings';
import { loadMoney, storeAmountNumber, sumStoreAmounts } from '../money/lazy';
import type { ListingSource, Product } from '../api/shapes/product';
import { discountFor, instantRebate, isZeroText, priceVisibility, unitPriceWithOptions } from './pricing';

/**
 * The product's GA4 events (shared/analytics): `view_item` on the product page, `view_item_list`
 * and `select_item` on listings (search results among them) and `search`. Items are built from
 * the spec's Product fields only: `product_id`, `name`, the AAIA brand code (as the cart's events
 * send it, so GA4 joins them), and the unit price at quantity 1 when the shopper sees a price.
 *
 * The price is the store's own amount whenever it already says it (the special, else the price,
 * sent to the cent): no money engine is downloaded for it, so the product page still loads
 * decimal.js only when the shopper changes a price. Only an instant rebate, a quantity-1 tier or
 * an amount that needs rounding is computed, through the engine.
 */

/** GA4's list names for the listing's `source` (spec 4: module, category, brand, search or special). */
const LIST_NAMES: Record<ListingSource, string> = {
  module: 'Featured products',
  category: 'Category',
  brand: 'Brand',
  search: 'Search results',
  special: 'Specials',
};

export interface ListPlace {
  source: ListingSource;
  /** 1-based, counted across pages (the listing's position). */
  position: number;
}

/** Not yet known: the price needs the money engine. */
const ENGINE = Symbol('engine');

/** The unit price GA4 gets when the store's amount says it, `undefined` when no price is shown. */
function storePrice(product: Product): number | undefined | typeof ENGINE {
  if (priceVisibility(product, getSettings()) !== 'price' || product.price === null || product.price === undefined) return undefined;
  const special = product.is_special && product.special !== null && product.special !== undefined;
  if (!isZeroText(instantRebate(product)) || (!special && discountFor(product.discounts, 1) !== undefined)) return ENGINE;
  return storeAmountNumber(special ? product.special : product.price) ?? ENGINE;
}

function itemWith(product: Product, price: number | undefined, place?: ListPlace): GaItem {
  const brand = product.aaia || product.aaia_brand_code;
  return {
    item_id: String(product.product_id),
    item_name: product.name,
    ...(brand ? { item_brand: brand } : {}),
    ...(price === undefined ? {} : { price }),
    quantity: 1,
    currency: currencyCode(),
    ...(place ? { index: place.position - 1, item_list_id: place.source, item_list_name: LIST_NAMES[place.source] } : {}),
  };
}

function ecommerceWith(items: GaItem[], value: number | null, list?: ListingSource): GaEcommerce {
  return {
    currency: currencyCode(),
    ...(value === null ? {} : { value }),
    ...(list ? { item_list_id: list, item_list_name: LIST_NAMES[list] } : {}),
    items,
  };
}

/**
 * The event's ecommerce object for these products (quantity 1 each; the value is the sum of the
 * prices, added as whole cents): at once when the store's amounts say every price, so the event
 * is pushed in the same click (before a followed link unloads the page); else once the money
 * engine has computed the rest.
 */
function ecommerceFor(products: Product[], places: Array<ListPlace | undefined>, list: ListingSource | undefined, send: (e: GaEcommerce) => void): void {
  const prices = products.map(storePrice);
  const build = (known: Array<number | undefined>) => {
    const items = products.map((p, i) => itemWith(p, known[i], places[i]));
    const shown = known.filter((x): x is number => x !== undefined);
    return { items, shown };
  };
  if (!prices.includes(ENGINE)) {
    const { items, shown } = build(prices as Array<number | undefined>);
    const value = shown.length ? sumStoreAmounts(shown) : null;
    if (!shown.length || value !== null) return send(ecommerceWith(items, value, list));
  }
  void loadMoney().then(
    (money) => {
      const known = prices.map((x, i) => (x === ENGINE ? Number(unitPriceWithOptions(money, products[i], {}, 1)) : x));
      const { items, shown } = build(known);
      send(ecommerceWith(items, shown.length ? Number(money.sum(...shown)) : null, list));
    },
    // No engine (its download failed): the items go without the prices that needed it.
    () => send(ecommerceWith(build(prices.map((x) => (x === ENGINE ? undefined : x))).items, null, list)),
  );
}

/** `view_item` once per product shown: a re-render or new props of the same product send nothing. */
export function useViewItem(product: Product): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const id = String(product.product_id);
    if (sent.current === id) return;
    sent.current = id;
    ecommerceFor([product], [undefined], undefined, (e) => track('view_item', e));
  }, [product]);
}

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
    ecommerceFor(products, products.map((_, i) => ({ source, position: firstPosition + i })), source, (e) => track('view_item_list', e));
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
    ecommerceFor([product], [{ source, position }], source, (e) => track('select_item', e));
  };
}
