import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Wraps an async action so that a double click sends one request: while the promise of a call is
 * pending, further calls return that same promise and do nothing else. `busy` is true meanwhile
 * (use it for `aria-busy` / `disabled` on the button).
 *
 *   const [save, saving] = useSingleFlight(() => addToCart(id, qty));
 */
export function useSingleFlight<A extends unknown[], R>(fn: (...args: A) => Promise<R>): [(...args: A) => Promise<R>, boolean] {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<Promise<R> | null>(null);
  // The latest fn, so callers may pass an inline closure without re-creating `run`.
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  }, [fn]);

  const run = useCallback((...args: A): Promise<R> => {
    if (inFlight.current) return inFlight.current;
    setBusy(true);
    let promise: Promise<R>;
    try {
      promise = Promise.resolve(latest.current(...args));
    } catch (error) {
      // A synchronous throw behaves like a rejected call and leaves the button usable.
      promise = Promise.reject(error);
    }
    const tracked = promise.finally(() => {
      inFlight.current = null;
      setBusy(false);
    });
    inFlight.current = tracked;
    return tracked;
  }, []);

  return [run, busy];
}
