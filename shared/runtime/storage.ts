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

/**
 * A one-shot message for the next page of this tab (sessionStorage): a save that sends the
 * browser elsewhere leaves its success text, and the page it lands on takes it once and shows it.
 * Storage that throws (privacy mode, quota) loses the message, never the page.
 */
const FLASH_PREFIX = 'pf:flash:';

export function leaveFlash(key: string, text: string): void {
  try {
    window.sessionStorage.setItem(FLASH_PREFIX + key, text);
  } catch {
    // No session storage: the next page has nothing to say.
  }
}

/** The message left for this page under `key`, removed as it is read (a reload does not show it again). */
export function takeFlash(key: string): string | null {
  try {
    const text = window.sessionStorage.getItem(FLASH_PREFIX + key);
    if (text !== null) window.sessionStorage.removeItem(FLASH_PREFIX + key);
    return text;
  } catch {
    return null;
  }
}
