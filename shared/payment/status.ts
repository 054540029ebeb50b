import type { PaymentState, Transaction } from '../api/payment';
import { compare, subtract } from '../money';
import { text } from '../texts';
import { paymentTexts } from './texts';

/**
 * The payment state's words (spec 3 §4, spec 2 §4), decided by the balance due:
 * - at or below zero the order reads 'Paid In Full', and the label is 'Change Due' when negative;
 * - otherwise 'Outstanding Balance', with the label 'Balance Due'.
 * An order is fully paid when the paid amount is at least the total; then the paid amount is hidden.
 */
export const TEXT_PAID_IN_FULL = paymentTexts.en.paidInFull;
export const TEXT_OUTSTANDING = paymentTexts.en.outstanding;
export const TEXT_BALANCE_DUE = paymentTexts.en.balanceDue;
export const TEXT_CHANGE_DUE = paymentTexts.en.changeDue;
export const TEXT_NO_TRANSACTIONS = paymentTexts.en.noTransactions;
export const TEXT_VOIDED = paymentTexts.en.voided;

/** What the summary needs; a PaymentState has it, and `figuresOfOrder` makes it from a PosOrder. */
export type PaymentFigures = Pick<PaymentState, 'orderTotal' | 'amountPaid' | 'balanceDue'> &
  Partial<Pick<PaymentState, 'costParts' | 'costSurcharge' | 'costLabor' | 'costTax' | 'costCreditCardSurcharge' | 'costCreditCardSurchargeTax'>>;

export interface PaymentSummaryModel {
  /** 'Paid In Full' or 'Outstanding Balance'. */
  heading: string;
  paidInFull: boolean;
  /** 'Balance Due' or 'Change Due'. */
  balanceLabel: string;
  /** The balance or the change, never negative. */
  balanceAmount: string;
  /** The paid amount is hidden once the paid amount reaches the total. */
  showPaid: boolean;
}

export function paymentSummary(p: PaymentFigures): PaymentSummaryModel {
  const balance = compare(p.balanceDue, '0');
  const settled = balance <= 0;
  const fullyPaid = compare(p.amountPaid, p.orderTotal) >= 0;
  return {
    heading: text(paymentTexts, settled ? 'paidInFull' : 'outstanding'),
    paidInFull: settled,
    balanceLabel: text(paymentTexts, balance < 0 ? 'changeDue' : 'balanceDue'),
    balanceAmount: balance < 0 ? subtract('0', p.balanceDue) : subtract(p.balanceDue, '0'),
    showPaid: !fullyPaid,
  };
}

/** The cost breakdown rows (spec 3 §3): parts, labor and tax always; the surcharges when there are any. */
export function costRows(p: PaymentFigures): Array<{ label: string; amount: string }> {
  const rows: Array<{ label: string; amount: string | undefined; always?: boolean }> = [
    { label: text(paymentTexts, 'costParts'), amount: p.costParts, always: true },
    { label: text(paymentTexts, 'costSurcharge'), amount: p.costSurcharge },
    { label: text(paymentTexts, 'costLabor'), amount: p.costLabor, always: true },
    { label: text(paymentTexts, 'costTax'), amount: p.costTax, always: true },
    { label: text(paymentTexts, 'costCardSurcharge'), amount: p.costCreditCardSurcharge },
    { label: text(paymentTexts, 'costCardSurchargeTax'), amount: p.costCreditCardSurchargeTax },
  ];
  return rows.filter((r) => r.amount !== undefined && (r.always || compare(r.amount, '0') !== 0)).map((r) => ({ label: r.label, amount: r.amount as string }));
}

export const isVoided = (t: Transaction): boolean => t.status === 'void';

/** A voided transaction shows its processor's void status ("Returned") or '(Voided)'. */
export const voidedText = (t: Transaction): string => t.datacap_dc_direct?.void_or_return_status || text(paymentTexts, 'voided');

/** A transaction as one text: its label, then its void status when voided ("Cash (Voided)"). */
export const transactionText = (t: Transaction): string => (isVoided(t) ? `${t.transaction_label} ${voidedText(t)}` : t.transaction_label);

/** What a transaction's action does: the processor's link, the store's voidTransaction, or nothing. */
export type TransactionAction = { kind: 'processor'; label: string; url: string } | { kind: 'void'; label: string };

/**
 * Spec 3 §4: a non-void transaction can be voided; a processor transaction that is not captured
 * but settled has no action. Processor transactions act through their own link.
 */
export function transactionAction(t: Transaction): TransactionAction | null {
  if (isVoided(t)) return null;
  // A payment kept on this register offline (shared/payment/offline): the store has nothing to void yet.
  if (t.status === 'pending_offline' || t.status === 'refused_offline') return null;
  const pj = t.payjunction?.transaction;
  if (pj) {
    if (pj.status !== 'CAPTURE' && pj.settled) return null;
    return pj.action_url ? { kind: 'processor', label: pj.action_text || text(paymentTexts, 'void'), url: pj.action_url } : null;
  }
  const dc = t.datacap_dc_direct;
  if (dc) return dc.void_or_return_url ? { kind: 'processor', label: dc.void_or_return_action || text(paymentTexts, 'void'), url: dc.void_or_return_url } : null;
  return { kind: 'void', label: text(paymentTexts, 'void') };
}

/** Whether "Void All" has anything to do. */
export const hasVoidable = (list: readonly Transaction[]): boolean => list.some((t) => transactionAction(t) !== null);
