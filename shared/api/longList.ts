import { decodeBody, parseJson } from './body';
import { ApiError } from './errors';
import { inspect, listSteps, type Difference } from './parse';
import { quickHead } from './quickHead';
import type { Shape } from './shape';

/**
 * Reading a long list answer (thousands of rows) away from the page: the list reader's worker
 * (`listReader.worker.ts`) runs this on the answer's bytes, so that decoding, `JSON.parse` and
 * reading every row through its schema never hold the page's main thread. It posts the answer's
 * first rows as soon as they are read, then the rest in chunks. Pure: the unit tests run it as is.
 */

/** A job: the answer's bytes and how to read them. */
export interface ReaderJob {
  id: number;
  /** The endpoint (its row schema is the worker's, `LONG_LIST_SHAPES`). */
  name: string;
  bytes: ArrayBuffer;
  contentType: string;
  /** How many rows to read and post first. */
  firstCount: number;
}

export type ReaderMessage =
  /** The answer with its first rows only, read through the whole shape. */
  | { id: number; type: 'head'; head: unknown; dropped: Difference[] }
  /** The next rows, read through the row schema, in order. */
  | { id: number; type: 'rows'; rows: unknown[]; dropped: Difference[] }
  | { id: number; type: 'done' }
  /** Not a long list (a refusal, or few rows): the page reads it as any answer. */
  | { id: number; type: 'answer'; answer: unknown }
  /** A required field missing or unreadable: the list's `malformed` failure. */
  | { id: number; type: 'malformed'; needed: Difference; dropped: Difference[] }
  /** Empty or not JSON. */
  | { id: number; type: 'failed'; message: string };

/** Rows a message carries after the first ones: each is one short task for the page to take in. */
export const ROWS_A_MESSAGE = 500;

export function readLongList(job: ReaderJob, shape: Shape | undefined, post: (message: ReaderMessage) => void): void {
  const { id } = job;
  let answer: unknown;
  // The first rows cut from the text (quickHead.ts) are posted before the whole text is parsed;
  // the head read from the whole answer then confirms them, or replaces them.
  let posted: string | null = null;
  try {
    const text = decodeBody(job.bytes, job.contentType);
    const quick = shape ? quickHead(text, job.firstCount) : null;
    const early = quick && inspect(shape!, quick);
    if (early?.ok) {
      post({ id, type: 'head', head: early.output, dropped: early.dropped });
      posted = JSON.stringify(early.output);
    }
    answer = parseJson(text);
  } catch (error) {
    post({ id, type: 'failed', message: error instanceof ApiError ? error.message : 'The store sent an answer that could not be read.' });
    return;
  }
  const steps = listSteps(shape, answer, job.firstCount);
  if (!steps) {
    post({ id, type: 'answer', answer });
    return;
  }
  let chunk: unknown[] = [];
  let dropped: Difference[] = [];
  for (const step of steps) {
    if (!step.read.ok) {
      post({ id, type: 'malformed', needed: step.read.needed, dropped: [...dropped, ...step.read.dropped] });
      return;
    }
    if (step.kind === 'head') {
      // Already shown as it is: its notes went with it.
      if (posted !== JSON.stringify(step.read.output)) post({ id, type: 'head', head: step.read.output, dropped: step.read.dropped });
      continue;
    }
    chunk.push(step.read.output);
    dropped.push(...step.read.dropped);
    if (chunk.length === ROWS_A_MESSAGE) {
      post({ id, type: 'rows', rows: chunk, dropped });
      chunk = [];
      dropped = [];
    }
  }
  if (chunk.length) post({ id, type: 'rows', rows: chunk, dropped });
  post({ id, type: 'done' });
}
