import { formatLaborTime, formatMoney, laborCost } from '../money';
import type { Labor } from '../api/shapes/product';

/**
 * The labor line of an "Add with labor" button (spec 1 §3, §9): the store's `display_text`
 * with {TITLE} and {AMOUNT} filled in, the time as hours and minutes, and the cost as
 * hourly amount × minutes ÷ 60 (× quantity for the subtotal).
 *
 * Decision (the spec is silent): {AMOUNT} is the labor cost of one unit, formatted in the
 * store currency; {TITLE} is the labor's title, else its rate's title.
 */
export interface LaborLineText {
  text: string;
  time: string;
  /** One unit, 2-place string. */
  cost: string;
  /** `cost` × quantity, rounded once. */
  subtotal: string;
}

export function laborTitle(labor: Labor): string {
  return labor.title || labor.data?.title || '';
}

export function laborLine(labor: Labor, quantity = 1): LaborLineText {
  const cost = laborCost(labor.data?.amount, labor.time);
  const text = (labor.display_text || '{TITLE}: {AMOUNT}')
    .replace(/\{TITLE\}/g, laborTitle(labor))
    .replace(/\{AMOUNT\}/g, formatMoney(cost));
  return { text, time: formatLaborTime(labor.time), cost, subtotal: laborCost(labor.data?.amount, labor.time, quantity) };
}
