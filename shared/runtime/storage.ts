/**
 * Local storage that keeps working when the browser refuses it (private mode, full quota,
 * disabled cookies throw on access): values then live in memory for the page's lifetime.
 */
/** Values the browser would not keep (storage missing, or it threw on write): served from here. */
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
  let raw: string | null = memory.get(key) ?? null;
  if (raw === null) {
    try {
      raw = store()?.getItem(PREFIX + key) ?? null;
    } catch {
      raw = null;
    }
  }
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    const s = store();
    if (!s) throw new Error('no storage');
    s.setItem(PREFIX + key, raw);
    memory.delete(key);
  } catch {
    // Quota or privacy mode: keep it in memory for this page.
    memory.set(key, raw);
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
