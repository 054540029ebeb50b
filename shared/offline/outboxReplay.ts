import { inCartOrder, publishCart, tellOtherTabs, type Cart, type CartProduct } from '../cart';
import { addToCart, editCart, getCart, removeFromCart } from '../api/cart';
import { addCustomProduct, applyPoNumber, type PosCart } from '../api/pos-cart';
import { ApiError } from '../api/errors';
import { check, isOnline } from './connection';
import { oneTabAtATime } from './oneTab';
import { ob, resolveKey, setOb, TEMP, type Op } from './outboxState';
import { customLine, newLine, plainLine } from './project';
import { changed, heldAnswer, releaseWaiters, shown } from './outboxTake';

/**
 * Sending the kept changes, one at a time, in the order they were made. A change nothing waited
 * before is sent as made; one that waited (an outage, a lost answer, a reload) is REPLAYED: the
 * cart is read again first, and it sends only what is still needed to reach what the clerk saw
 * (a line's quantity, never another "add one"; a removal only when the line is still there; a
 * custom product only when the store has no such new line), so it is never applied twice.
 */
type Outcome = { answer?: unknown; refusal?: string };

const key = (k: string) => resolveKey(ob().keyMap, k);

export const read = (): Promise<Cart> => {
  const mine = ob().epoch;
  return inCartOrder(async () => {
    const cart = await getCart();
    if (mine === ob().epoch) publishCart(cart);
    return cart;
  });
};

/** Maps a line made offline to the store's line once the store has it. */
function claim(tempKey: string, storeKey: string | number | undefined): void {
  if (storeKey !== undefined && tempKey.startsWith(TEMP)) setOb({ keyMap: { ...ob().keyMap, [tempKey]: String(storeKey) } });
}

/**
 * The key a line was first shown under: a line shown at once under its temporary key keeps that
 * key (as a React key) once the store has it under its own. The screen updates the line in place
 * (its "Not yet sent" goes, nothing else moves) instead of dropping it and drawing a new one,
 * which flickered and lost the focus of a clerk already in its quantity.
 */
export function shownKeyOf(lineKey: string | number): string {
  const store = String(lineKey);
  const { keyMap } = ob();
  for (const temp in keyMap) if (keyMap[temp] === store) return temp;
  return store;
}

function findPlain(cart: Cart, op: Extract<Op, { kind: 'add' }>): CartProduct | undefined {
  const k = key(op.lineKey);
  return cart.products.find((p) => String(p.key) === k) ?? cart.products.find((p) => plainLine(p, op.productId));
}

function newCustomLine(cart: Cart, op: Extract<Op, { kind: 'custom' }>, sameQuantity: boolean): CartProduct | undefined {
  const claimed = new Set(Object.values(ob().keyMap));
  return cart.products.filter(
    (p) => p.is_custom && p.name === op.fields.name && !op.before.includes(String(p.key)) && !claimed.has(String(p.key)) && (!sameQuantity || p.quantity === op.fields.quantity),
  ).at(-1);
}

const editAnswer = (cart: Cart): Outcome => ({ answer: cart, refusal: cart.error || cart.error_message || undefined });

/** Sends the change as the clerk made it (it was never sent, and nothing waited before it). */
function sendAsMade(op: Op): Promise<Outcome> {
  const mine = ob().epoch;
  const publish = (cart: Cart) => mine === ob().epoch && publishCart(cart);
  return inCartOrder(async () => {
    switch (op.kind) {
      case 'add': {
        const answer = await addToCart({ product_id: op.productId, quantity: op.added });
        const cart = await getCart();
        claim(op.lineKey, findPlain(cart, op)?.key);
        publish(cart);
        return { answer };
      }
      case 'edit': {
        const cart = await editCart(key(op.lineKey), op.quantity);
        publish(cart);
        return editAnswer(cart);
      }
      case 'remove': {
        await removeFromCart(key(op.lineKey));
        const cart = await getCart();
        publish(cart);
        return { answer: cart };
      }
      case 'po': {
        await applyPoNumber(op.lines.map((l) => ({ ...l, cart_key: key(l.cart_key) })), op.applyToAll);
        const cart = await getCart();
        publish(cart);
        return { answer: cart };
      }
      case 'custom': {
        const cart = await addCustomProduct(op.fields);
        claim(op.lineKey, newCustomLine(cart, op, false)?.key);
        publish(cart);
        return { answer: cart };
      }
    }
  });
}

/**
 * Sends what is still needed of a change that waited, against the cart just read (`confirmed`):
 * it may have reached the store already (its answer lost), so it is compared before anything is sent.
 */
function sendWhatIsNeeded(op: Op): Promise<Outcome> {
  const mine = ob().epoch;
  const publish = (cart: Cart) => mine === ob().epoch && publishCart(cart);
  return inCartOrder(async () => {
    const cart = ob().confirmed!;
    switch (op.kind) {
      case 'add': {
        const line = findPlain(cart, op);
        if (line) {
          claim(op.lineKey, line.key);
          if (line.quantity >= op.quantity) return {};
          const next = await editCart(String(line.key), op.quantity);
          publish(next);
          return editAnswer(next);
        }
        await addToCart({ product_id: op.productId, quantity: op.quantity });
        const next = await getCart();
        claim(op.lineKey, findPlain(next, op)?.key);
        publish(next);
        return {};
      }
      case 'edit': {
        const k = key(op.lineKey);
        if (k.startsWith(TEMP)) {
          // A line made offline that the store never took: its add's refusal is on screen already,
          // and the line kept there takes the quantity.
          setOb({ refused: ob().refused.map((r) => (r.ghost?.key === op.lineKey ? { ...r, ghost: { ...r.ghost, quantity: op.quantity } } : r)) });
          return {};
        }
        const line = cart.products.find((p) => String(p.key) === k);
        if (line && line.quantity === op.quantity) return {};
        const next = await editCart(k, op.quantity);
        publish(next);
        return editAnswer(next);
      }
      case 'remove': {
        const k = key(op.lineKey);
        if (!cart.products.some((p) => String(p.key) === k)) return {};
        await removeFromCart(k);
        publish(await getCart());
        return {};
      }
      case 'po': {
        const lines = op.lines.map((l) => ({ ...l, cart_key: key(l.cart_key) })).filter((l) => !l.cart_key.startsWith(TEMP));
        if (!lines.length) return {};
        const po = lines[0].po_number;
        const targets = op.applyToAll ? cart.products : cart.products.filter((p) => lines.some((l) => l.cart_key === String(p.key)));
        if (targets.length && targets.every((p) => p.po_number === (op.applyToAll ? po : lines.find((l) => l.cart_key === String(p.key))?.po_number))) return {};
        await applyPoNumber(lines, op.applyToAll);
        publish(await getCart());
        return {};
      }
      case 'custom': {
        const there = newCustomLine(cart, op, true);
        if (there) {
          claim(op.lineKey, there.key);
          return {};
        }
        const next = await addCustomProduct(op.fields);
        claim(op.lineKey, newCustomLine(next, op, false)?.key);
        publish(next);
        return {};
      }
    }
  });
}

/** The line a refused change stays on, and the line kept on screen when the store never had it. */
function refuse(op: Op, text: string): void {
  const before = shown();
  const { confirmed, refused } = ob();
  if (op.kind === 'add' || op.kind === 'custom') {
    const k = key(op.lineKey);
    const inStore = confirmed?.products.some((p) => String(p.key) === k);
    const line = before?.products.find((p) => String(p.key) === k) ?? (op.kind === 'add' ? newLine(op) : customLine(op));
    setOb({ refused: [...refused, { lineKey: k, text, ghost: inStore ? null : { ...line, key: op.lineKey }, opId: op.id }] });
  } else if (op.kind === 'po') {
    setOb({ refused: [...refused, ...op.lines.map((l) => ({ lineKey: key(l.cart_key), text, ghost: null, opId: op.id }))] });
  } else {
    setOb({ refused: [...refused, { lineKey: key(op.lineKey), text, ghost: null, opId: op.id }] });
  }
}

const unanswered = (e: unknown) => e instanceof ApiError && e.kind === 'network';
export const REPLAY_RETRY_MS = 5000;

/** One tab of the register at a time sends (./oneTab.ts); a tab that waited for another reads the cart first. */
export const drain = (): Promise<void> =>
  ob().draining
    ? Promise.resolve()
    : oneTabAtATime((waited) => {
        if (waited) setOb({ replaying: true, needRead: true });
        return drainHere();
      });

/** The first kept change is done with: off the list, its caller forgotten. */
function done(op: Op): void {
  const waiters = { ...ob().waiters };
  delete waiters[op.id];
  setOb({ ops: ob().ops.filter((o) => o.id !== op.id), waiters });
}

/** Offline, going back online sends them; a store that answers the probe gets them again shortly. */
function retryLater(e: unknown): void {
  const later = () => {
    const { retryTimer } = ob();
    if (retryTimer) clearTimeout(retryTimer);
    setOb({
      retryTimer: setTimeout(() => {
        setOb({ retryTimer: null });
        void drain();
      }, REPLAY_RETRY_MS),
    });
  };
  if (unanswered(e)) void check().then((reachable) => reachable && later());
  else later();
}

/** Sends the kept changes, one at a time, in the order they were made, while the store answers. */
async function drainHere(): Promise<void> {
  if (ob().draining) return;
  setOb({ draining: true });
  const mine = ob().epoch;
  try {
    while (ob().ops.length && isOnline()) {
      const op = ob().ops[0];
      const waiter = ob().waiters[op.id];
      const asMade = !ob().replaying;
      let outcome: Outcome;
      try {
        if (ob().replaying && ob().needRead) {
          await read();
          setOb({ needRead: false });
        }
        outcome = asMade ? await sendAsMade(op) : await sendWhatIsNeeded(op);
        if (mine !== ob().epoch) return;
      } catch (e) {
        if (mine !== ob().epoch) return;
        if (e instanceof ApiError && e.kind === 'store') {
          outcome = { refusal: e.message };
          if (waiter && asMade) {
            // Its caller shows the store's words, as without the outbox.
            done(op);
            waiter.reject(e);
            changed();
            continue;
          }
        } else if (unanswered(e) || !(waiter && asMade)) {
          // No answer (or an unreadable one while replaying): the change may have reached the
          // store. It stays first; the next attempt reads the cart before sending anything.
          setOb({ replaying: true, needRead: true });
          releaseWaiters();
          changed();
          retryLater(e);
          return;
        } else {
          // A failed server on a change sent as made: its caller says so, as without the outbox.
          done(op);
          waiter.reject(e);
          changed();
          continue;
        }
      }
      done(op);
      if (outcome.refusal && !(waiter && asMade)) refuse(op, outcome.refusal);
      changed();
      if (waiter) {
        const cart = shown();
        waiter.resolve(op.kind === 'add' ? (outcome.answer ?? heldAnswer(op)) : { ...cart, ...pickNotes(outcome.answer) });
      }
    }
    if (!ob().ops.length) {
      // What waited is on the store now: the register's other tabs read it.
      if (ob().replaying) tellOtherTabs();
      setOb({ replaying: false, needRead: false });
    }
  } finally {
    if (mine === ob().epoch) setOb({ draining: false });
  }
}

/** The store's words on a cart answer (success, error) carried to the caller with the cart shown. */
function pickNotes(answer: unknown): Partial<PosCart> {
  const a = (answer ?? {}) as Partial<PosCart>;
  const out: Partial<PosCart> = {};
  if (a.success !== undefined) out.success = a.success;
  if (a.error !== undefined) out.error = a.error;
  if (a.error_message !== undefined) out.error_message = a.error_message;
  return out;
}
