import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { errorText, isAborted } from '../api/errors';
import { notifyError, notifySuccess } from '../ui/toast';
import { useSingleFlight } from '../ui/useSingleFlight';
import { invalidateQueries, type QueryKey } from './cache';
import { runInScope } from './scope';

export interface MutationOptions<A extends unknown[], T> {
  /** Runs after a success, before `pending` turns false. */
  onSuccess?: (data: T, ...args: A) => void;
  onError?: (error: unknown, ...args: A) => void;
  /**
   * How a failure is shown besides `error` (always set, for inline display): `true` an error toast
   * with the store's words (`errorText`), a string or function for a fixed text, `false` inline only.
   */
  errorToast?: boolean | string | ((error: unknown) => ReactNode);
  /** A success toast: fixed text, or made from the answer. */
  successToast?: ReactNode | ((data: T) => ReactNode);
  /** Query keys (prefixes) read again after a success. */
  invalidates?: QueryKey[];
  /**
   * Calls of one scope run one after another, whichever widget made them (`runInScope`): the
   * store applies them in the order they were made. `key`: a call of the same key still waiting
   * in the scope is replaced by the newer one (its `mutate` resolves undefined, as superseded).
   */
  scope?: { id: string; key?: (...args: A) => string };
}

export interface MutationResult<A extends unknown[], T> {
  /** Sends the call unless one is under way (then returns that one). Resolves undefined on failure. */
  mutate: (...args: A) => Promise<T | undefined>;
  /** The same, but rejects on failure (for callers that branch on it). */
  mutateAsync: (...args: A) => Promise<T>;
  pending: boolean;
  /** The last failure (null after a success or `reset`); superseded calls are not failures. */
  error: unknown;
  data: T | undefined;
  reset: () => void;
}

/**
 * A call that changes data, sent once per click: while it is under way every further call gets
 * the same promise (single flight). Failures land in `error` and, as asked, in a toast; a success
 * can toast and invalidate the queries it changed.
 */
export function useMutation<A extends unknown[], T>(fn: (...args: A) => Promise<T>, options: MutationOptions<A, T> = {}): MutationResult<A, T> {
  const [error, setError] = useState<unknown>(null);
  const [data, setData] = useState<T | undefined>(undefined);
  const opts = useRef(options);
  const call = useRef(fn);
  useLayoutEffect(() => {
    opts.current = options;
    call.current = fn;
  });

  const [send, pending] = useSingleFlight(async (...args: A): Promise<T> => {
    try {
      const { scope } = opts.current;
      const run = () => call.current(...args);
      const answer = await (scope ? runInScope(scope.id, scope.key?.(...args) ?? null, run) : run());
      const { onSuccess, successToast, invalidates } = opts.current;
      setError(null);
      setData(answer);
      onSuccess?.(answer, ...args);
      if (successToast !== undefined && successToast !== null && successToast !== false) {
        notifySuccess(typeof successToast === 'function' ? (successToast as (d: T) => ReactNode)(answer) : successToast);
      }
      invalidates?.forEach((key) => invalidateQueries(key));
      return answer;
    } catch (e) {
      if (!isAborted(e)) {
        const { onError, errorToast = true } = opts.current;
        setError(e);
        onError?.(e, ...args);
        if (errorToast !== false) {
          notifyError(typeof errorToast === 'function' ? errorToast(e) : typeof errorToast === 'string' ? errorToast : errorText(e));
        }
      }
      throw e;
    }
  });

  const mutate = useCallback((...args: A) => send(...args).catch(() => undefined), [send]);
  const reset = useCallback(() => {
    setError(null);
    setData(undefined);
  }, []);
  return { mutate, mutateAsync: send, pending, error, data, reset };
}
