/** Money: exact 2-place arithmetic and formatting (no floats). The rest of Partsfront imports from here. */
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
} from './arithmetic';
export { laborCost, formatLaborTime } from './labor';
export { formatMoney } from './format';
export { centsOf } from './cents';
export { percentOf, isMoneyText } from './tender';
