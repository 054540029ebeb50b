/**
 * Local storage that keeps working when the browser refuses it (private mode, full quota,
 * disabled cookies throw on access): values then live in memory for the page's lifetime.
 */
const memory = new Map<string, string>();
const PREFIX = 'pf:';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, fallback: T): T {
  let raw: string | null | undefined;
  try {
    raw = store()?.getItem(PREFIX + key);
  } catch {
    raw = undefined;
  }
  raw ??= memory.get(key) ?? null;
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  memory.set(key, raw);
  try {
    store()?.setItem(PREFIX + key, raw);
  } catch {
    // Quota or privacy mode: the in-memory copy above still serves this page.
  }
}

export function removeStored(key: string): void {
  memory.delete(key);
  try {
    store()?.removeItem(PREFIX + key);
  } catch {
    // nothing to do
  }
}
