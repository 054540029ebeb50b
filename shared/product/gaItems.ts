import { currencyCode, type GaEcommerce, type GaItem } from '../analytics';
import { getSettings } from '../config/settings';
import { loadMoney, storeAmountNumber } from '../money/lazy';
import type { ListingSource, Product } from '../api/shapes/product';
import { discountFor, instantRebate, isZeroText, priceVisibility, unitPriceWithOptions } from './pricing';

/**
 * The product's GA4 items and ecommerce objects (shared/analytics) for `view_item` on the product
 * page and `view_item_list` / `select_item` on listings (search results among them), built from
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
 * The event's ecommerce object for these products (quantity 1 each). `view_item` carries the
 * product's price as its `value`; GA4's list events (`view_item_list`, `select_item`) have no
 * value, only the list and its items. Sent at once when the store's amounts say every price, so
 * the event is pushed in the same click (before a followed link unloads the page); else once the
 * money engine has computed the rest.
 */
export function ecommerceFor(products: Product[], places: Array<ListPlace | undefined>, list: ListingSource | undefined, send: (e: GaEcommerce) => void): void {
  const prices = products.map(storePrice);
  const sendWith = (known: Array<number | undefined>) => {
    const value = !list && known.length === 1 && known[0] !== undefined ? known[0] : null;
    send(ecommerceWith(products.map((p, i) => itemWith(p, known[i], places[i])), value, list));
  };
  if (!prices.includes(ENGINE)) return sendWith(prices as Array<number | undefined>);
  void loadMoney().then(
    (money) => sendWith(prices.map((x, i) => (x === ENGINE ? Number(unitPriceWithOptions(money, products[i], {}, 1)) : x))),
    // No engine (its download failed): the items go without the prices that needed it.
    () => sendWith(prices.map((x) => (x === ENGINE ? undefined : x))),
  );
}
