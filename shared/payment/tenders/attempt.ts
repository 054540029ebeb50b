import { useCallback, useRef } from 'react';
import { ApiError } from '../../api/errors';
import { newRequestId } from '../../api/payment';

/**
 * The `request_id` of a payment attempt (spec 5 "POS checkout and payments"): made once when the
 * attempt is first sent and sent again, unchanged, on every retry of it, so the store applies the
 * payment once however many times it arrives. The key is dropped only when the store has given a
 * definite answer (paid, or refused such as a declined card): after a lost answer, a 5xx or an
 * unreadable answer the payment may or may not have been taken, so the retry must carry the same key.
 */

/** True when the store answered for sure (success, or its own refusal); false when the outcome is unknown. */
export const outcomeKnown = (error: unknown): boolean => error === undefined || (error instanceof ApiError && error.kind === 'store');

export interface Attempt {
  /** The current attempt's key, made on first use. */
  key(): string;
  /** Call with the call's error (or nothing on success): a known outcome ends the attempt. */
  settle(error?: unknown): void;
}

/** One attempt key per form: `const attempt = useAttempt(); addPayment({..., request_id: attempt.key()})`. */
export function useAttempt(): Attempt {
  const current = useRef<string | null>(null);
  const key = useCallback(() => (current.current ??= newRequestId()), []);
  const settle = useCallback((error?: unknown) => {
    if (outcomeKnown(error)) current.current = null;
  }, []);
  return useRef({ key, settle }).current;
}
