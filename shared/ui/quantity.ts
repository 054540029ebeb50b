import { text } from '../texts';
import { uiTexts } from './texts';

/** Spec 1 §5 and §9: quantity rules and messages, quoted exactly (from the kit's catalog, ./texts). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10000;
export const QUANTITY_DEBOUNCE_MS = 500;
/** The English text (what a check's message is when the store changes none). */
export const MSG_NOT_A_NUMBER = uiTexts.en.notANumber;
export const msgNotANumber = () => text(uiTexts, 'notANumber');
export const msgMinimum = (min: number) => text(uiTexts, 'minimum', { min });
export const msgMaximum = (max: number) => text(uiTexts, 'maximum', { max });
/** A quantity above the maximum refused (not clamped): the spec's message, what was typed, and what stays. */
export const msgAboveMaximum = (max: number, typed: string, kept: number | '') =>
  kept === '' ? text(uiTexts, 'maximumRefused', { max, typed }) : text(uiTexts, 'maximumRefusedKept', { max, typed, kept });

export interface QuantityCheck {
  /** The quantity to use: '' when nothing usable was typed, otherwise an integer within min..max. */
  value: number | '';
  /** The message to show, or null when the text was a valid quantity. */
  message: string | null;
  /** True when the typed number was replaced by min or max. */
  clamped: boolean;
}

/**
 * Reads what was typed into a quantity box. Empty or non-numeric → '' with "A number must be
 * input"; a fraction is cut to its whole part; below min / above max → clamped with its message.
 */
export function checkQuantity(text: string, min = QUANTITY_MIN, max = QUANTITY_MAX): QuantityCheck {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { value: '', message: msgNotANumber(), clamped: false };
  const n = Math.trunc(Number(trimmed));
  if (n < min) return { value: min, message: msgMinimum(min), clamped: true };
  if (n > max) return { value: max, message: msgMaximum(max), clamped: true };
  return { value: n, message: null, clamped: false };
}
