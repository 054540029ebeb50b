/** Tenders at POS checkout: payment type selection, the tender forms, their rules and the attempt key. */
export { Tenders, type TendersProps } from './Tenders';
export { PaymentLinkForm } from './PaymentLinkForm';
export { useTender, tenderErrorText, MSG_NO_ANSWER, type TenderCall, type TenderInput } from './useTender';
export { useAttempt, outcomeKnown, type Attempt } from './attempt';
export {
  availablePaymentTypes,
  storeCreditMax,
  creditPresetAmount,
  checkNumberValid,
  changeDue,
  suggestedAmount,
  amountProblem,
  PAYMENT_TYPE_LABELS,
  paymentTypeLabel,
  MSG_NO_PAYMENT_TYPES,
  MSG_INVALID_CODE,
  MSG_MAX_AMOUNT,
  msgMaxAmountAllowed,
  MSG_CHECK_NUMBER,
  MSG_AMOUNT_INVALID,
  MSG_AMOUNT_REQUIRED,
  MSG_CODE_REQUIRED,
  type CreditPreset,
} from './rules';
export { MSG_LOOKUP_UNREACHED } from './VoucherForm';
