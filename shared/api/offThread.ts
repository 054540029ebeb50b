import { text } from '../texts';
import { apiTexts } from './texts';
import { ApiError } from './errors';
import { noteDrift } from './drift';
import type { FirstRows } from './parse';
import type { Difference } from './parse';
import type { ReaderJob, ReaderMessage } from './longList';
import listReaderUrl from './listReader.worker.ts?worker&url';

/**
 * The page's side of the list reader (longList.ts): a long list answer's bytes go to a worker,
 * which decodes, parses and reads them; its first rows come back to be shown at once and the rest
 * in chunks, each a short task here. Where a worker cannot start (no Worker, a Content Security
 * Policy that refuses it) or stops, the answer is read on the page as before (`parseInChunks`):
 * nothing is lost.
 */

/** The lists read this way (their schemas are the worker's, longListShapes.ts). */
export const LONG_LISTS = new Set(['orderList', 'customerList']);
/** Smaller answers are read on the page: a worker's round trip is not worth it under ~150 orders. */
export const OFF_THREAD_BYTES = 256 * 1024;

type Outcome = { value: unknown } | { answer: unknown } | { fallback: true };
type Handler = (message: ReaderMessage | { type: 'stopped' }) => void;

/** undefined: not tried yet; null: no worker on this page. */
let worker: Worker | null | undefined;
const jobs = new Map<number, Handler>();
let nextId = 1;

function reader(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    // The worker's file, next to the chunks. A browser starts a worker only from the page's own
    // origin: with the bundle on a CDN, a worker of the page's own (a blob) imports it, which the
    // CORS headers the CDN sends for the chunks allow. A policy without `worker-src blob:` refuses
    // that one: then `onerror` below, and the page reads long lists itself.
    const file = new URL(listReaderUrl, import.meta.url);
    const start = file.origin === location.origin ? file : URL.createObjectURL(new Blob([`import ${JSON.stringify(file.href)};`], { type: 'text/javascript' }));
    worker = new Worker(start, { type: 'module', name: 'partsfront-list-reader' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<ReaderMessage>) => jobs.get(event.data.id)?.(event.data);
  // It could not load (a policy, a network failure) or it failed: its jobs are read on the page.
  worker.onerror = (event) => {
    event.preventDefault();
    stop();
  };
  return worker;
}

function stop() {
  worker?.terminate();
  worker = null;
  const waiting = [...jobs.values()];
  jobs.clear();
  for (const handler of waiting) handler({ type: 'stopped' });
}

/** Starts the worker ahead of a long answer (when a long page is asked for), so that it is ready when the answer arrives. */
export function warmListReader(): void {
  reader();
}

/**
 * Reads a long list answer in the worker: resolves with `{value}` (the answer read, exactly what
 * `parseInChunks` gives), `{answer}` (not a long list: the parsed answer, for the page to read as
 * any other) or `{fallback}` (the worker stopped: read it on the page). Null when the answer is not
 * one to read this way. A malformed answer fails as on the page, with the same drift notes.
 */
export function readLongListOffThread(name: string, bytes: ArrayBuffer | undefined, contentType: string, firstRows: FirstRows<unknown>, signal?: AbortSignal): Promise<Outcome> | null {
  if (!LONG_LISTS.has(name) || !bytes || bytes.byteLength < OFF_THREAD_BYTES) return null;
  const thread = reader();
  if (!thread) return null;
  const id = nextId++;
  return new Promise<Outcome>((resolve, reject) => {
    let head: { results: unknown[] } | null = null;
    const results: unknown[] = [];
    const finish = () => {
      jobs.delete(id);
      signal?.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      finish();
      reject(new ApiError('aborted', 'Request superseded.'));
    };
    const note = (dropped: Difference[]) => {
      for (const d of dropped) noteDrift(name, d.path, d.came, false);
    };
    signal?.addEventListener('abort', aborted);
    jobs.set(id, (message) => {
      switch (message.type) {
        case 'head':
          // A second head replaces the first (the worker's early read of the text, set right by the whole parse).
          note(message.dropped);
          head = message.head as { results: unknown[] };
          results.length = 0;
          results.push(...head.results);
          firstRows.show(head);
          return;
        case 'rows':
          note(message.dropped);
          for (const row of message.rows) results.push(row);
          return;
        case 'done':
          finish();
          return resolve({ value: { ...head, results } });
        case 'answer':
          finish();
          return resolve({ answer: message.answer });
        case 'malformed':
          finish();
          note(message.dropped);
          noteDrift(name, message.needed.path, message.needed.came, true);
          return reject(new ApiError('malformed', text(apiTexts, 'unreadable')));
        case 'failed':
          finish();
          return reject(new ApiError('malformed', message.message));
        case 'stopped':
          finish();
          return resolve({ fallback: true });
      }
    });
    // A copy, not a transfer: should the worker stop, the page still holds the bytes to read.
    const job: ReaderJob = { id, name, bytes, contentType, firstCount: firstRows.count };
    thread.postMessage(job);
  });
}
