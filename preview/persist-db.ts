import { getItem, removeItem, setItem } from './tabStorage';
import { db, type MockDb } from '../mocks/db';
import { sessionSharing } from '../mocks/router';

/**
 * In the browser, MSW's handlers run in the page, so the mock store's state (cart, wishlist,
 * vehicle...) would start from the seed on every page load. The preview keeps it across pages
 * of one tab, like a PHP session: saved to sessionStorage when the page goes away, restored
 * before the mock store starts. "Reset store data" in the switches panel forgets it.
 */
const DB_KEY = 'pf-preview-db';
let skipSave = false;

/**
 * What one PHP session holds for every tab of a browser: the cart, the wishlist and compare
 * lists, the shopper's vehicle. The preview keeps them in localStorage, read before each answer
 * and written after each one, so a cart changed in one tab is the store's cart in the others
 * (the widgets there hear of the change and read it again).
 */
const SHARED = ['cart', 'lists', 'ymm'] as const;
const SHARED_KEY = 'pf-preview-session';
let sharing = false;
let shared = '';

function readShared(): void {
  if (!sharing) return;
  try {
    const raw = getItem('local', SHARED_KEY);
    if (!raw || raw === shared) return;
    shared = raw;
    const saved = JSON.parse(raw) as Partial<MockDb>;
    for (const key of SHARED) {
      const fresh = db[key];
      if (saved[key] && typeof saved[key] === 'object' && fresh && typeof fresh === 'object') Object.assign(fresh, saved[key]);
    }
  } catch {
    // storage blocked or unreadable: this tab keeps its own session
  }
}

// After every answer, a read's too: some of the store's reads change the session (a vehicle
// remembered, a cart's codes checked), and a tab's next page must not restore an older copy.
function writeShared(): void {
  if (!sharing) return;
  try {
    const raw = JSON.stringify(Object.fromEntries(SHARED.map((key) => [key, db[key]])));
    if (raw === shared) return;
    shared = raw;
    setItem('local', SHARED_KEY, raw);
  } catch {
    // storage full or blocked: the other tabs keep theirs
  }
}

/** Shares the session's state with the browser's other preview tabs (not on a gallery state's page). */
export function shareSession(): void {
  sharing = true;
  readShared();
  sessionSharing.before = readShared;
  sessionSharing.after = writeShared;
}

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
  sharing = false;
  try {
    removeItem('session', DB_KEY);
    removeItem('local', SHARED_KEY);
  } catch {
    // storage blocked: nothing was saved either
  }
}
