/**
 * The money engine: exact 2-place arithmetic on decimal.js and formatting. Staff screens and the
 * cart import it directly; storefront code that must not download decimal.js at load (the product
 * page) reaches it through `loadMoney()` / `useMoney()` in ./lazy, which import this module.
 */
export {
  parseAmount,
  toCents,
  fromCents,
  sum,
  subtract,
  lineTotal,
  applyAdjustments,
  compare,
  isPositive,
  minAmount,
  maxAmount,
  type Amount,
} from './decimal';
export { laborCost } from './labor';
export { formatLaborTime, storeAmountNumber, storeAmountText, warmCurrencyFormat } from './text';
export { formatMoney } from './format';
export { amountText, centsOf } from './cents';
export { percentOf, isMoneyText } from './tender';
