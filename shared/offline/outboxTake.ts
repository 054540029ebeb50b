import { text } from '../texts';
import { offlineTexts } from './texts';
import { createStore } from 'zustand/vanilla';
import { publishCart, type Cart, type CartChange } from '../cart';
import type { AddToCartAnswer } from '../api/shapes/cart';
import { ApiError } from '../api/errors';
import { isOnline, setWaiting } from './connection';
import { ob, setOb, TEMP, type Op } from './outboxState';
import { plainLine, project, type LineNote } from './project';
import { partsMemory } from './partsCache';
import { save } from './outboxStorage';
import { drain } from './outboxReplay';

/**
 * Taking the clerk's changes: each becomes a kept change (an `Op`) shown at once, and is sent
 * in its turn (./outboxReplay.ts); what the screens show is the projection (./project.ts) of
 * the store's last cart with the kept changes on top.
 */
export const T_WAITING_ORDER = offlineTexts.en.waitingOrder;
const waitingOrder = () => text(offlineTexts, 'waitingOrder');

/** The note on each line of the cart shown (by line key). */
export const lineNotes = createStore<{ notes: Record<string, LineNote> }>(() => ({ notes: {} }));

/** The projection of `base` with what is kept now; its line notes are published. */
function projected(base: Cart): Cart {
  const { ops, refused, keyMap } = ob();
  const { cart, notes } = project(base, ops, refused, keyMap);
  lineNotes.setState({ notes });
  return cart;
}

/** The cart view the cart domain publishes through: every store cart becomes the confirmed one. */
export function view(cart: Cart): Cart {
  setOb({ confirmed: cart });
  // The store's last word (customer, vehicle, PO numbers included) is kept too.
  void save();
  return projected(cart);
}

export const shown = (): Cart | null => {
  const { confirmed } = ob();
  return confirmed ? projected(confirmed) : null;
};

/** After every change of what is kept: the screens, the banner's count, storage, and who waited for none to wait. */
export function changed(): void {
  const { confirmed, ops } = ob();
  if (confirmed) publishCart(confirmed);
  setWaiting('cart', ops.length, ops[0]?.at ?? null);
  void save();
  if (!ops.length) {
    const done = ob().flushWaiters;
    setOb({ flushWaiters: [] });
    done.forEach((w) => w.resolve());
  }
}

export function heldAnswer(op: Op): unknown {
  const cart = shown();
  if (op.kind === 'add') return { success: '', total_items: cart?.total_items } satisfies AddToCartAnswer;
  return cart;
}

/** Every caller still waiting gets the cart as it is now shown: its change is kept. */
export function releaseWaiters(): void {
  const { waiters, flushWaiters } = ob();
  setOb({ waiters: {}, flushWaiters: [] });
  for (const [id, w] of Object.entries(waiters)) {
    const op = ob().ops.find((o) => o.id === id);
    w.resolve(op ? heldAnswer(op) : shown());
  }
  flushWaiters.forEach((w) => w.reject(new ApiError('network', waitingOrder())));
}

function newId(): string {
  const seq = ob().seq + 1;
  setOb({ seq });
  return `${Date.now().toString(36)}${seq.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The kept change a clerk's change becomes; null when only the screen had what it changes. */
function toOp(change: CartChange): Op | null {
  const id = newId();
  const at = Date.now();
  const now = shown();
  const { refused, keyMap, ops, draining, confirmed } = ob();
  switch (change.kind) {
    case 'add': {
      const productId = String(change.input.product_id);
      const line = now?.products.find((p) => plainLine(p, productId) && lineNotes.getState().notes[String(p.key)]?.state !== 'refused');
      const product = partsMemory().byId[productId] ?? null;
      return { id, at, kind: 'add', lineKey: line ? String(line.key) : `${TEMP}${id}`, productId, added: change.input.quantity, quantity: (line?.quantity ?? 0) + change.input.quantity, product };
    }
    case 'edit': {
      // A refused line's quantity: only the screen has that line.
      if (refused.some((r) => r.ghost?.key === change.key)) {
        setOb({ refused: refused.map((r) => (r.ghost?.key === change.key ? { ...r, ghost: { ...r.ghost, quantity: change.quantity } } : r)) });
        return null;
      }
      return { id, at, kind: 'edit', lineKey: change.key, quantity: change.quantity };
    }
    case 'remove': {
      // A refused line the clerk takes off: only the screen had it.
      if (refused.some((r) => r.ghost?.key === change.key)) {
        setOb({ refused: refused.filter((r) => r.ghost?.key !== change.key) });
        return null;
      }
      // A line made offline whose changes all still wait (none under way): it never reaches the store.
      if (change.key.startsWith(TEMP) && !keyMap[change.key] && !draining) {
        const mine = (o: Op) => ('lineKey' in o && o.lineKey === change.key) || (o.kind === 'po' && o.lines.some((l) => l.cart_key === change.key));
        if (ops.some((o) => o.kind !== 'po' && mine(o))) {
          setOb({ ops: ops.filter((o) => !mine(o)) });
          return null;
        }
      }
      return { id, at, kind: 'remove', lineKey: change.key };
    }
    case 'po':
      return { id, at, kind: 'po', lines: change.lines.map((l) => ({ ...l })), applyToAll: change.applyToAll };
    case 'custom':
      return { id, at, kind: 'custom', lineKey: `${TEMP}${id}`, fields: { ...change.fields }, before: (confirmed?.products ?? []).filter((p) => p.is_custom).map((p) => String(p.key)) };
  }
}

/** The outbox's `submit` (shared/cart's CartOutbox): the change is kept, then sent in its turn. */
export function submit(change: CartChange): Promise<unknown> {
  const op = toOp(change);
  // The clerk acted on a line the store refused a change of: the refusal has been seen.
  const touched = change.kind === 'po' ? change.lines.map((l) => l.cart_key) : 'key' in change ? [change.key] : [];
  if (touched.length) setOb({ refused: ob().refused.filter((r) => r.ghost || !touched.includes(r.lineKey)) });
  if (!op) {
    changed();
    return Promise.resolve(shown());
  }
  setOb({ ops: [...ob().ops, op], seen: { ...ob().seen, [op.id]: true } });
  if (!isOnline()) {
    // Kept: the replay reads the cart first.
    setOb({ replaying: true, needRead: true });
    changed();
    return Promise.resolve(heldAnswer(op));
  }
  changed();
  const answer = new Promise((resolve, reject) => setOb({ waiters: { ...ob().waiters, [op.id]: { resolve, reject } } }));
  void drain();
  return answer;
}

/** Resolves once nothing waits to be sent; rejects while changes wait and the store cannot be reached. */
export function flushed(): Promise<void> {
  if (!ob().ops.length) return Promise.resolve();
  if (!isOnline()) return Promise.reject(new ApiError('store', waitingOrder()));
  return new Promise((resolve, reject) => {
    setOb({ flushWaiters: [...ob().flushWaiters, { resolve, reject }] });
    void drain();
  });
}
