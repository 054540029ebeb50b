import { formatLaborTime, storeAmountText, type Money } from '../money/lazy';
import type { Labor } from '../api/shapes/product';

/**
 * The labor line of an "Add with labor" button (spec 1 §3, §9): the store's `display_text`
 * with {TITLE} and {AMOUNT} filled in, the time as hours and minutes, and the cost as
 * hourly amount × minutes ÷ 60 (× quantity for the subtotal).
 *
 * Decision (the spec is silent): {AMOUNT} is the labor cost of one unit, formatted in the
 * store currency; {TITLE} is the labor's title, else its rate's title. The cost of one unit is
 * the store's own `labor_price` when it sends it to the cent (no arithmetic, so no decimal.js at
 * load); otherwise, and for a subtotal, the money engine computes it.
 */
export interface LaborLineText {
  /** `display_text` filled in; null while the cost it names is not known yet. */
  text: string | null;
  time: string;
  /** One unit, formatted ("$75.00"); null until the money engine computes it. */
  cost: string | null;
  /** `cost` × quantity, rounded once, formatted; null until the money engine computes it. */
  subtotal: string | null;
}

export function laborTitle(labor: Labor): string {
  return labor.title || labor.data?.title || '';
}

/** Does the line need the money engine? (No `labor_price` to the cent, or a subtotal for more than one.) */
export const laborNeedsMoney = (labor: Labor, quantity = 1): boolean => quantity > 1 || storeAmountText(labor.labor_price) === null;

/**
 * The store's `display_text` cut at its placeholders, each filled in: the store's words and the
 * values stay apart (`['Add ', 'Hitch Installation', ' for ', '$95.50']`), so a page can show
 * each as its own text. Null while the cost it names is not known yet.
 */
export function laborTextParts(labor: Labor, cost: string | null): string[] | null {
  if (cost === null) return null;
  return (labor.display_text || '{TITLE}: {AMOUNT}')
    .split(/(\{TITLE\}|\{AMOUNT\})/)
    .map((part) => (part === '{TITLE}' ? laborTitle(labor) : part === '{AMOUNT}' ? cost : part))
    .filter(Boolean);
}

export function laborLine(labor: Labor, quantity: number, money: Money | null): LaborLineText {
  const cost = storeAmountText(labor.labor_price) ?? (money ? money.formatMoney(money.laborCost(labor.data?.amount, labor.time)) : null);
  const parts = laborTextParts(labor, cost);
  const subtotal = money ? money.formatMoney(money.laborCost(labor.data?.amount, labor.time, quantity)) : null;
  return { text: parts && parts.join(''), time: formatLaborTime(labor.time), cost, subtotal };
}
