import type { AppliedCode, Cart, CartProduct, Price, Total } from '../api/shapes/cart';
import { vehicleName } from '../api/shapes/vehicle';
import { storeAmountText, type Money } from '../money/lazy';

/**
 * What the cart screens show of a line, derived from the documented fields only (spec 1 §3,
 * spec 5 "POS cart"): the store sends no line total and no unit price text, so both are
 * computed here, once, through the money engine. The engine is passed in (`money`): the cart
 * and POS pages import it; the cart popout, on the product page, loads it when it opens
 * (`useMoney`), so the product page downloads no decimal.js at load. Without the engine a
 * computed value is `''`, never a wrong figure.
 */

/** A price as people read it: an amount formatted in the store's currency, the store's own text as it is. */
export const priceText = (value: Price | undefined, money: Money | null): string =>
  value === undefined ? '' : typeof value === 'number' ? (storeAmountText(value) ?? money?.formatMoney(value) ?? '') : value;

/** The amount of a line's unit: `unit_price_value` (POS, the override when staff set one), else a numeric `unit_price`. */
export function unitAmount(line: Pick<CartProduct, 'unit_price' | 'unit_price_value'>): number | null {
  if (line.unit_price_value !== undefined) return line.unit_price_value;
  return typeof line.unit_price === 'number' ? line.unit_price : null;
}

/** The unit price shown on a line. */
export function unitPriceText(line: Pick<CartProduct, 'unit_price' | 'unit_price_value'>, money: Money | null): string {
  const unit = unitAmount(line);
  return priceText(unit ?? line.unit_price, money);
}

/** The line total: unit × quantity through shared/money; `''` when the store wrote the unit only as text. */
export function lineTotalText(line: Pick<CartProduct, 'unit_price' | 'unit_price_value' | 'quantity'>, money: Money | null): string {
  const unit = unitAmount(line);
  return unit === null || !money ? '' : money.formatMoney(money.lineTotal(unit, line.quantity));
}

/** The unit in dollars for the price override field ("12.50"); `''` when unknown. */
export function unitPriceInput(line: Pick<CartProduct, 'unit_price' | 'unit_price_value'>, money: Money): string {
  const unit = unitAmount(line);
  return unit === null ? '' : money.lineTotal(unit, 1);
}

/** A line's labor amount: the store's `amount_text` (spec 5), the only labor money the docs give. */
export const laborText = (line: Pick<CartProduct, 'labor'>): string => line.labor?.amount_text ?? '';

/** The cart's vehicle for people (`ymm_vehicle.title`, else its facets). */
export const cartVehicleName = (cart: Pick<Cart, 'ymm_vehicle'>): string => vehicleName(cart.ymm_vehicle);

export { vehicleName };

/** Totals rows that carry a code the shopper can take off (spec 1 §7 "Remove cart code"). */
export const CODE_TOTALS: readonly string[] = ['coupon', 'voucher', 'reward'];

/**
 * The codes on the cart: the store's `codes` list where it sends one (an extension), else none;
 * a code without a `codes` entry is still removable from its totals row (`codeTotals`).
 */
export const appliedCodes = (cart: Pick<Cart, 'codes'>): AppliedCode[] => cart.codes ?? [];

/** Totals rows of applied codes that `codes` does not list: removed with GET checkout/{code}/remove. */
export function codeTotals(cart: Pick<Cart, 'codes' | 'totals'>): Total[] {
  const listed = new Set(appliedCodes(cart).map((c) => c.type));
  return (cart.totals ?? []).filter((t) => CODE_TOTALS.includes(t.code) && !listed.has(t.code));
}
