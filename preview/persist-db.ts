import { getItem, removeItem, setItem } from './tabStorage';
import { db, type MockDb } from '../mocks/db';

/**
 * In the browser, MSW's handlers run in the page, so the mock store's state (cart, wishlist,
 * vehicle...) would start from the seed on every page load. The preview keeps it across pages
 * of one tab, like a PHP session: saved to sessionStorage when the page goes away, restored
 * before the mock store starts. "Reset store data" in the switches panel forgets it.
 */
const DB_KEY = 'pf-preview-db';
let skipSave = false;

/**
 * Puts the saved state back over the fresh seed (collection by collection, so new fields keep their
 * seed values), IN PLACE: modules that hold a collection (the customers' one ledger that the cart,
 * the orders and the Credits tab all read) keep seeing the restored data, not the seed.
 */
export function restoreDb(): void {
  try {
    const saved = JSON.parse(getItem('session', DB_KEY) ?? 'null') as Partial<MockDb> | null;
    if (!saved || typeof saved !== 'object') return;
    for (const key of Object.keys(db)) {
      const fresh = db[key];
      const kept = saved[key];
      if (kept && typeof kept === 'object' && fresh && typeof fresh === 'object' && !Array.isArray(fresh)) Object.assign(fresh, kept);
    }
  } catch {
    // nothing saved, or storage blocked: start from the seed
  }
}

export function saveDbOnLeave(): void {
  addEventListener('pagehide', () => {
    if (skipSave) return;
    try {
      setItem('session', DB_KEY, JSON.stringify(db));
    } catch {
      // storage full or blocked: the next page starts from the seed
    }
  });
}

export function clearDb(): void {
  skipSave = true;
  try {
    removeItem('session', DB_KEY);
  } catch {
    // storage blocked: nothing was saved either
  }
}
