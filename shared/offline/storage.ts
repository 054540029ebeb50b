/**
 * Where the register keeps what must outlive a reload or a closed tab while the store cannot be
 * reached (the POS cart's waiting changes, the payments taken offline, the parts it looked up):
 * a small key-value store. In the browser it is IndexedDB (one database, one object store),
 * used directly through the few calls below; where IndexedDB is missing or refused (jsdom, a
 * browser's private mode that blocks it) the same interface is kept in memory, which lasts as
 * long as the page.
 */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Values are copied in and out, as IndexedDB's structured clone does: nothing shares references. */
const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export function memoryStore(): OfflineStore & { dump(): Record<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => copy(data.get(key) as T | undefined),
    set: async (key, value) => void data.set(key, copy(value)),
    delete: async (key) => void data.delete(key),
    dump: () => Object.fromEntries([...data].map(([k, v]) => [k, copy(v)])),
  };
}

export const DB_NAME = 'partsfront-offline';
const STORE = 'kv';

const done = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** The browser's IndexedDB behind the interface; falls back to memory when it cannot be opened. */
export function indexedDbStore(name = DB_NAME): OfflineStore {
  let opened: Promise<IDBDatabase | null> | null = null;
  const fallback = memoryStore();
  const open = () =>
    (opened ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const req = indexedDB.open(name, 1);
        req.onupgradeneeded = () => req.result.createObjectStore(STORE);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(null);
        req.onblocked = () => resolve(null);
      } catch {
        resolve(null);
      }
    }));
  const run = async <T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>, instead: () => Promise<T>): Promise<T> => {
    const db = await open();
    if (!db) return instead();
    return done(work(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    get: <T>(key: string) => run<T | undefined>('readonly', (s) => s.get(key) as IDBRequest<T | undefined>, () => fallback.get<T>(key)),
    set: async (key, value) => void (await run('readwrite', (s) => s.put(copy(value), key), () => fallback.set(key, value).then(() => key))),
    delete: async (key) => void (await run<undefined>('readwrite', (s) => s.delete(key), () => fallback.delete(key).then(() => undefined))),
  };
}

let current: OfflineStore | null = null;

/** The page's store: IndexedDB when the browser has it, else memory. */
export function offlineStore(): OfflineStore {
  return (current ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore());
}

/** Tests: another store (a memory one that outlives a "reload"), or null for a fresh default. */
export function setOfflineStore(store: OfflineStore | null): void {
  current = store;
}
