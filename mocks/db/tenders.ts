/**
 * Tenders at POS checkout: gift and reward voucher cards with their balances, the card terminal's
 * rule for declining, and the log of payment requests by `request_id` (a repeated request_id is
 * applied once and answered with the first result, as the store does).
 */

export interface VoucherCard {
  code: string;
  kind: 'gift' | 'reward';
  original_amount: string;
  /** Balance left on the card, 2-place string. */
  amount: string;
}

export interface LoggedAnswer {
  /** What the request asked for, to tell a retry (same) from a reused key (different). */
  signature: string;
  body: unknown;
}

export interface TendersState {
  vouchers: VoucherCard[];
  /** Answers by request_id (a plain object, so the store's data can be saved as JSON). */
  requests: Record<string, LoggedAnswer>;
}

export function createTenders(): TendersState {
  return {
    vouchers: [
      { code: 'GC-100-ALPHA', kind: 'gift', original_amount: '100.00', amount: '100.00' },
      { code: 'GC-050-BRAVO', kind: 'gift', original_amount: '50.00', amount: '12.35' },
      { code: 'GC-040-EMPTY', kind: 'gift', original_amount: '40.00', amount: '0.00' },
      { code: 'RW-025-DELTA', kind: 'reward', original_amount: '25.00', amount: '25.00' },
    ],
    requests: {},
  };
}

export const voucherByCode = (state: TendersState, code: string): VoucherCard | undefined =>
  state.vouchers.find((v) => v.code === code.trim().toUpperCase());

/**
 * The mock card terminal declines a charge whose cents are 13 (e.g. $20.13), so tests and the
 * preview can meet a declined card on purpose; every other charge is approved.
 */
export const cardDeclined = (amount: string): boolean => amount.endsWith('.13');
export const CARD_DECLINED_TEXT = 'Card declined by the terminal (DECLINED 05: Do not honor). Ask for another card or tender.';
