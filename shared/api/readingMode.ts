/**
 * How a parse reads optional fields right now (the reading policy, shape.ts): tolerantly, counting
 * what it drops, or strictly. Apart from shape.ts and free of valibot, so that the widget runtime
 * (defineWidget reads every widget's props by the same policy) carries no schema library on a
 * page whose widgets never call the store.
 */
export const reading = { strict: false, dropped: 0 };

/** Runs `fn` (a synchronous parse) with every optional field read strictly. */
export function readStrictly<T>(fn: () => T): T {
  const was = reading.strict;
  reading.strict = true;
  try {
    return fn();
  } finally {
    reading.strict = was;
  }
}

/** Runs `fn` (a synchronous parse) tolerantly, and says how many optional fields it dropped. */
export function readTolerantly<T>(fn: () => T): { result: T; dropped: number } {
  const was = reading.dropped;
  reading.dropped = 0;
  try {
    const result = fn();
    return { result, dropped: reading.dropped };
  } finally {
    reading.dropped = was;
  }
}
