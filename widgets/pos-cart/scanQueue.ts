/**
 * Scans and picks run one after another, in the order they came: a code is looked up and added
 * before the next code's lookup starts, so the cart's lines arrive as the clerk scanned them.
 *
 * A queue of its own for now: when `shared/data` mutations can share an ordered scope, the
 * store's `queue(...)` call is the one place to swap for it.
 */
export function inTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = last.then(job, job);
    last = run;
    return run;
  };
}
