/**
 * Where the register keeps what must outlive a reload or a closed tab while the store cannot be
 * reached (the POS cart's waiting changes, the payments taken offline, the parts it looked up):
 * a small key-value store. In the browser it is IndexedDB (one database, one object store),
 * used directly through the few calls below; where IndexedDB is missing or refused (jsdom, a
 * browser's private mode that blocks it) the same interface is kept in memory, which lasts as
 * long as the page.
 *
 * A browser may also refuse storage outright: a store page framed cross-site with third-party
 * storage blocked throws `SecurityError` from the `indexedDB` getter itself, or fails
 * `indexedDB.open`. The register then works as before, in memory, and `storageRefused` says so
 * (the connection banner tells the clerk once that changes cannot outlive this page).
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** True once the browser refused the register its storage (kept in memory for the page's life instead). */
export const storageRefused = createStore<{ refused: boolean }>(() => ({ refused: false }));
const refuse = () => {
  if (!storageRefused.getState().refused) storageRefused.setState({ refused: true });
};
export const useStorageRefused = (): boolean => useStore(storageRefused, (s) => s.refused);
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Reads `key`, and writes what `change` makes of it, as one step: two tabs updating one record
   * at once each see the other's write (an IndexedDB readwrite transaction; memory is one thread).
   */
  update<T>(key: string, change: (stored: T | undefined) => T): Promise<void>;
}

/** Values are copied in and out, as IndexedDB's structured clone does: nothing shares references. */
const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export function memoryStore(): OfflineStore & { dump(): Record<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => copy(data.get(key) as T | undefined),
    set: async (key, value) => void data.set(key, copy(value)),
    delete: async (key) => void data.delete(key),
    update: async <T>(key: string, change: (stored: T | undefined) => T) => void data.set(key, copy(change(copy(data.get(key) as T | undefined)))),
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
export function indexedDbStore(name = DB_NAME, idb: IDBFactory = indexedDB): OfflineStore {
  let opened: Promise<IDBDatabase | null> | null = null;
  const fallback = memoryStore();
  const refused = (resolve: (db: null) => void) => {
    refuse();
    resolve(null);
  };
  const open = () =>
    (opened ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const req = idb.open(name, 1);
        req.onupgradeneeded = () => req.result.createObjectStore(STORE);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => refused(resolve);
        req.onblocked = () => refused(resolve);
      } catch {
        refused(resolve);
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
    update: async <T>(key: string, change: (stored: T | undefined) => T) => {
      const db = await open();
      if (!db) return fallback.update(key, change);
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      // The put is made in the get's success, inside the same transaction: no other tab writes between.
      const read = store.get(key) as IDBRequest<T | undefined>;
      read.onsuccess = () => void store.put(copy(change(read.result)), key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
    },
  };
}

/** The page's store once chosen (null: not yet, or a test asked for a fresh default). */
const chosen = createStore<{ current: OfflineStore | null }>(() => ({ current: null }));

/**
 * The browser's IndexedDB, or null: missing (jsdom; no browser the register supports lacks it),
 * or refused (the getter throws SecurityError in a cross-site frame with storage blocked).
 */
function browserIndexedDb(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    refuse();
    return null;
  }
}

/** The page's store: IndexedDB when the browser has it and allows it, else memory. */
export function offlineStore(): OfflineStore {
  const { current } = chosen.getState();
  if (current) return current;
  const idb = browserIndexedDb();
  const store = idb ? indexedDbStore(DB_NAME, idb) : memoryStore();
  chosen.setState({ current: store });
  return store;
}

/** Tests: another store (a memory one that outlives a "reload"), or null for a fresh default. */
export function setOfflineStore(store: OfflineStore | null): void {
  chosen.setState({ current: store });
  if (!store) storageRefused.setState({ refused: false });
}
