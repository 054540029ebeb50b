import { compare, formatMoney, isMoneyText, isPositive, maxAmount, minAmount, parseAmount, percentOf, subtract, type Amount } from '../../money';
import type { PaymentType } from '../../config';

/**
 * The tender rules of POS checkout (spec 3 §2 "Payment type selection", §5): which types are
 * offered, and the limits of each amount. Pure functions, exact to the cent through shared/money.
 */

export const MSG_NO_PAYMENT_TYPES = 'No payment types have been enabled.';
export const MSG_INVALID_CODE = 'Invalid code';
export const MSG_MAX_AMOUNT = 'Max amount allowed';
export const msgMaxAmountAllowed = (amount: Amount) => `Max amount allowed: ${formatMoney(amount)}`;
// The spec gives no texts for these; ours.
export const MSG_AMOUNT_REQUIRED = 'Enter an amount.';
export const MSG_AMOUNT_INVALID = 'Enter an amount in dollars and cents, greater than zero.';
export const MSG_CHECK_NUMBER = 'The check number must be a whole number, 1 or more.';
export const MSG_CODE_REQUIRED = 'Enter the voucher code.';

/** The order tenders are offered in, with their labels. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  card: 'Card',
  ecommerce: 'Text/Email Payment Link',
  cash: 'Cash',
  voucher: 'Gift/Reward Voucher',
  check: 'Check',
  storeCredit: 'In-Store Credit',
};
const ORDER: PaymentType[] = ['card', 'ecommerce', 'cash', 'voucher', 'check', 'storeCredit'];

/**
 * The types to offer: those enabled in `pos.paymentTypes`, in the usual order; in-store credit
 * also needs a positive credit (spec 3 §2).
 */
export function availablePaymentTypes(enabled: readonly PaymentType[], storeCredit: Amount): PaymentType[] {
  return ORDER.filter((t) => enabled.includes(t) && (t !== 'storeCredit' || isPositive(storeCredit)));
}

/** A typed amount: `null` when it is a positive money amount, else the message to show. */
export function amountProblem(text: string): string | null {
  if (text.trim() === '') return MSG_AMOUNT_REQUIRED;
  if (!isMoneyText(text) || !isPositive(text)) return MSG_AMOUNT_INVALID;
  return null;
}

/** The most in-store credit that can be used: min(credit, balance due), never negative (spec 3 §5). */
export const storeCreditMax = (credit: Amount, balanceDue: Amount): string => maxAmount(0, minAmount(credit, balanceDue));

export type CreditPreset = 'full' | 'half' | 'custom';

/** The amount of a preset: 100% or 50% of the maximum (half up to the cent). */
export const creditPresetAmount = (preset: Exclude<CreditPreset, 'custom'>, max: Amount): string =>
  preset === 'full' ? parseAmount(max) : percentOf(max, 50);

/** The check number: a whole number, at least 1 (spec 3 §5). */
export const checkNumberValid = (text: string): boolean => /^\s*\d+\s*$/.test(text) && Number(text) >= 1;

/** Change due on cash: what was tendered beyond the balance due, or 0. */
export const changeDue = (tendered: Amount, balanceDue: Amount): string => maxAmount(0, subtract(tendered, balanceDue));

/** The amount to suggest in a tender's field: the balance due (never negative). */
export const suggestedAmount = (balanceDue: Amount): string => maxAmount(0, balanceDue);

/** Whether `amount` is over `max` (both exact). */
export const exceeds = (amount: Amount, max: Amount): boolean => compare(amount, max) > 0;
