import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartService, cartSummary } from '../cart';
import { CURRENT_KEY, memoryStore, openCartOutbox, outboxState, setOfflineStore, stored, type SavedCart } from './index';
import { merge } from './outboxStorage';
import type { Op } from './outboxState';

/**
 * Two tabs of one register write the same record in the register's storage. Each tab is its own
 * copy of the modules (as two tabs are two pages), on one storage: a change waiting in one tab
 * must not be lost when the other writes its own.
 */
const goOffline = () => window.dispatchEvent(new Event('offline'));
const edit = (id: string, lineKey: string, quantity: number, at: number): Op => ({ id, at, kind: 'edit', lineKey, quantity });

/** Another tab: fresh copies of the cart domain and the outbox, nothing shared with this one but storage. */
async function otherTab() {
  vi.resetModules();
  const cart = await import('../cart');
  const offline = await import('./index');
  return { cart, offline };
}

let closeOther: (() => void) | null = null;
afterEach(() => {
  closeOther?.();
  closeOther = null;
});

describe('two tabs of one register', () => {
  it('each keeps the other\'s waiting change when it writes its own', async () => {
    const storage = memoryStore();
    setOfflineStore(storage);
    const closeA = openCartOutbox();
    await cartService.refresh();
    const [first, second] = cartSummary.getState().cart!.products;

    const b = await otherTab();
    b.offline.setOfflineStore(storage);
    const closeB = b.offline.openCartOutbox();
    await b.cart.cartService.refresh();
    closeOther = () => {
      closeB();
      b.offline.resetCartOutbox();
      b.offline.resetConnection();
    };

    goOffline();
    await cartService.edit(String(first.key), 5);
    await stored();
    await b.cart.cartService.edit(String(second.key), 7);
    await b.offline.stored();
    // Tab A writes again (another change of its own) after B's write.
    await cartService.edit(String(first.key), 6);
    await stored();

    const key = (await storage.get<string>(CURRENT_KEY))!;
    const record = (await storage.get<SavedCart>(key))!;
    const kept = record.ops.map((o) => (o.kind === 'edit' ? `${o.lineKey}=${o.quantity}` : o.kind));
    expect(kept).toEqual([`${first.key}=5`, `${second.key}=7`, `${first.key}=6`]);
    // Each tab still shows, and will send, only its own.
    expect(outboxState().ops.map((o) => o.id)).toHaveLength(2);
    expect(b.offline.outboxState().ops).toHaveLength(1);
    closeA();
  });
});

describe('merge: a tab\'s record written into the stored one', () => {
  it('keeps the changes of other tabs, drops those this tab held and sent, and keeps the order they were made in', () => {
    const stored: SavedCart = {
      v: 1,
      confirmed: null,
      ops: [edit('theirs', 'k1', 2, 10), edit('sent-here', 'k2', 3, 5)],
      refused: [
        { lineKey: 'k3', text: 'No.', ghost: null, opId: 'theirs-refused' },
        { lineKey: 'k4', text: 'No.', ghost: null, opId: 'seen-refused' },
      ],
      keyMap: { 'offline-1': '7' },
      savedAt: 1,
    };
    const mine = { confirmed: null, ops: [edit('mine', 'k2', 4, 20), edit('older-mine', 'k5', 1, 1)], refused: [], keyMap: { 'offline-2': '8' } };
    const seen: Record<string, true> = { 'sent-here': true, mine: true, 'older-mine': true, 'seen-refused': true };
    const merged = merge(stored, mine, seen, 99);
    expect(merged.ops.map((o) => o.id)).toEqual(['older-mine', 'theirs', 'mine']);
    expect(merged.refused.map((r) => r.opId)).toEqual(['theirs-refused']);
    expect(merged.keyMap).toEqual({ 'offline-1': '7', 'offline-2': '8' });
    expect(merged.savedAt).toBe(99);
  });
});
