import { publishCart } from '../cart';
import { isOnline } from './connection';
import { offlineStore } from './storage';
import { ob, setOb, type Op, type Refusal, type SavedCart } from './outboxState';
import { changed } from './outboxTake';
import { drain } from './outboxReplay';

/**
 * The outbox in the register's storage (IndexedDB), per order: the store's last cart, the
 * changes since, the refusals. Several tabs of one register write the same record, so a write
 * never replaces it whole: it is read and written in one step (`OfflineStore.update`), keeping
 * the changes and refusals of the other tabs (those this tab never held, `seen`) beside its own.
 */
export const CURRENT_KEY = 'cart:current';
export const cartKey = (orderId: string | number | null | undefined) => `cart:${orderId ? String(orderId) : 'new'}`;

/** This tab's record merged into the stored one: the other tabs' waiting changes and refusals stay. */
export function merge(stored: SavedCart | undefined, mine: Omit<SavedCart, 'v' | 'savedAt'>, seen: Record<string, true>, savedAt: number): SavedCart {
  const theirs = stored?.v === 1 ? stored : undefined;
  const otherOps = (theirs?.ops ?? []).filter((o) => !seen[o.id]);
  const otherRefused = (theirs?.refused ?? []).filter((r) => r.opId !== undefined && !seen[r.opId]);
  // In the order they were made, whichever tab made them (a stable sort keeps this tab's order).
  const ops: Op[] = [...otherOps, ...mine.ops].sort((a, b) => a.at - b.at);
  const refused: Refusal[] = [...otherRefused, ...mine.refused];
  return { v: 1, confirmed: mine.confirmed ?? theirs?.confirmed ?? null, ops, refused, keyMap: { ...theirs?.keyMap, ...mine.keyMap }, savedAt };
}

/**
 * Writes what is kept, in turn; the record is taken when its turn comes. A record with nothing
 * waiting (the page's first read of the store's cart, often answered before storage is) waits
 * until what the last page kept has been read back: written first, it erased the change a reload
 * had cut mid-replay. A record with changes of this page goes at once: they must outlive it.
 */
export function save(): Promise<unknown> {
  const { restoring, ops, refused } = ob();
  if (restoring && !ops.length && !refused.length) {
    void restoring.then(save);
    return ob().saving;
  }
  const saving = ob()
    .saving.then(() => {
      const { confirmed, ops: now, refused: refusals, keyMap, seen } = ob();
      const key = cartKey(confirmed?.order_id);
      const store = offlineStore();
      const at = Date.now();
      return Promise.all([store.update<SavedCart>(key, (stored) => merge(stored, { confirmed, ops: now, refused: refusals, keyMap }, seen, at)), store.set(CURRENT_KEY, key)]);
    })
    .catch(() => undefined);
  setOb({ saving });
  return saving;
}

/** Resolves once what was kept so far is in storage (tests, and before a reload). */
export const stored = (): Promise<unknown> => ob().saving;

/** Reads back what the last page (or another tab) kept, and sends what waited. */
export async function restore(): Promise<void> {
  try {
    const store = offlineStore();
    const key = await store.get<string>(CURRENT_KEY);
    const record = key ? await store.get<SavedCart>(key) : undefined;
    if (!record || record.v !== 1) return;
    // Nothing waited: the store's own cart is read as usual (the kept one is only older).
    if (!record.ops.length && !record.refused.length) {
      if (!isOnline() && !ob().confirmed && record.confirmed) publishCart(record.confirmed);
      return;
    }
    // A change kept before the reload may have been under way when the page went: each is reconciled.
    const { ops, refused, keyMap, confirmed, seen } = ob();
    const mine = new Set(ops.map((o) => o.id));
    const held = { ...seen };
    for (const o of record.ops) held[o.id] = true;
    for (const r of record.refused) if (r.opId) held[r.opId] = true;
    setOb({
      ops: [...record.ops.filter((o) => !mine.has(o.id)), ...ops],
      refused: [...record.refused, ...refused],
      keyMap: { ...record.keyMap, ...keyMap },
      confirmed: confirmed ?? record.confirmed,
      seen: held,
      replaying: true,
      needRead: true,
    });
    changed();
    void drain();
  } catch {
    // Nothing readable kept: the cart is read from the store as usual.
  }
}
