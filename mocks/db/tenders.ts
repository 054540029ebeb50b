/**
 * Tenders at POS checkout: gift and reward voucher cards with their balances, and the card
 * terminal's rule for declining. (Payment requests are applied once per `request_id` through
 * `applyOnce` in mocks/db/orders.ts.)
 */

export interface VoucherCard {
  code: string;
  kind: 'gift' | 'reward';
  original_amount: string;
  /** Balance left on the card, 2-place string. */
  amount: string;
}

export interface TendersState {
  vouchers: VoucherCard[];
  /** The payment item confirmed with setPaymentData (a payment type code), or null. */
  paymentItem: string | null;
}

export function createTenders(): TendersState {
  return {
    vouchers: [
      { code: 'GC-100-ALPHA', kind: 'gift', original_amount: '100.00', amount: '100.00' },
      { code: 'GC-050-BRAVO', kind: 'gift', original_amount: '50.00', amount: '12.35' },
      { code: 'GC-040-EMPTY', kind: 'gift', original_amount: '40.00', amount: '0.00' },
      { code: 'RW-025-DELTA', kind: 'reward', original_amount: '25.00', amount: '25.00' },
    ],
    paymentItem: null,
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
