/**
 * The preview's own storage (its switches and its mock store's data), which must keep working
 * where the browser refuses storage: a store page framed cross-site with third-party storage
 * blocked throws "The operation is insecure." on every `localStorage` / `sessionStorage` access.
 * There the preview keeps its entries in `window.name`, which lasts across this tab's
 * same-site page loads, so a sale rung up over several pages still finds its cart and orders,
 * as a PHP store's session would. Partsfront itself never uses this: it is the stand-in store's.
 */

type Area = 'local' | 'session';

const NAME_PREFIX = 'pf-preview:';

/** While lent (below), the memory stand-in is not real storage: the preview keeps to window.name. */
let lent = false;

/** Whether each area works, probed once per page: the browser's answer does not change while it is open. */
const usable: Partial<Record<Area, Storage | null>> = {};

function probe(area: Area): Storage | null {
  try {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    // Access alone can succeed where writing throws (a private mode or a full quota).
    const key = '__pf-preview-probe__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return storage;
  } catch {
    return null;
  }
}

function webStorage(area: Area): Storage | null {
  if (lent && area === 'local') return null;
  if (!(area in usable)) usable[area] = probe(area);
  return usable[area] ?? null;
}

function nameEntries(): Record<string, string> {
  if (!window.name.startsWith(NAME_PREFIX)) return {};
  try {
    const parsed = JSON.parse(window.name.slice(NAME_PREFIX.length)) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeNameEntries(entries: Record<string, string>): void {
  window.name = NAME_PREFIX + JSON.stringify(entries);
}

export function getItem(area: Area, key: string): string | null {
  const storage = webStorage(area);
  if (storage) return storage.getItem(key);
  return nameEntries()[`${area}:${key}`] ?? null;
}

export function setItem(area: Area, key: string, value: string): void {
  const storage = webStorage(area);
  if (storage) {
    storage.setItem(key, value);
    return;
  }
  writeNameEntries({ ...nameEntries(), [`${area}:${key}`]: value });
}

export function removeItem(area: Area, key: string): void {
  const storage = webStorage(area);
  if (storage) {
    storage.removeItem(key);
    return;
  }
  const entries = nameEntries();
  delete entries[`${area}:${key}`];
  writeNameEntries(entries);
}

/**
 * MSW, the preview's stand-in store, reads `localStorage` when its module loads (its cookie
 * store) and fails to load where access throws. Where it does, `window.localStorage` is lent a
 * stand-in backed by the preview's window.name entries while the mock store starts, and taken
 * back (access throws again) before Partsfront loads, so Partsfront meets the browser as it is.
 */
export function lendLocalStorage(): () => void {
  if (webStorage('local')) return () => undefined;
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  const standIn = {
    get length() {
      return Object.keys(nameEntries()).filter((k) => k.startsWith('local:')).length;
    },
    key: (i: number) => Object.keys(nameEntries()).filter((k) => k.startsWith('local:'))[i]?.slice(6) ?? null,
    getItem: (key: string) => getItem('local', key),
    setItem: (key: string, value: string) => setItem('local', key, String(value)),
    removeItem: (key: string) => removeItem('local', key),
    clear: () => undefined,
  } as Storage;
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => standIn });
  } catch {
    return () => undefined;
  }
  lent = true;
  return () => {
    lent = false;
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  };
}
