import { useRef } from 'react';
import { newRequestId } from '../api/payment';
import { outcomeKnown } from './tenders/attempt';

export interface RequestKeys {
  /** The request_id for `target`, made on first use and kept until the store answers for sure. */
  key(target: string): string;
  /** Call with the call's error (nothing on success): a known outcome drops the target's key. */
  settle(target: string, error?: unknown): void;
}

/**
 * One request_id per target of a money call (a transaction to void, the whole order): a retry
 * after a lost answer resends the same key, so the store applies it once; another target, or the
 * same one after a definite answer, gets a new key.
 */
export function useRequestKeys(): RequestKeys {
  const keys = useRef(new Map<string, string>());
  return useRef<RequestKeys>({
    key(target) {
      let key = keys.current.get(target);
      if (!key) keys.current.set(target, (key = newRequestId()));
      return key;
    },
    settle(target, error) {
      if (outcomeKnown(error)) keys.current.delete(target);
    },
  }).current;
}
