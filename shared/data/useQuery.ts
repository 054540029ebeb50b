import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { fetchQuery, hashKey, isStale, retain, snapshotOf, subscribe, takeHandOff, type Fetcher, type QueryKey, type QueryStatus } from './cache';

export interface QueryOptions {
  /**
   * How long an answer counts as fresh, in ms: a reader mounted later, or the window regaining
   * focus, reuses it without asking. Default 0: stale-while-revalidate (show it, ask again).
   */
  staleMs?: number;
  /** While a new key loads, keep showing the previous key's answer (paged tables, filters). */
  keepPrevious?: boolean;
  /** How long a failure counts as this key's answer, in ms (shown with Retry, not asked again on mount). Default 0. */
  failureMs?: number;
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** Nothing to show yet: the first answer is on the way. */
  loading: boolean;
  /** A request is under way (possibly with an older answer on screen). */
  fetching: boolean;
  /** `data` is the previous key's answer (keepPrevious) while this key loads. */
  previous: boolean;
  /** `data` is the first part of this key's answer (a long list's first rows); the rest is on the way (`fetching`). */
  partial: boolean;
  /** Asks again now (Retry, refresh). */
  refetch: () => Promise<T | undefined>;
}

const noop = () => undefined;

/**
 * Reads `key` through the page's query cache: shares one request among every reader, keeps the
 * last good answer on screen while asking again, aborts the request of a key nobody reads any
 * more (typing, paging), and reads again when a mutation invalidates the key, when the key is
 * shown again and when the window regains focus (unless `staleMs` says the answer is fresh). `key` null: off.
 *
 *   const customer = useQuery(['customer', id], (signal) => getCustomer(id, signal));
 */
export function useQuery<T>(key: QueryKey | null, fetcher: Fetcher<T>, { staleMs = 0, keepPrevious = false, failureMs = 0 }: QueryOptions = {}): QueryResult<T> {
  const hash = key ? hashKey(key) : null;
  // The key as of this hash: a caller's inline array must not restart the effects every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableKey = useMemo(() => key, [hash]);
  const latest = useRef(fetcher);
  useLayoutEffect(() => {
    latest.current = fetcher;
  });
  const run = useCallback<Fetcher<T>>((signal, partly) => latest.current(signal, partly), []);

  const snapshot = useSyncExternalStore(
    useCallback((listener: () => void) => (stableKey ? subscribe(stableKey, listener) : noop), [stableKey]),
    () => snapshotOf<T>(stableKey),
    () => snapshotOf<T>(stableKey),
  );

  useEffect(() => {
    if (!stableKey) return;
    const release = retain(stableKey, staleMs);
    // A click that asked for this key just before (a table's next page) already sent its request.
    if (!takeHandOff(stableKey)) fetchQuery(stableKey, run, { staleMs, failureMs }).catch(noop);
    return release;
  }, [stableKey, run, staleMs, failureMs]);

  // An invalidated key that is on screen is read again.
  useEffect(() => {
    if (stableKey && isStale(stableKey)) fetchQuery(stableKey, run, { staleMs }).catch(noop);
  }, [snapshot, stableKey, run, staleMs]);

  const shown = useRef<T | undefined>(undefined);
  const hasOwn = snapshot.data !== undefined;
  useEffect(() => {
    if (hasOwn) shown.current = snapshot.data;
  }, [hasOwn, snapshot.data]);
  const previous = keepPrevious && !hasOwn && shown.current !== undefined;

  const refetch = useCallback(
    () => (stableKey ? fetchQuery(stableKey, run, { force: true }).catch(() => undefined) : Promise.resolve(undefined)),
    [stableKey, run],
  );

  const data = hasOwn ? snapshot.data : previous ? shown.current : undefined;
  const pending = snapshot.status === 'loading' || (stableKey !== null && snapshot.status === 'idle');
  return {
    data,
    error: snapshot.status === 'error' ? snapshot.error : null,
    status: snapshot.status,
    loading: pending && data === undefined,
    fetching: snapshot.fetching || pending,
    previous,
    partial: hasOwn && snapshot.partial,
    refetch,
  };
}
