import { currencyCode, type GaEcommerce, type GaItem } from '../analytics';
import { getSettings } from '../config/settings';
import { loadMoney, loadedMoney, storeAmountNumber } from '../money/lazy';
import { whenPageIdle } from '../runtime/onDemand';
import type { Product } from '../api/shapes/product';
import { instantRebate, isZeroText, priceVisibility, unitPriceWithOptions } from './pricing';

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

/** Not yet known: the price needs the money engine. */
const ENGINE = Symbol('engine');

/** The unit price GA4 gets when the store's amount says it, `undefined` when no price is shown. */
function storePrice(product: Product): number | undefined | typeof ENGINE {
  if (priceVisibility(product, getSettings()) !== 'price' || product.price === null || product.price === undefined) return undefined;
  const special = product.is_special && product.special !== null && product.special !== undefined;
  // A rebate or a quantity tier: the engine works out the price the cart charges for one.
  if (!isZeroText(instantRebate(product)) || (!special && product.discounts.length)) return ENGINE;
  return storeAmountNumber(special ? product.special : product.price) ?? ENGINE;
}

function itemWith(product: Product, price: number | undefined, extra: Partial<GaItem> | undefined): GaItem {
  const brand = product.aaia || product.aaia_brand_code;
  return {
    item_id: String(product.product_id),
    item_name: product.name,
    ...(brand ? { item_brand: brand } : {}),
    ...(price === undefined ? {} : { price }),
    quantity: 1,
    currency: currencyCode(),
    ...extra,
  };
}

/**
 * The event's ecommerce object for these products (quantity 1 each, with each one's `extra`: a
 * list's index and names), `list` its list fields. `view_item` carries the product's price as its
 * `value`; GA4's list events (`view_item_list`, `select_item`) have no value. Sent at once when the
 * store's amounts say every price, so the event is pushed in the same click (before a followed
 * link unloads the page); else once the money engine has computed the rest. `onIdle`: an event of
 * the page's start (`view_item_list`) waits for the page to be idle before downloading the engine,
 * so a listing's first files are the shopper's alone.
 */
export function ecommerceFor(products: Product[], extra: Array<Partial<GaItem> | undefined>, list: Partial<GaEcommerce>, send: (e: GaEcommerce) => void, { onIdle = false } = {}): void {
  const prices = products.map(storePrice);
  const sendWith = (known: Array<number | undefined>) => {
    const value = !list.item_list_id && known[0] !== undefined ? { value: known[0] } : {};
    send({ currency: currencyCode(), ...value, ...list, items: products.map((p, i) => itemWith(p, known[i], extra[i])) });
  };
  if (!prices.includes(ENGINE)) return sendWith(prices as Array<number | undefined>);
  const compute = () =>
    void loadMoney().then(
      (money) => sendWith(prices.map((x, i) => (x === ENGINE ? Number(unitPriceWithOptions(money, products[i], {}, 1)) : x))),
      // No engine (its download failed): the items go without the prices that needed it.
      () => sendWith(prices.map((x) => (x === ENGINE ? undefined : x))),
    );
  if (onIdle && !loadedMoney()) whenPageIdle(compute);
  else compute();
}
