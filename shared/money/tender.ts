import { dec, type Amount } from './decimal';

/**
 * Money for tenders (POS checkout): a share of an amount for the store-credit presets, and the
 * check that a typed amount is a plain money amount.
 */

/** `percent`% of `value`, half up to 2 places: `percentOf('25.51', 50)` → `'12.76'`. */
export const percentOf = (value: Amount, percent: number): string => dec(value).times(percent).dividedBy(100).toFixed(2);

/** A typed amount the store accepts: digits with at most 2 decimals (`12`, `12.5`, `.50`), nothing else. */
export const isMoneyText = (text: string): boolean => /^\s*(\d+(\.\d{0,2})?|\.\d{1,2})\s*$/.test(text);
