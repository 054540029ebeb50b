import { addPayment, type AddPaymentInput } from '../../api/tender';
import type { PaymentState } from '../../api/payment';
import type { Id } from '../../api/types';
import { ApiError, errorText } from '../../api/errors';
import { useMutation } from '../../data';
import { useAttempt, outcomeKnown } from './attempt';
import { isOnline } from '../../offline';
import { keepPayment, OFFLINE_TENDERS } from '../offline';
import { paymentTypeLabel } from './rules';
import { text } from '../../texts';
import { paymentTexts } from '../texts';

const label = (type: AddPaymentInput['type']) => paymentTypeLabel(type === 'store_credit' ? 'storeCredit' : type);

/**
 * Sends the payment; a cash or check payment taken while the store cannot be reached, or whose
 * answer was lost, is kept on the register with its request_id and sent when the store answers.
 */
async function pay(input: AddPaymentInput) {
  const keepable = OFFLINE_TENDERS.includes(input.type);
  if (keepable && !isOnline()) return keepPayment(input, label(input.type));
  try {
    return await addPayment(input);
  } catch (e) {
    if (keepable && e instanceof ApiError && e.kind === 'network') return keepPayment(input, label(input.type));
    throw e;
  }
}

/** What a tender form sends; the order and the attempt's request_id are added here. */
export type TenderInput = Omit<AddPaymentInput, 'orderId' | 'request_id'>;

/** Shown when the store's answer did not arrive: the payment may have been taken, and a retry is safe. */
export const MSG_NO_ANSWER = paymentTexts.en.noAnswer;

/** When the store's answer carries no success text. */
export const MSG_PAID = paymentTexts.en.paid;

/** The text to show for a failed payment: the store's own words, or the retry advice when the outcome is unknown. */
export function tenderErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'store') return errorText(error);
  return outcomeKnown(error) ? errorText(error) : text(paymentTexts, 'noAnswer');
}

export interface TenderCall {
  /** Sends the payment once (a second press while it is under way does nothing). */
  pay: (input: TenderInput) => Promise<unknown>;
  pending: boolean;
  /** The failure to show under the button, or null. */
  error: string | null;
}

/**
 * One tender form's payment call: single-flight, with the attempt's `request_id` (made on the
 * first press, resent unchanged on a retry after a lost answer, new after the store answered).
 * `onPaid` gets the new payment state, and what was paid. After a lost answer the form keeps what was typed and
 * says so: pressing again resends the same request_id, and the store's answer settles it (the
 * payment it took the first time, or this one, never both).
 */
export function useTender(orderId: Id, onPaid: (payment: PaymentState, paid: TenderInput) => void): TenderCall {
  const attempt = useAttempt();
  const call = useMutation((input: TenderInput) => pay({ ...input, orderId, request_id: attempt.key() }), {
    errorToast: false,
    // The store's words ("Success: Cash payment of $20.00 added."), announced as a toast.
    successToast: (answer) => answer.success || text(paymentTexts, 'paid'),
    onSuccess: (answer, input) => {
      attempt.settle();
      onPaid(answer.payment, input);
    },
    onError: (error) => attempt.settle(error),
  });
  return { pay: call.mutate, pending: call.pending, error: call.error ? tenderErrorText(call.error) : null };
}
