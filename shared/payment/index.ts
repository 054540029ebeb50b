/**
 * The payment domain: an order's payment state (Paid In Full / Outstanding Balance, Balance Due /
 * Change Due, the cost breakdown), its transactions and their voids. The order view and POS
 * checkout share it; the tenders that add payments live in `./tenders` (POS checkout).
 */
export { PaymentSummary, type PaymentSummaryProps } from './PaymentSummary';
export { TransactionList, type TransactionListProps } from './TransactionList';
export { usePayment, setPayment, paymentKey } from './usePayment';
export {
  usePaymentOutbox,
  sendPendingPayments,
  keepPayment,
  withPending,
  useOrderWithKeptPayments,
  pendingPayments,
  resetPendingPayments,
  OFFLINE_TENDERS,
  CHECKOUT_WORKS_OFFLINE,
  T_PENDING,
  T_NEEDS_STORE,
  type PendingPayment,
} from './offline';
export { useRequestKeys, type RequestKeys } from './requestKeys';
export { bookedAppointmentRow, type BookedAppointmentRow } from './bookedAppointment';
export {
  paymentSummary,
  costRows,
  transactionAction,
  hasVoidable,
  isVoided,
  voidedText,
  transactionText,
  TEXT_PAID_IN_FULL,
  TEXT_OUTSTANDING,
  TEXT_BALANCE_DUE,
  TEXT_CHANGE_DUE,
  TEXT_NO_TRANSACTIONS,
  TEXT_VOIDED,
  type PaymentFigures,
  type PaymentSummaryModel,
  type TransactionAction,
} from './status';
export type { PaymentState, Transaction } from '../api/payment';
export { paymentTexts } from './texts';
// Tenders (POS checkout): payment type selection and the tender forms.
export { Tenders, PaymentLinkForm, useTender, useAttempt, tenderErrorText, type TendersProps, type TenderCall } from './tenders';
