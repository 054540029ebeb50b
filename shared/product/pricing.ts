import { storeAmountText, type Amount, type Money } from '../money/lazy';
import type { Settings } from '../config/settings';
import type { Discount, Product, ProductOption, ProductOptionValue } from '../api/shapes/product';
import { CHOICE_OPTION_TYPES } from '../api/shapes/product';

/**
 * Price math of the product page and the listings, all through the money engine (decimal.js,
 * never floats), which the caller passes in once it has loaded (`useMoney` in shared/money/lazy).
 * What needs no engine is below too: whether the store's own texts already say the price.
 *
 * A selection maps `product_option_id` → the chosen value id (select, radio, image), the ticked
 * value ids (checkbox) or the typed text (text, textarea, date, time, datetime).
 */
export type OptionSelection = Record<string, string | string[]>;

/** What stands in the price's place: the price, "Login Required To View Price", or the notice. */
export type PriceVisibility = 'price' | 'login' | 'disabled';

export function priceVisibility(product: Pick<Product, 'price' | 'disable_pricing'>, settings: Pick<Settings, 'pricing'>): PriceVisibility {
  if (product.disable_pricing) return 'disabled';
  const noPrice = product.price === null || product.price === undefined;
  if (settings.pricing.loginRequired && noPrice) return 'login';
  return 'price';
}

/** The quantity-discount tier that applies to `quantity` (the largest tier not above it), if any. */
export function discountFor(discounts: Discount[] | undefined, quantity: number): Discount | undefined {
  return [...(discounts ?? [])]
    .filter((d) => Number(d.quantity) <= quantity)
    .sort((a, b) => Number(b.quantity) - Number(a.quantity))[0];
}

/**
 * The unit price before options: the special when there is one; otherwise the quantity
 * discount for this quantity when it is lower than the price; otherwise the price.
 * (The store's PHP gives a special precedence over quantity discounts.)
 */
export function basePrice(money: Money, product: Pick<Product, 'price' | 'special' | 'is_special' | 'discounts'>, quantity = 1): Amount {
  if (product.is_special && product.special !== null && product.special !== undefined) return product.special;
  const tier = discountFor(product.discounts, quantity);
  if (tier && money.compare(tier.price, product.price) < 0) return tier.price;
  return product.price;
}

/** The option values the selection picks, in option order (typed options pick none). */
export function chosenValues(options: ProductOption[] | undefined, selection: OptionSelection): ProductOptionValue[] {
  const picked: ProductOptionValue[] = [];
  for (const option of options ?? []) {
    if (!CHOICE_OPTION_TYPES.includes(option.type)) continue;
    const chosen = ([] as string[]).concat(selection[String(option.product_option_id)] ?? []);
    for (const value of option.values) if (chosen.includes(String(value.product_option_value_id))) picked.push(value);
  }
  return picked;
}

/** The instant rebate taken off each unit (spec 1 §3 instant_rebate, when is_instant_rebate), else 0. */
export function instantRebate(product: Pick<Product, 'instant_rebate' | 'is_instant_rebate'>): Amount {
  const r = product.instant_rebate;
  return product.is_instant_rebate && r !== null && r !== undefined ? r : 0;
}

/**
 * Unit price as the cart will charge it: the base price less the instant rebate (never below
 * zero), then the chosen options' + / − adjustments, to 2 places.
 */
export const unitPriceWithOptions = (money: Money, product: Product, selection: OptionSelection, quantity = 1): string =>
  money.applyAdjustments(
    money.maxAmount(money.subtract(basePrice(money, product, quantity), instantRebate(product)), 0),
    chosenValues(product.options, selection),
  );

/** The total the page shows: (base ± adjustments) × quantity, exact. */
export const totalPrice = (money: Money, product: Product, selection: OptionSelection, quantity: number): string =>
  money.lineTotal(unitPriceWithOptions(money, product, selection, quantity), quantity);

/** Zero written any way ("0", "0.00", "-0", ""), read without arithmetic: such an amount changes no price. */
export const isZeroText = (value: Amount): boolean => /^[-+]?0*\.?0*$/.test(String(value ?? '').trim());

/** Does this option value change the price? (A non-zero adjustment, whatever its prefix.) */
export const changesPrice = (value: ProductOptionValue): boolean => !isZeroText(value.price);

/**
 * `+$12.00` / `-$5.00` for a value's adjustment; '' when it does not change the price. The
 * store's own `price_text` first; else the amount when the store sends it to the cent. Both
 * need no engine: an option list renders at load without decimal.js.
 */
export function adjustmentText(value: ProductOptionValue): string {
  if (!changesPrice(value)) return '';
  if (value.price_text) return value.price_text;
  const amount = storeAmountText(value.price);
  return amount ? `${value.price_prefix === '-' ? '-' : '+'}${amount}` : '';
}

/** Is the option answered? (Checkbox: at least one ticked; typed: not blank.) */
export function isAnswered(option: ProductOption, selection: OptionSelection): boolean {
  const answer = selection[String(option.product_option_id)];
  if (Array.isArray(answer)) return answer.length > 0;
  return typeof answer === 'string' && answer.trim() !== '';
}

/** Error text per required option left unanswered, keyed by option id. */
export function missingRequired(options: ProductOption[] | undefined, selection: OptionSelection): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const option of options ?? []) {
    if (option.required && !isAnswered(option, selection)) errors[String(option.product_option_id)] = `${option.name} required!`;
  }
  return errors;
}

/**
 * Option fields for checkout/cart/add (spec 4): `option[ID]=VALUE_ID`, checkbox
 * `option[ID][]=VALUE_ID` per ticked value, typed options the text. Unanswered options are left out.
 */
export function optionFields(selection: OptionSelection): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [id, answer] of Object.entries(selection)) {
    if (Array.isArray(answer) ? answer.length : answer.trim() !== '') fields[id] = answer;
  }
  return fields;
}
