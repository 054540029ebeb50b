import * as v from 'valibot';
import { ApiError } from './errors';
import { DROPPED_AT, isEmptyForm, readStrictly, readTolerantly, type Shape, type TaggedIssue } from './shape';
import { noteDrift, shown } from './drift';

/** One place where an answer differed from what its schema reads. */
export interface Difference {
  /** The dotted path (`results.3.order_status`; `(answer)` for the whole answer). */
  path: string;
  /** What came there, shortened (`shown`). */
  came: string;
}

/** What reading one value through a schema found. */
export type Inspection =
  | { ok: true; output: unknown; dropped: Difference[] }
  | { ok: false; needed: Difference; dropped: Difference[] };

const join = (prefix: string, path: string | null) => (prefix ? (path ? `${prefix}.${path}` : prefix) : (path ?? '(answer)'));

/** The value at a valibot issue's path, `depth` items deep (the whole path when undefined). */
function valueAt(issue: v.BaseIssue<unknown>, input: unknown, depth?: number): unknown {
  const path = issue.path ?? [];
  const items = depth === undefined ? path : path.slice(0, depth);
  if (!items.length) return depth === undefined || depth === path.length ? issue.input : input;
  return items[items.length - 1].value;
}

/**
 * Reads `value` through `schema` by the reading policy (`shape.ts`): optional fields that do not
 * read are dropped to their fallback, and named; a required field that does not read fails.
 * Costs one parse when the answer reads; a second, strict one only to name what was dropped.
 */
export function inspect(schema: Shape, value: unknown, prefix = ''): Inspection {
  const { result, dropped } = readTolerantly(() => v.safeParse(schema, value));
  if (!result.success) {
    let issue: v.BaseIssue<unknown> = result.issues[0];
    let path = v.getDotPath(issue);
    let came = path === null ? value : valueAt(issue, value);
    // A union (an answer read in one of its forms): the first form's own problem says more.
    while (issue.type === 'union' && issue.issues?.length) {
      const inner: v.BaseIssue<unknown> = issue.issues[0];
      const innerPath = v.getDotPath(inner);
      if (innerPath === null) break;
      came = valueAt(inner, came);
      path = path === null ? innerPath : `${path}.${innerPath}`;
      issue = inner;
    }
    return { ok: false, needed: { path: join(prefix, path), came: shown(came) }, dropped: [] };
  }
  if (!dropped) return { ok: true, output: result.output, dropped: [] };
  const strict = readStrictly(() => v.safeParse(schema, value));
  const differences = new Map<string, Difference>();
  for (const issue of (strict.issues ?? []) as TaggedIssue[]) {
    const all = issue.path ?? [];
    const depth = issue[DROPPED_AT] === undefined ? all.length : all.length - issue[DROPPED_AT];
    const at = all.slice(0, depth).map((item) => String(item.key)).join('.');
    const path = join(prefix, at || null);
    const came = valueAt(issue, value, depth);
    // A PHP "none" (null, "", 0, []) read as its fallback is no difference (shape.ts isEmptyForm).
    if (issue[DROPPED_AT] !== undefined && isEmptyForm(came)) continue;
    if (!differences.has(path)) differences.set(path, { path, came: shown(came) });
  }
  return { ok: true, output: result.output, dropped: [...differences.values()] };
}

/**
 * Reads an answer through its schema. Unknown keys are left out (a store may send more than the
 * docs say); an optional field that does not read is dropped with one console warning naming the
 * endpoint, the path and what came (and kept in the drift log); a missing or unreadable required
 * field is a `malformed` failure, which every widget shows like any other failure of the store: a
 * message, Retry or the form kept, nothing cleared.
 */
export function parseAnswer(name: string, shape: Shape | undefined, answer: unknown, prefix = ''): unknown {
  if (!shape) throw new ApiError('malformed', `No answer shape is declared for ${name}.`, 0, {}, answer);
  return outputOf(name, inspect(shape, answer, prefix), answer);
}

/** What a reading gives the caller: the dropped fields noted (one warning each), or the `malformed` failure. */
function outputOf(name: string, read: Inspection, answer: unknown): unknown {
  for (const difference of read.dropped) noteDrift(name, difference.path, difference.came, false);
  if (read.ok) return read.output;
  noteDrift(name, read.needed.path, read.needed.came, true);
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

/** One step of reading a long list answer (`listSteps`). */
export type ListStep =
  /** The answer with its first rows only, read through the whole shape. */
  | { kind: 'head'; read: Inspection }
  /** One of the rows after those, read through the row schema. */
  | { kind: 'row'; index: number; read: Inspection };

/**
 * A long list answer read in steps, so that its first rows can be shown before the rest are read:
 * first the answer with only its first `firstCount` rows, through the whole shape (every other
 * field as strictly as a whole read); then each further row through the row schema, in order. The
 * steps end at the first one that does not read. Null when the answer is not a long list of
 * `shape` (not a paged list, or no more rows than `firstCount`): it is read whole. The page reads
 * these steps a chunk at a time (`parseInChunks`), the list reader's worker posts them
 * (`longList.ts`).
 */
export function listSteps(shape: Shape | undefined, answer: unknown, firstCount: number): Generator<ListStep> | null {
  const row = shape ? rowShapeOf(shape) : null;
  const rows = answer && typeof answer === 'object' ? (answer as { results?: unknown }).results : undefined;
  const count = Math.max(1, firstCount);
  if (!shape || !row || !Array.isArray(rows) || rows.length <= count) return null;
  return (function* (): Generator<ListStep> {
    const head = inspect(shape, { ...(answer as object), results: rows.slice(0, count) });
    yield { kind: 'head', read: head };
    if (!head.ok) return;
    for (let index = count; index < rows.length; index++) {
      const read = inspect(row, rows[index], `results.${index}`);
      yield { kind: 'row', index, read };
      if (!read.ok) return;
    }
  })();
}

/**
 * `parseAnswer` for a long list answer, in steps (`listSteps`), so its first rows show at once:
 * the answer with only its first rows is handed to `firstRows.show`; then the remaining rows are
 * read a chunk at a time, the page rendering in between. Resolves with the whole answer, exactly
 * what `parseAnswer` gives; a malformed row anywhere is the same `malformed` failure (and
 * warning). Stops when `signal` aborts.
 */
export async function parseInChunks(name: string, shape: Shape | undefined, answer: unknown, firstRows: FirstRows<unknown>, signal?: AbortSignal): Promise<unknown> {
  const steps = listSteps(shape, answer, firstRows.count);
  if (!steps) return parseAnswer(name, shape, answer);
  let head: { results: unknown[] } | undefined;
  const results: unknown[] = [];
  for (const step of steps) {
    const output = outputOf(name, step.read, answer);
    if (step.kind === 'head') {
      head = output as { results: unknown[] };
      firstRows.show(head);
      results.push(...head.results);
    } else results.push(output);
    // The page renders (and paints) after the first rows, and between two chunks.
    if (step.kind === 'head' || (results.length - head!.results.length) % CHUNK_ROWS === 0) {
      await nextTask();
      if (signal?.aborted) throw new ApiError('aborted', 'Request superseded.');
    }
  }
  return { ...head, results };
}
