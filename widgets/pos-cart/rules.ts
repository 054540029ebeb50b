import { compare, isMoneyText, laborCost, parseAmount } from '../../shared/money';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../shared/ui';
import { text as catalogText } from '../../shared/texts';
import { posCartTexts } from './texts';

/**
 * The POS cart's form rules (spec 3 §5 "Custom product", "Custom labor"; §9), as pure functions.
 * Fields keep what was typed (strings); these read them and give the values to send and the
 * spec's messages, quoted exactly.
 */
export const MSG_NAME_REQUIRED = posCartTexts.en.nameRequired;
export const MSG_PRICE_POSITIVE = posCartTexts.en.pricePositive;
export const MSG_QUANTITY_POSITIVE = posCartTexts.en.quantityPositive;
export const MSG_TIME_POSITIVE = posCartTexts.en.timePositive;
export const TAX_CLASS_HINT = posCartTexts.en.taxClassHint;

/** A price as typed: a number with at most 2 decimals, else 0 (a NaN price becomes 0). */
export function readPrice(text: string): string {
  const cleaned = text.trim().replace(/[$,]/g, '');
  return isMoneyText(cleaned) ? parseAmount(cleaned) : '0.00';
}

/** A whole number as typed, or NaN. */
function readWhole(text: string): number {
  const t = text.trim();
  return /^[-+]?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** Custom product quantity: any number under 1 becomes 1 (and over 10000 becomes 10000); the text otherwise kept. */
export function settleQuantity(text: string): string {
  const t = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return text;
  const n = Number(t);
  if (n < QUANTITY_MIN) return String(QUANTITY_MIN);
  if (n > QUANTITY_MAX) return String(QUANTITY_MAX);
  return text;
}

export interface CustomProductDraft {
  name: string;
  /** '' = no tax. */
  taxClassId: string;
  price: string;
  quantity: string;
}

export const emptyCustomProduct = (taxClassId = ''): CustomProductDraft => ({ name: '', taxClassId, price: '', quantity: '1' });

export type CustomProductErrors = Partial<Record<'name' | 'price' | 'quantity', string>>;

export function checkCustomProduct(draft: CustomProductDraft): { errors: CustomProductErrors; valid: boolean; price: string; quantity: number } {
  const errors: CustomProductErrors = {};
  if (!draft.name.trim()) errors.name = catalogText(posCartTexts, 'nameRequired');
  const price = readPrice(draft.price);
  if (compare(price, 0) <= 0) errors.price = catalogText(posCartTexts, 'pricePositive');
  const quantity = readWhole(settleQuantity(draft.quantity));
  if (!(quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX)) errors.quantity = catalogText(posCartTexts, 'quantityPositive');
  return { errors, valid: Object.keys(errors).length === 0, price, quantity };
}

export interface LaborDraft {
  laborId: string;
  /** Minutes. */
  laborTime: string;
  name: string;
  quantity: string;
}

export type LaborErrors = Partial<Record<'laborId' | 'laborTime' | 'quantity', string>>;

export interface LaborRate {
  labor_id: number | string;
  title: string;
  amount: number | string;
}

/**
 * Custom labor: laborId, laborTime and quantity are positive whole numbers (name optional); the
 * live subtotal is rate × minutes ÷ 60 × quantity, exact ('0.00' while time or quantity is not valid).
 */
export function checkLabor(draft: LaborDraft, rates: readonly LaborRate[]): { errors: LaborErrors; valid: boolean; time: number; quantity: number; subtotal: string; rate?: LaborRate } {
  const errors: LaborErrors = {};
  const rate = rates.find((r) => String(r.labor_id) === draft.laborId);
  if (!rate) errors.laborId = catalogText(posCartTexts, 'chooseRate');
  const time = readWhole(draft.laborTime);
  if (!(time >= 1)) errors.laborTime = catalogText(posCartTexts, 'timePositive');
  const quantity = readWhole(draft.quantity);
  if (!(quantity >= 1 && quantity <= QUANTITY_MAX)) errors.quantity = catalogText(posCartTexts, 'quantityPositive');
  const valid = Object.keys(errors).length === 0;
  const subtotal = rate && !errors.laborTime && !errors.quantity ? laborCost(rate.amount, time, quantity) : '0.00';
  return { errors, valid, time, quantity, subtotal, rate };
}

/** A new unit price as typed: the dollars to send, or null when it is not a money amount (0 or more). */
export function readNewPrice(text: string): string | null {
  const cleaned = text.trim().replace(/[$,]/g, '');
  return isMoneyText(cleaned) ? parseAmount(cleaned) : null;
}

export const MSG_PRICE_EMPTY = posCartTexts.en.priceEmpty;
export const msgPriceNotNumber = (typed: string) => catalogText(posCartTexts, 'priceNotNumber', { typed });
export const MSG_PRICE_NEGATIVE = posCartTexts.en.priceNegative;
export const MSG_PRICE_CENTS = posCartTexts.en.priceCents;

/** Why a typed unit price cannot be sent, or null when it can (readNewPrice reads it). */
export function newPriceProblem(text: string): string | null {
  if (readNewPrice(text) !== null) return null;
  const typed = text.trim();
  if (!typed) return catalogText(posCartTexts, 'priceEmpty');
  const cleaned = typed.replace(/[$,\s]/g, '');
  if (!/^[-+−]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return msgPriceNotNumber(typed);
  if (/^[-−]/.test(cleaned) && Number(cleaned.replace('−', '-')) !== 0) return catalogText(posCartTexts, 'priceNegative');
  if (/\.\d{3,}$/.test(cleaned)) return catalogText(posCartTexts, 'priceCents');
  return msgPriceNotNumber(typed);
}
