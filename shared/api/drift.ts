/**
 * The drift log: where the store's answers on this page differed from what the widgets read.
 * A field the screen does not need that came in a form that does not read was dropped (the screen
 * went on with its fallback); a needed one failed its answer (`needed: true`, the screen showed an
 * error). Each difference is written to the console once per endpoint and path, and kept here for
 * the preview's switches panel, so a theme developer pointing `baseUrl` at a real store sees them
 * without opening the console. Tiny and free of the client: the preview imports it on every page.
 */
export interface Drift {
  /** The endpoint's name (`orderList`) or the widget's props (`pos-order-view props`). */
  endpoint: string;
  /** Where, with list positions as `[]` (`results[].order_status`). */
  path: string;
  /** The first concrete path seen (`results.3.order_status`). */
  example: string;
  /** What came there, shortened (`"Pending"`, `(missing)`). */
  came: string;
  /** True when the screen needed the field: the answer failed. */
  needed: boolean;
  /** How many times it was seen on this page. */
  count: number;
}

const seen = new Map<string, Drift>();
const listeners = new Set<() => void>();

/** A value as the log shows it: JSON, cut at 60 characters; `(missing)` for a field left out. */
export function shown(value: unknown): string {
  if (value === undefined) return '(missing)';
  const json = JSON.stringify(value);
  if (json === undefined) return String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** Records one difference; the first of its endpoint and path goes to the console. */
export function noteDrift(endpoint: string, example: string, came: string, needed: boolean): void {
  const path = example.replace(/\.(\d+)(?=\.|$)/g, '[]').replace(/^(\d+)(?=\.|$)/, '[]');
  const key = `${endpoint} ${path} ${needed}`;
  const known = seen.get(key);
  if (known) {
    known.count++;
    return;
  }
  seen.set(key, { endpoint, path, example, came, needed, count: 1 });
  console.warn(
    needed
      ? `Partsfront: the store's answer to ${endpoint} lacks what the screen needs at ${example} (got ${came}): the answer could not be read.`
      : `Partsfront: the store's answer to ${endpoint} has ${example} in a form Partsfront does not read (got ${came}); it was left out and the screen goes on.`,
  );
  for (const listener of listeners) listener();
}

/** Every difference seen on this page, in the order first seen. */
export function driftSeen(): Drift[] {
  return [...seen.values()];
}

/** Calls `listener` after each new difference; returns the unsubscribe. */
export function onDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets what was seen (tests). */
export function clearDrift(): void {
  seen.clear();
}
