import * as v from 'valibot';
import { ApiError } from './errors';
import type { Shape } from './shape';

/**
 * Reads an answer through its schema. Unknown keys are left out (a store may send more than the
 * docs say); a missing required field or a wrong type is a `malformed` failure, which every widget
 * shows like any other failure of the store: a message, Retry or the form kept, nothing cleared.
 * The first problem is written to the console for the store's engineers.
 */
export function parseAnswer(name: string, shape: Shape | undefined, answer: unknown): unknown {
  if (!shape) throw new ApiError('malformed', `No answer shape is declared for ${name}.`, 0, {}, answer);
  const result = v.safeParse(shape, answer);
  if (result.success) return result.output;
  const issue = result.issues[0];
  console.warn(`Partsfront: the store's answer to ${name} does not match its documented shape at ${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
  throw new ApiError('malformed', 'The store sent an answer that could not be read.', 0, {}, answer);
}

/** A list answer's first rows, read and shown before the rest are read (see `parseInChunks`). */
export interface FirstRows<T> {
  /** How many rows are read first. */
  count: number;
  /** Called once with the answer holding only its first `count` rows, read through the shape. */
  show: (head: T) => void;
}

/** Rows read first: more than a screen of a list shows. */
export const FIRST_ROWS = 50;
/** Rows read a chunk at a time after those: about 15 ms of work on a slow till, between two frames. */
const CHUNK_ROWS = 100;

type Entries = Record<string, { type?: string; item?: Shape } | undefined>;

/** The row schema of a list answer's `results` (`pagedList(row)`), or null for any other shape. */
function rowShapeOf(shape: Shape): Shape | null {
  const results = (shape as { type?: string; entries?: Entries }).entries?.results;
  return (shape as { type?: string }).type === 'object' && results?.type === 'array' && results.item ? results.item : null;
}

/** Lets the page render and paint between chunks (a task of its own, not a 4 ms timer). */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * `parseAnswer` for a long list answer, in steps, so its first rows show at once: the answer with
 * only its first rows is read through the whole shape (every other field as strictly) and handed
 * to `firstRows.show`; then the remaining rows are read through the row schema a chunk at a time,
 * the page rendering in between. Resolves with the whole answer, exactly what `parseAnswer` gives;
 * a malformed row anywhere is the same `malformed` failure (and warning). Stops when `signal` aborts.
 */
export async function parseInChunks(name: string, shape: Shape | undefined, answer: unknown, firstRows: FirstRows<unknown>, signal?: AbortSignal): Promise<unknown> {
  const row = shape ? rowShapeOf(shape) : null;
  const rows = answer && typeof answer === 'object' ? (answer as { results?: unknown }).results : undefined;
  const count = Math.max(1, firstRows.count);
  if (!row || !Array.isArray(rows) || rows.length <= count) return parseAnswer(name, shape, answer);
  const head = parseAnswer(name, shape, { ...(answer as object), results: rows.slice(0, count) }) as { results: unknown[] };
  firstRows.show(head);
  const results = head.results.slice();
  for (let start = count; start < rows.length; start += CHUNK_ROWS) {
    await nextTask();
    if (signal?.aborted) throw new ApiError('aborted', 'Request superseded.');
    const end = Math.min(rows.length, start + CHUNK_ROWS);
    for (let i = start; i < end; i++) {
      const result = v.safeParse(row, rows[i]);
      if (!result.success) {
        const issue = result.issues[0];
        const at = v.getDotPath(issue);
        console.warn(`Partsfront: the store's answer to ${name} does not match its documented shape at results.${i}${at ? `.${at}` : ''}: ${issue.message}`);
        throw new ApiError('malformed', 'The store sent an answer that could not be read.', 0, {}, answer);
      }
      results.push(result.output);
    }
  }
  return { ...head, results };
}
