import { compare, formatMoney, isMoneyText, isPositive, maxAmount, minAmount, parseAmount, percentOf, subtract, type Amount } from '../../money';
import type { PaymentType } from '../../config';
import { text } from '../../texts';
import { paymentTexts } from '../texts';

/**
 * The tender rules of POS checkout (spec 3 §2 "Payment type selection", §5): which types are
 * offered, and the limits of each amount. Pure functions, exact to the cent through shared/money.
 */

export const MSG_NO_PAYMENT_TYPES = paymentTexts.en.noPaymentTypes;
export const MSG_INVALID_CODE = paymentTexts.en.invalidCode;
export const MSG_MAX_AMOUNT = paymentTexts.en.maxAmount;
export const msgMaxAmountAllowed = (amount: Amount) => text(paymentTexts, 'maxAmountAllowed', { amount: formatMoney(amount) });
// The spec gives no texts for these; ours.
export const MSG_AMOUNT_REQUIRED = paymentTexts.en.amountRequired;
export const MSG_AMOUNT_INVALID = paymentTexts.en.amountInvalid;
export const MSG_CHECK_NUMBER = paymentTexts.en.checkNumberInvalid;
export const MSG_CODE_REQUIRED = paymentTexts.en.codeRequired;

const TYPE_KEYS = {
  card: 'typeCard',
  ecommerce: 'typeEcommerce',
  cash: 'typeCash',
  voucher: 'typeVoucher',
  check: 'typeCheck',
  storeCredit: 'typeStoreCredit',
} as const satisfies Record<PaymentType, keyof typeof paymentTexts.en>;

/** A payment type's label, in the page's words. */
export const paymentTypeLabel = (type: PaymentType): string => text(paymentTexts, TYPE_KEYS[type]);

/** The order tenders are offered in, with their English labels (`paymentTypeLabel` gives the page's). */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  card: paymentTexts.en.typeCard,
  ecommerce: paymentTexts.en.typeEcommerce,
  cash: paymentTexts.en.typeCash,
  voucher: paymentTexts.en.typeVoucher,
  check: paymentTexts.en.typeCheck,
  storeCredit: paymentTexts.en.typeStoreCredit,
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
export function amountProblem(typed: string): string | null {
  if (typed.trim() === '') return text(paymentTexts, 'amountRequired');
  if (!isMoneyText(typed) || !isPositive(typed)) return text(paymentTexts, 'amountInvalid');
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
