/**
 * Barcode scanners type like a keyboard, only much faster: a burst of characters a few
 * milliseconds apart, ended by Enter. People type 80 ms or more between keys.
 *
 * `createScanTracker` tells a burst from typing, from key names and times alone.
 * `listenForScans` watches a page's keys (capture phase, so it sees them before any field):
 * when a burst ends, its Enter goes nowhere else, the field the burst landed in gets back the
 * value it had before the burst (a quantity or price field never changes), and `onScan` gets
 * the code. Keys are never held back, so a person's typing is never lost.
 */
export const SCAN_MAX_GAP_MS = 50;
export const SCAN_MIN_LENGTH = 4;

export type ScanStep =
  /** A key of ordinary typing (or the first key of what may become a burst). */
  | { kind: 'key'; first: boolean }
  /** A key inside a burst. */
  | { kind: 'burst' }
  /** Enter closing a burst: the scanned code. */
  | { kind: 'scan'; code: string }
  /** Enter, a control key or anything else that is not part of a burst. */
  | { kind: 'other' };

export interface ScanTrackerOptions {
  maxGapMs?: number;
  minLength?: number;
}

export function createScanTracker({ maxGapMs = SCAN_MAX_GAP_MS, minLength = SCAN_MIN_LENGTH }: ScanTrackerOptions = {}) {
  let code = '';
  let last = Number.NEGATIVE_INFINITY;
  let fast = false;
  const reset = () => {
    code = '';
    fast = false;
    last = Number.NEGATIVE_INFINITY;
  };
  return {
    /** Feeds one keydown (`event.key`, time in ms). */
    key(key: string, time: number): ScanStep {
      const quick = time - last <= maxGapMs;
      if (key === 'Enter') {
        const done = fast && quick && code.length >= minLength ? code : null;
        reset();
        return done === null ? { kind: 'other' } : { kind: 'scan', code: done };
      }
      if (key.length !== 1) {
        // Shift is how a scanner types capitals: it neither breaks nor extends a burst.
        if (key !== 'Shift') reset();
        return { kind: 'other' };
      }
      last = time;
      if (!quick || code === '') {
        code = key;
        fast = false;
        return { kind: 'key', first: true };
      }
      code += key;
      fast = true;
      return { kind: 'burst' };
    },
    reset,
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (el: EventTarget | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Puts a value back the way a person would, so React's onChange sees it. */
function restore(field: Field, value: string): void {
  if (field.value === value) return;
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export interface ListenOptions extends ScanTrackerOptions {
  now?: () => number;
}

/**
 * Calls `onScan(code)` for every scanner burst typed while the page has focus anywhere. Returns
 * the function that stops listening.
 */
export function listenForScans(doc: Document, onScan: (code: string) => void, { now = () => Date.now(), ...options }: ListenOptions = {}): () => void {
  const tracker = createScanTracker(options);
  let snapshot: { field: Field; value: string } | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) {
      tracker.reset();
      return;
    }
    const step = tracker.key(event.key, now());
    if (step.kind === 'key' && step.first) {
      // The value before the burst's first character lands (keydown comes before the input).
      snapshot = isField(event.target) ? { field: event.target, value: event.target.value } : null;
    } else if (step.kind === 'scan') {
      event.preventDefault();
      event.stopPropagation();
      if (snapshot?.field.isConnected) restore(snapshot.field, snapshot.value);
      snapshot = null;
      onScan(step.code);
    }
  };
  doc.addEventListener('keydown', onKey, true);
  return () => doc.removeEventListener('keydown', onKey, true);
}
