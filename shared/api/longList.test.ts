import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, need, optional, pagedList, text, amount } from './shape';
import { readLongList, ROWS_A_MESSAGE, type ReaderJob, type ReaderMessage } from './longList';
import { LONG_LISTS, OFF_THREAD_BYTES, readLongListOffThread } from './offThread';
import { LONG_LIST_SHAPES } from './longListShapes';
import { parseAnswer } from './parse';
import { clearDrift } from './drift';
import { ApiError } from './errors';

const row = v.object({ order_id: need(id, 'the row key'), total: amount, note: optional(text, '') });
const list = pagedList(row);
const rowsOf = (n: number, extra: (i: number) => object = () => ({})) => Array.from({ length: n }, (_, i) => ({ order_id: i + 1, total: `${i}.50`, note: 'Customer asked for the receipt by email; brake pads and rotors, front axle.', ...extra(i) }));
const answer = (results: unknown[]) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: results.length, position: `1 to ${results.length} of ${results.length}` });
const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value)).buffer as ArrayBuffer;
const job = (value: unknown, firstCount = 50): ReaderJob => ({ id: 7, name: 'orderList', bytes: bytes(value), contentType: 'application/json; charset=utf-8', firstCount });

function run(value: unknown, firstCount = 50) {
  const messages: ReaderMessage[] = [];
  readLongList(job(value, firstCount), list, (m) => messages.push(m));
  return messages;
}

afterEach(() => {
  clearDrift();
  vi.unstubAllGlobals();
});

describe('the list reader (off the page): a long answer read in the worker', () => {
  it('posts the first rows read through the whole shape, then the rest in order and in chunks, exactly what the page would read', () => {
    const sent = answer(rowsOf(1200));
    const messages = run(sent);
    expect(messages.map((m) => m.type)).toEqual(['head', 'rows', 'rows', 'rows', 'done']);
    const head = messages[0] as Extract<ReaderMessage, { type: 'head' }>;
    expect((head.head as { results: unknown[] }).results).toHaveLength(50);
    const rest = messages.filter((m): m is Extract<ReaderMessage, { type: 'rows' }> => m.type === 'rows');
    expect(rest.map((m) => m.rows.length)).toEqual([ROWS_A_MESSAGE, ROWS_A_MESSAGE, 1200 - 50 - 2 * ROWS_A_MESSAGE]);
    const whole = { ...(head.head as object), results: [...(head.head as { results: unknown[] }).results, ...rest.flatMap((m) => m.rows)] };
    expect(whole).toEqual(parseAnswer('orderList', list, sent));
  });

  it('names a dropped optional field by its row, and stops at a row missing what the screen needs', () => {
    const drifted = run(answer(rowsOf(300, (i) => (i === 120 ? { note: { html: true } } : {}))));
    expect(drifted.at(-1)?.type).toBe('done');
    expect(drifted.flatMap((m) => ('dropped' in m ? m.dropped : []))).toEqual([{ path: 'results.120.note', came: expect.stringContaining('html') }]);

    const broken = run(answer(rowsOf(300, (i) => (i === 200 ? { order_id: null } : {}))));
    expect(broken.map((m) => m.type)).toEqual(['head', 'malformed']);
    expect((broken[1] as Extract<ReaderMessage, { type: 'malformed' }>).needed.path).toBe('results.200.order_id');
  });

  it("hands back what is not a long list (a refusal, a short page) for the page to read, and an unreadable body as failed", () => {
    expect(run({ error: 'Please log in.' })).toEqual([{ id: 7, type: 'answer', answer: { error: 'Please log in.' } }]);
    expect(run(answer(rowsOf(10)))[0].type).toBe('answer');
    expect(run('<html>Fatal error</html>')).toEqual([{ id: 7, type: 'failed', message: 'The store sent an answer that could not be read.' }]);
    expect(run('')).toEqual([{ id: 7, type: 'failed', message: 'The store sent an empty answer.' }]);
  });

  it('posts the first rows cut from the text before parsing all of it (spec 5 "Lists": the rows first, the fields after)', () => {
    // A row far down the answer is broken: the whole parse fails, after the first rows were posted.
    const text = JSON.stringify(answer(rowsOf(800))).replace('"order_id":700,', '"order_id":700,,');
    const messages = run(text);
    expect(messages.map((m) => m.type)).toEqual(['head', 'failed']);
    const head = (messages[0] as Extract<ReaderMessage, { type: 'head' }>).head as { results: Array<{ order_id: unknown }>; total_items: number; position: string };
    expect(head.results.map((r) => r.order_id)).toEqual(rowsOf(50).map((r) => String(r.order_id)));
    // The list's own fields, from after the rows.
    expect(head.total_items).toBe(800);
    expect(head.position).toBe('1 to 800 of 800');
  });

  it('sets the early head right when the whole answer reads otherwise, and reads other layouts whole first', () => {
    // A field after the rows holding a `]`: the cut from the end misreads the list's fields.
    const sent = { ...answer(rowsOf(300)), notes: ['[later]'] };
    const messages = run(sent);
    expect(messages.slice(0, 2).map((m) => m.type)).toEqual(['head', 'head']);
    expect(messages.at(-1)?.type).toBe('done');
    const heads = messages.filter((m): m is Extract<ReaderMessage, { type: 'head' }> => m.type === 'head');
    expect(heads).toHaveLength(2);
    expect((heads[1].head as { total_items: number }).total_items).toBe(300);
    const rest = messages.filter((m): m is Extract<ReaderMessage, { type: 'rows' }> => m.type === 'rows');
    expect({ ...(heads[1].head as object), results: [...(heads[1].head as { results: unknown[] }).results, ...rest.flatMap((m) => m.rows)] }).toEqual(parseAnswer('orderList', list, sent));

    // The list's fields first: nothing is cut early, the head comes from the whole parse, once.
    const { results, ...fields } = answer(rowsOf(300));
    const fieldsFirst = run(JSON.stringify({ ...fields, results }));
    expect(fieldsFirst.filter((m) => m.type === 'head')).toHaveLength(1);
    // Escaped quotes and brackets inside the first rows' texts do not end a row early.
    const tricky = answer(rowsOf(120, (i) => ({ note: i % 2 ? 'He said "front ]} pads" \\' : '{[ "x" ]}' })));
    const read = run(tricky);
    expect(read.filter((m) => m.type === 'head')).toHaveLength(1);
    expect(((read[0] as Extract<ReaderMessage, { type: 'head' }>).head as { results: Array<{ note: string }> }).results[1].note).toBe('He said "front ]} pads" \\');
  });

  it('knows the same lists on both sides: the page by name, the worker with their schemas', () => {
    expect([...LONG_LISTS].sort()).toEqual(Object.keys(LONG_LIST_SHAPES).sort());
  });
});

/** A stand-in for the browser's Worker: runs the reader on the next task, as a worker would answer. */
function fakeWorker(behaviour: 'reads' | 'fails to load') {
  const made: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((event: { data: ReaderMessage }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    terminated = false;
    constructor(public url: URL) {
      made.push(this);
    }
    postMessage(data: ReaderJob) {
      setTimeout(() => {
        if (behaviour === 'fails to load') return this.onerror?.({ preventDefault: () => undefined });
        readLongList(data, list, (m) => this.onmessage?.({ data: m }));
      }, 0);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

describe('the page side of the list reader', () => {
  it('shows the first rows as soon as the worker posts them and resolves with the whole answer, noting drift on the page', async () => {
    vi.resetModules();
    const made = fakeWorker('reads');
    const { readLongListOffThread: read } = await import('./offThread');
    const { driftSeen: seen } = await import('./drift');
    const sent = answer(rowsOf(3000, (i) => (i === 2500 ? { note: { html: true } } : {})));
    const shown: unknown[] = [];
    const value = bytes(sent);
    expect(value.byteLength).toBeGreaterThan(OFF_THREAD_BYTES);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await read('orderList', value, 'application/json', { count: 50, show: (head) => shown.push(head) });
    expect(made).toHaveLength(1);
    expect(shown).toHaveLength(1);
    expect((shown[0] as { results: unknown[] }).results).toHaveLength(50);
    expect(outcome).toEqual({ value: parseAnswer('orderList', list, sent) });
    expect(seen().map((d) => d.path)).toContain('results[].note');
    expect(warn).toHaveBeenCalled();
  });

  it('shows the head again when the whole answer sets the early one right, and resolves with the whole answer alone', async () => {
    vi.resetModules();
    fakeWorker('reads');
    const { readLongListOffThread: read } = await import('./offThread');
    const sent = { ...answer(rowsOf(3000)), notes: ['[later]'] };
    const shown: Array<{ total_items: number; results: unknown[] }> = [];
    const outcome = await read('orderList', bytes(sent), 'application/json', { count: 50, show: (head) => shown.push(head as (typeof shown)[number]) });
    expect(shown.map((h) => [h.results.length, h.total_items])).toEqual([[50, 0], [50, 3000]]);
    // The first head's rows are not counted twice.
    expect(outcome).toEqual({ value: parseAnswer('orderList', list, sent) });
  });

  it('fails a malformed long answer as the page would, and is superseded by an abort', async () => {
    vi.resetModules();
    fakeWorker('reads');
    const { readLongListOffThread: read } = await import('./offThread');
    const broken = bytes(answer(rowsOf(3000, (i) => (i === 2999 ? { order_id: null } : {}))));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(read('orderList', broken, 'application/json', { count: 50, show: () => undefined })).rejects.toMatchObject({ kind: 'malformed' });
    const controller = new AbortController();
    const pending = read('orderList', bytes(answer(rowsOf(3000))), 'application/json', { count: 50, show: () => undefined }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toEqual(new ApiError('aborted', 'Request superseded.'));
  });

  it('leaves the answer to the page when no worker can load (a policy, another origin), and for short answers and other calls', async () => {
    vi.resetModules();
    const made = fakeWorker('fails to load');
    const { readLongListOffThread: read } = await import('./offThread');
    const long = bytes(answer(rowsOf(3000)));
    expect(await read('orderList', long, 'application/json', { count: 50, show: () => undefined })).toEqual({ fallback: true });
    expect(made[0].terminated).toBe(true);
    // Once failed, not tried again on this page.
    expect(read('orderList', long, 'application/json', { count: 50, show: () => undefined })).toBeNull();
    expect(readLongListOffThread('orderList', bytes(answer(rowsOf(20))), 'application/json', { count: 50, show: () => undefined })).toBeNull();
    expect(readLongListOffThread('cart', long, 'application/json', { count: 50, show: () => undefined })).toBeNull();
  });
});
