import { ApiError } from '../api/errors';

/**
 * Ordered calls, in the spirit of TanStack Query's mutation scopes: the calls of one scope run one
 * after another, each once the one before it has settled (whatever its outcome), so the store
 * applies them in the order they were made and a failure never blocks the next. A call with a key
 * (a line's edit) that is still waiting when a newer call of the same key arrives is replaced by
 * that newer one, in its place in the queue: only the newest quantity typed meanwhile is sent.
 * The replaced call's promise rejects as superseded (ApiError `aborted`, which callers ignore).
 */
interface Job {
  key: string | null;
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Scope {
  name: string;
  queue: Job[];
  running: Job | null;
  /** The first call of an idle scope is about to start (on the next microtask). */
  starting: boolean;
}

/** The page's scopes by name; one is dropped once nothing runs or waits in it. */
const scopes = new Map<string, Scope>();

export const SUPERSEDED = 'Superseded by a newer change.';

/** Starts the scope's next call, or forgets the scope when none waits. */
function next(scope: Scope): void {
  scope.starting = false;
  const job = scope.queue.shift();
  scope.running = job ?? null;
  if (!job) {
    if (scopes.get(scope.name) === scope) scopes.delete(scope.name);
    return;
  }
  let result: Promise<unknown>;
  try {
    result = Promise.resolve(job.run());
  } catch (error) {
    result = Promise.reject(error);
  }
  result.then(
    (value) => settle(scope, () => job.resolve(value)),
    (error: unknown) => settle(scope, () => job.reject(error)),
  );
}

/** The next call is under way before this one's caller hears its answer: `pendingIn` counts it. */
function settle(scope: Scope, answer: () => void): void {
  next(scope);
  answer();
}

/**
 * Runs `fn` after every call queued in scope `name` before it has settled. `key`: a waiting call
 * of the same key is replaced by this one (null: never replaced, never replaces). `fn` never
 * starts synchronously, even in an idle scope, so a caller may finish its own bookkeeping first.
 */
export function runInScope<T>(name: string, key: string | null, fn: () => Promise<T>): Promise<T> {
  let scope = scopes.get(name);
  if (!scope) {
    scope = { name, queue: [], running: null, starting: false };
    scopes.set(name, scope);
  }
  const here = scope;
  return new Promise<T>((resolve, reject) => {
    const job: Job = { key, run: fn, resolve: resolve as (value: unknown) => void, reject };
    const at = key === null ? -1 : here.queue.findIndex((j) => j.key === key);
    if (at >= 0) {
      const [older] = here.queue.splice(at, 1, job);
      older.reject(new ApiError('aborted', SUPERSEDED));
      return;
    }
    here.queue.push(job);
    if (!here.running && !here.starting) {
      here.starting = true;
      void Promise.resolve().then(() => next(here));
    }
  });
}

/** How many calls of `scope` are running or waiting (0: none; a line's edit is answered). */
export function pendingIn(name: string): number {
  const scope = scopes.get(name);
  return scope ? scope.queue.length + (scope.running ? 1 : 0) : 0;
}

/**
 * Forgets a scope's calls (tests; a register that starts over): a call left hanging no longer
 * holds up the ones made after this; its answer, should it still come, starts nothing.
 */
export function resetScope(name: string): void {
  // The calls already queued still run in their turn, on their own: only the new ones start afresh.
  scopes.delete(name);
}
