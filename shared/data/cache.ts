import { ApiError, isAborted } from '../api/errors';

/**
 * The page's query cache: one entry per key, shared by every widget on the page. A key is any
 * JSON-serialisable array (`['customer', 42]`); entries remember their last good answer, share
 * one request among all readers, and abort that request when its last reader goes away (a
 * superseded search, a closed dialog). Failures are not kept as answers: the next read asks again.
 */
export type QueryKey = readonly unknown[];
/**
 * Asks the store. `partly` may be called with a first part of the answer (a long list's first rows)
 * while the rest is read: it is shown at once, the request still counting as under way.
 */
export type Fetcher<T> = (signal: AbortSignal, partly: (part: T) => void) => Promise<T>;
export type QueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface QuerySnapshot<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** True while a request is under way (also when an older answer is shown meanwhile). */
  fetching: boolean;
  /** When the shown answer arrived (ms since the page loaded); 0 for none. */
  updatedAt: number;
  /** `data` is the first part of the answer under way (`Fetcher`'s `partly`); the rest is being read. */
  partial: boolean;
}

interface Entry<T> {
  snapshot: QuerySnapshot<T>;
  promise: Promise<T> | null;
  controller: AbortController | null;
  listeners: Set<() => void>;
  /** Mounted readers; the request under way is aborted when this drops to zero. */
  readers: number;
  /** Set by invalidate: the answer is kept for display but is read again on the next ensure. */
  stale: boolean;
  /** When the last request failed (`failureMs`). */
  failedAt: number;
  /** How long each mounted reader counts an answer as fresh (`retain`): the focus read-again asks only for older answers. */
  freshness: number[];
  /** When a click asked for this key on behalf of the reader its render is about to mount (`handOff`). */
  handedOffAt: number;
}

const IDLE: QuerySnapshot<never> = { status: 'idle', data: undefined, error: null, fetching: false, updatedAt: 0, partial: false };
const entries = new Map<string, Entry<unknown>>();

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

function entryFor<T>(hash: string): Entry<T> {
  let entry = entries.get(hash) as Entry<T> | undefined;
  if (!entry) {
    entry = { snapshot: IDLE, promise: null, controller: null, listeners: new Set(), readers: 0, stale: false, failedAt: -Infinity, freshness: [], handedOffAt: -Infinity };
    entries.set(hash, entry as Entry<unknown>);
  }
  return entry;
}

function update<T>(entry: Entry<T>, patch: Partial<QuerySnapshot<T>>): void {
  entry.snapshot = { ...entry.snapshot, ...patch };
  entry.listeners.forEach((listener) => listener());
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** How long a click's request (`handOff`) stands for the reader that its render mounts. */
const HAND_OFF_MS = 2000;

/**
 * Sends the request for `key` unless one is under way (then shares it). `force` asks again even
 * when a fresh answer is cached (Retry, refresh after a change). `handOff`: a click asks before
 * its render mounts the reader of `key`; that reader takes this request (or its answer, or its
 * failure) as its own instead of asking again (`takeHandOff`).
 */
export function fetchQuery<T>(key: QueryKey, fetcher: Fetcher<T>, { force = false, staleMs = Infinity, failureMs = 0, handOff = false } = {}): Promise<T> {
  const hash = hashKey(key);
  const entry = entryFor<T>(hash);
  if (handOff) entry.handedOffAt = now();
  if (entry.promise) return entry.promise;
  const { status, data, updatedAt, error } = entry.snapshot;
  if (!force && !entry.stale && status === 'success' && now() - updatedAt <= staleMs) return Promise.resolve(data as T);
  // `failureMs`: a failure this recent is the answer (a table shows the failure its click's request
  // just met, with Retry, instead of asking again by itself).
  if (!force && !entry.stale && status === 'error' && now() - entry.failedAt <= failureMs) return Promise.reject(error);

  const controller = new AbortController();
  entry.controller = controller;
  entry.stale = false;
  update(entry, { status: status === 'success' ? 'success' : 'loading', fetching: true, error: null });
  // Only for a key with nothing to show yet: a whole answer on screen (read again after a change)
  // stays there until the new one is whole.
  const partly = (part: T) => {
    if (entry.controller === controller && entry.snapshot.data === undefined) update(entry, { data: part, partial: true });
  };
  const promise = fetcher(controller.signal, partly).then(
    (value) => {
      if (entry.controller === controller) {
        entry.promise = null;
        entry.controller = null;
        update(entry, { status: 'success', data: value, error: null, fetching: false, updatedAt: now(), partial: false });
      }
      return value;
    },
    (error: unknown) => {
      if (entry.controller === controller) {
        entry.promise = null;
        entry.controller = null;
        // A first part is no answer to keep: without the rest, the next read asks again.
        const wasPart = entry.snapshot.partial;
        const part = wasPart ? { data: undefined, partial: false } : {};
        if (isAborted(error) || controller.signal.aborted) {
          // Nobody is waiting any more: back to what was shown before.
          update(entry, { ...part, status: wasPart || entry.snapshot.data === undefined ? 'idle' : 'success', fetching: false });
        } else {
          entry.failedAt = now();
          update(entry, { ...part, status: 'error', error, fetching: false });
        }
      }
      throw error;
    },
  );
  entry.promise = promise;
  return promise;
}

/**
 * A reader mounting for `key` takes the request a click sent for it just before (`handOff`) as its
 * own: true once, within `HAND_OFF_MS`; else the reader reads as usual (shows the cache, asks again).
 */
export function takeHandOff(key: QueryKey): boolean {
  const entry = entries.get(hashKey(key));
  if (!entry || now() - entry.handedOffAt > HAND_OFF_MS) return false;
  entry.handedOffAt = -Infinity;
  return true;
}

/**
 * Registers a mounted reader of `key` that counts an answer as fresh for `freshMs`; the returned
 * function unregisters it.
 */
export function retain(key: QueryKey, freshMs = 0): () => void {
  const entry = entryFor(hashKey(key));
  entry.readers++;
  entry.freshness.push(freshMs);
  listenForReturn();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.freshness.splice(entry.freshness.indexOf(freshMs), 1);
    if (--entry.readers === 0 && entry.controller) {
      // The last reader left while its answer was on the way: cancel the superseded request.
      entry.controller.abort(new ApiError('aborted', 'Request superseded.'));
    }
  };
}

export function subscribe(key: QueryKey, listener: () => void): () => void {
  const entry = entryFor(hashKey(key));
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

export function snapshotOf<T>(key: QueryKey | null): QuerySnapshot<T> {
  if (!key) return IDLE;
  return (entries.get(hashKey(key))?.snapshot as QuerySnapshot<T> | undefined) ?? IDLE;
}

/** The cached answer for `key`, or undefined when there is none yet. */
export function peekQuery<T>(key: QueryKey): T | undefined {
  const snapshot = snapshotOf<T>(key);
  return snapshot.status === 'success' || snapshot.data !== undefined ? snapshot.data : undefined;
}

/** Puts an answer into the cache (a mutation that answers the new state, e.g. a saved record). */
export function setQueryData<T>(key: QueryKey, data: T): void {
  const entry = entryFor<T>(hashKey(key));
  update(entry, { status: 'success', data, error: null, updatedAt: now(), partial: false });
}

const startsWith = (hash: string, prefix: QueryKey) => {
  const p = hashKey(prefix);
  return hash === p || hash.startsWith(p.slice(0, -1) + ',');
};

/**
 * Marks every entry whose key starts with `prefix` as stale. Readers that are mounted hear the
 * change and read again; the old answer stays on screen meanwhile.
 */
export function invalidateQueries(prefix: QueryKey = []): void {
  for (const [hash, entry] of entries) {
    if (prefix.length && !startsWith(hash, prefix)) continue;
    entry.stale = true;
    update(entry, {});
  }
}

/**
 * The window regained focus (or its tab is shown again): the staff may have been away for a while
 * and the store has moved on (new orders by the minute at a counter). Every answer on screen older
 * than its readers' freshness is marked stale, so its readers show it and ask again.
 */
export function revalidateShown(): void {
  const at = now();
  for (const entry of entries.values()) {
    if (!entry.readers || entry.promise || entry.snapshot.status !== 'success') continue;
    if (at - entry.snapshot.updatedAt <= Math.min(...entry.freshness)) continue;
    entry.stale = true;
    update(entry, {});
  }
}

let listening = false;
function listenForReturn(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('focus', revalidateShown);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') revalidateShown();
  });
}

export const isStale = (key: QueryKey): boolean => entries.get(hashKey(key))?.stale ?? false;

/** Forgets everything (tests; a new page starts empty anyway). */
export function resetQueries(): void {
  for (const entry of entries.values()) entry.controller?.abort(new ApiError('aborted', 'Request superseded.'));
  entries.clear();
}
