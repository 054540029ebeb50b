import { useEffect, useState } from 'react';
import { peekList, type ListCall } from '../../shared/api/ymm';

export type ListStatus = 'idle' | 'loading' | 'done' | 'error';

export interface ListState<T> {
  status: ListStatus;
  data?: T;
  error?: unknown;
  retry: () => void;
}

interface Snapshot<T> {
  key: string | null;
  status: ListStatus;
  data?: T;
  error?: unknown;
}

/** What a list looks like before its effect ran: loaded lists show at once (no "Loading…" flash). */
function initial<T>(call: ListCall<T> | null): Snapshot<T> {
  if (!call) return { key: null, status: 'idle' };
  const data = peekList(call);
  return data === undefined ? { key: call.key, status: 'loading' } : { key: call.key, status: 'done', data };
}

/**
 * Loads one level's list (null: the level above is not chosen yet). Lists already loaded on
 * this page come from the per-page cache in shared/api/ymm without a request.
 */
export function useList<T>(call: ListCall<T> | null): ListState<T> {
  const key = call?.key ?? null;
  const [snapshot, setSnapshot] = useState<Snapshot<T>>(() => initial(call));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!call) return;
    let live = true;
    const hit = peekList(call);
    if (hit !== undefined) {
      setSnapshot({ key: call.key, status: 'done', data: hit });
      return;
    }
    setSnapshot({ key: call.key, status: 'loading' });
    call.load().then(
      (data) => live && setSnapshot({ key: call.key, status: 'done', data }),
      (error: unknown) => live && setSnapshot({ key: call.key, status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // The key says everything about the call; `attempt` re-runs it for Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const current = snapshot.key === key ? snapshot : initial(call);
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}
