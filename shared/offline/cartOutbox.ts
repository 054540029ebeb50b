import { createStore } from 'zustand/vanilla';
import { inCartOrder, publishCart, setCartOutbox, setCartView, tellOtherTabs, type Cart, type CartChange, type CartOutbox, type CartProduct } from '../cart';
import { addToCart, editCart, getCart, removeFromCart } from '../api/cart';
import { addCustomProduct, applyPoNumber, lookupProducts, type CustomProductFields, type PoNumberLine, type PosCart } from '../api/pos-cart';
import * as v from 'valibot';
import { LookupProductShape, type AddToCartAnswer, type LookupProduct } from '../api/shapes/cart';
import { ApiError } from '../api/errors';
import { formatMoney, isPositive, lineTotal, subtract, sum } from '../money';
import { check, connection, isOnline, setWaiting, watchConnection } from './connection';
import { offlineStore } from './storage';
import { oneTabAtATime } from './oneTab';

/**
 * The POS register's cart outbox. While the register is open every change the clerk
 * can make without the store — a scan's add of a part looked up before, a quantity, a removal,
 * PO numbers, a custom product — goes through here, in the order it was made:
 *
 * - online, each is sent in its turn exactly as before and its caller gets the store's answer;
 * - when the store cannot be reached (or a change's answer is lost on the way) the change is
 *   kept: the screen shows it at once on top of the cart the store last confirmed, its line
 *   marked "Not yet sent", and its caller gets that cart;
 * - everything is kept in the register's storage (IndexedDB) per order — the store's last cart,
 *   the changes since, the refusals — so a reload or a tab opened later shows the same screen;
 * - back online it REPLAYS: the cart is read again first, and each kept change sends only what
 *   is still needed to reach what the clerk saw (a line's quantity, never another "add one";
 *   a removal only when the line is still there; a custom product only when the store has no
 *   such new line), so a change whose answer was lost is never applied twice;
 * - a change the store refuses on replay stays on its line with the store's words (a refused
 *   add keeps its line, marked), until the clerk removes it or changes the line again.
 */

/** What the register remembers of a part it looked up (the lookup's Product, as the store sent it). */
type CachedProduct = LookupProduct;

type OpBody =
  | { kind: 'add'; lineKey: string; productId: string; added: number; quantity: number; product: CachedProduct | null }
  | { kind: 'edit'; lineKey: string; quantity: number }
  | { kind: 'remove'; lineKey: string }
  | { kind: 'po'; lines: PoNumberLine[]; applyToAll: boolean }
  | { kind: 'custom'; lineKey: string; fields: CustomProductFields; before: string[] };
export type Op = { id: string; at: number } & OpBody;

interface Refusal {
  lineKey: string;
  text: string;
  /** A refused add or custom product: the line the clerk saw, kept on screen with the refusal. */
  ghost: CartProduct | null;
}

/** What one record in storage holds (key `cart:<order id or "new">`; `cart:current` names the latest). */
export interface SavedCart {
  v: 1;
  confirmed: Cart | null;
  ops: Op[];
  refused: Refusal[];
  keyMap: Record<string, string>;
  savedAt: number;
}

export type LineNote = { state: 'waiting' } | { state: 'refused'; text: string };
/** The note on each line of the cart shown (by line key). */
export const lineNotes = createStore<{ notes: Record<string, LineNote> }>(() => ({ notes: {} }));

export const T_NOT_SENT = 'Not yet sent';
export const T_REFUSED = (text: string) => `Not applied: the store said "${text}"`;
export const T_NOT_SEEN = (code: string) => `"${code}" has not been looked up on this register before, so it cannot be added offline. Scan it again when the store answers.`;
export const T_WAITING_ORDER = 'Changes are waiting to be sent: the order can be saved once the store answers.';
export const NOT_SENT_TOTAL = 'Not yet sent (before tax)';
const TEMP = 'offline-';

// ---------------------------------------------------------------------------------------------
// State (one register per page)
// ---------------------------------------------------------------------------------------------

let confirmed: Cart | null = null;
let ops: Op[] = [];
let refused: Refusal[] = [];
/** Lines made offline (`offline-…`) → the store's key once the store has them. */
let keyMap: Record<string, string> = {};
/** Changes that waited (an outage, a lost answer, a reload): each is reconciled against a fresh read. */
let replaying = false;
let needRead = false;
let draining = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let seq = 0;
/** Bumped by `resetCartOutbox`: a send under way from before it publishes nothing and stops. */
let epoch = 0;
const waiters = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
let flushWaiters: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];

const newId = () => `${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const resolveKey = (key: string) => keyMap[key] ?? key;
const plainLine = (p: CartProduct, productId: string) => !p.is_custom && String(p.product_id ?? '') === productId && !p.selected_options.length;

// ---------------------------------------------------------------------------------------------
// The cart as the clerk sees it: the store's last cart with the kept changes on top
// ---------------------------------------------------------------------------------------------

function newLine(op: Extract<Op, { kind: 'add' }>): CartProduct {
  const p = op.product;
  const price = p ? (p.special ?? p.price ?? p.unit_price ?? null) : null;
  return {
    key: op.lineKey,
    name: p?.name ?? `Product #${op.productId}`,
    quantity: op.quantity,
    minimum: p?.minimum ?? 1,
    unit_price: price ?? '',
    ...(price !== null ? { unit_price_value: price } : {}),
    selected_options: [],
    links: { view: p?.links?.view ?? '' },
    thumbnails: { cart: '' },
    aaia: p?.aaia ?? '',
    mpn: p?.mpn ?? '',
    enough_inventory: true,
    show_stock_warning: false,
    oos_text: '',
    rebates: { unique: [] },
    upc: p?.ean ?? '',
    product_id: op.productId,
    po_number: '',
    order_product_id: null,
    is_custom: false,
    labor: null,
  };
}

function customLine(op: Extract<Op, { kind: 'custom' }>): CartProduct {
  const price = Number(op.fields.price) || 0;
  return { ...newLine({ kind: 'add', id: op.id, at: op.at, lineKey: op.lineKey, productId: '0', added: op.fields.quantity, quantity: op.fields.quantity, product: null }), name: op.fields.name, unit_price: price, unit_price_value: price, product_id: '0', is_custom: true };
}

const lineMoney = (lines: readonly CartProduct[]) =>
  sum('0', ...lines.map((l) => {
    const unit = l.unit_price_value ?? (typeof l.unit_price === 'number' ? l.unit_price : null);
    return unit === null ? '0' : lineTotal(unit, l.quantity);
  }));

/** The cart the clerk sees: `base` (the store's) with every kept change applied, in order. */
export function project(base: Cart): Cart {
  const products: CartProduct[] = base.products.map((p) => ({ ...p }));
  const notes: Record<string, LineNote> = {};
  const find = (key: string) => products.find((p) => String(p.key) === resolveKey(key));
  const mark = (key: string | number) => void (notes[String(key)] = { state: 'waiting' });
  for (const op of ops) {
    switch (op.kind) {
      case 'add': {
        const line = find(op.lineKey) ?? products.find((p) => plainLine(p, op.productId));
        if (line) line.quantity = op.quantity;
        else products.push(newLine(op));
        mark(line?.key ?? op.lineKey);
        break;
      }
      case 'edit': {
        const line = find(op.lineKey) ?? refused.find((r) => r.ghost?.key === op.lineKey)?.ghost;
        if (line) {
          line.quantity = op.quantity;
          mark(line.key);
        }
        break;
      }
      case 'remove': {
        const at = products.findIndex((p) => String(p.key) === resolveKey(op.lineKey));
        if (at >= 0) products.splice(at, 1);
        break;
      }
      case 'po': {
        const targets = op.applyToAll ? products : op.lines.map((l) => find(l.cart_key)).filter((l): l is CartProduct => !!l);
        const po = op.lines[0]?.po_number ?? '';
        for (const line of targets) {
          line.po_number = op.applyToAll ? po : (op.lines.find((l) => resolveKey(l.cart_key) === String(line.key))?.po_number ?? po);
          mark(line.key);
        }
        break;
      }
      case 'custom': {
        const line = keyMap[op.lineKey] ? find(op.lineKey) : undefined;
        if (!line) products.push(customLine(op));
        mark(line?.key ?? op.lineKey);
        break;
      }
    }
  }
  for (const r of refused) {
    const line = find(r.lineKey);
    if (line) notes[String(line.key)] = { state: 'refused', text: r.text };
    else if (r.ghost) {
      products.push({ ...r.ghost });
      notes[String(r.ghost.key)] = { state: 'refused', text: r.text };
    }
  }
  lineNotes.setState({ notes });
  if (!ops.length && !refused.length) return base;
  const delta = subtract(lineMoney(products.filter((p) => notes[String(p.key)]?.state !== 'refused')), lineMoney(base.products));
  const totals = [...base.totals];
  if (Number(delta) !== 0) {
    totals.push({ code: 'pf_not_sent', title: NOT_SENT_TOTAL, text: `${isPositive(delta) ? '+' : '−'}${formatMoney(isPositive(delta) ? delta : subtract('0', delta))}`, value: Number(delta) });
  }
  return { ...base, products, totals, total_items: products.reduce((n, p) => n + p.quantity, 0) };
}

/** The cart view the cart domain publishes through: every store cart becomes the confirmed one. */
function view(cart: Cart): Cart {
  confirmed = cart;
  // The store's last word (customer, vehicle, PO numbers included) is kept too.
  void save();
  return project(cart);
}

const shown = (): Cart | null => (confirmed ? project(confirmed) : null);

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

export const CURRENT_KEY = 'cart:current';
export const cartKey = (orderId: string | number | null | undefined) => `cart:${orderId ? String(orderId) : 'new'}`;
let saving: Promise<unknown> = Promise.resolve();

/** What the last page kept, being read back (`restore`); null once it is in memory. */
let restoring: Promise<void> | null = null;

/**
 * Writes what is kept, in turn; the record is taken when its turn comes. A record with nothing
 * waiting (the page's first read of the store's cart, often answered before storage is) waits
 * until what the last page kept has been read back: written first, it erased the change a reload
 * had cut mid-replay. A record with changes of this page goes at once: they must outlive it.
 */
function save(): Promise<unknown> {
  if (restoring && !ops.length && !refused.length) {
    void restoring.then(save);
    return saving;
  }
  saving = saving
    .then(() => {
      const record: SavedCart = { v: 1, confirmed, ops, refused, keyMap, savedAt: Date.now() };
      const key = cartKey(confirmed?.order_id);
      const store = offlineStore();
      return Promise.all([store.set(key, record), store.set(CURRENT_KEY, key)]);
    })
    .catch(() => undefined);
  return saving;
}

/** Resolves once what was kept so far is in storage (tests, and before a reload). */
export const stored = (): Promise<unknown> => saving;

async function restore(): Promise<void> {
  try {
    const store = offlineStore();
    const key = await store.get<string>(CURRENT_KEY);
    const record = key ? await store.get<SavedCart>(key) : undefined;
    if (!record || record.v !== 1) return;
    // Nothing waited: the store's own cart is read as usual (the kept one is only older).
    if (!record.ops.length && !record.refused.length) {
      if (!isOnline() && !confirmed && record.confirmed) publishCart(record.confirmed);
      return;
    }
    // A change kept before the reload may have been under way when the page went: each is reconciled.
    const mine = new Set(ops.map((o) => o.id));
    ops = [...record.ops.filter((o) => !mine.has(o.id)), ...ops];
    refused = [...record.refused, ...refused];
    keyMap = { ...record.keyMap, ...keyMap };
    if (!confirmed) confirmed = record.confirmed;
    replaying = true;
    needRead = true;
    changed();
    void drain();
  } catch {
    // Nothing readable kept: the cart is read from the store as usual.
  }
}

// ---------------------------------------------------------------------------------------------
// After every change of what is kept
// ---------------------------------------------------------------------------------------------

function changed(): void {
  if (confirmed) publishCart(confirmed);
  setWaiting('cart', ops.length, ops[0]?.at ?? null);
  void save();
  if (!ops.length) {
    const done = flushWaiters;
    flushWaiters = [];
    done.forEach((w) => w.resolve());
  }
}

/** Every caller still waiting gets the cart as it is now shown: its change is kept. */
function releaseWaiters(): void {
  for (const [id, w] of waiters) {
    const op = ops.find((o) => o.id === id);
    w.resolve(op ? heldAnswer(op) : shown());
  }
  waiters.clear();
  const stuck = flushWaiters;
  flushWaiters = [];
  stuck.forEach((w) => w.reject(new ApiError('network', T_WAITING_ORDER)));
}

function heldAnswer(op: Op): unknown {
  const cart = shown();
  if (op.kind === 'add') return { success: '', total_items: cart?.total_items } satisfies AddToCartAnswer;
  return cart;
}

// ---------------------------------------------------------------------------------------------
// Taking a change
// ---------------------------------------------------------------------------------------------

function toOp(change: CartChange): Op | null {
  const id = newId();
  const at = Date.now();
  const now = shown();
  switch (change.kind) {
    case 'add': {
      const productId = String(change.input.product_id);
      const line = now?.products.find((p) => plainLine(p, productId) && lineNotes.getState().notes[String(p.key)]?.state !== 'refused');
      const product = products.byId[productId] ?? null;
      return { id, at, kind: 'add', lineKey: line ? String(line.key) : `${TEMP}${id}`, productId, added: change.input.quantity, quantity: (line?.quantity ?? 0) + change.input.quantity, product };
    }
    case 'edit': {
      const ghost = refused.find((r) => r.ghost?.key === change.key);
      if (ghost?.ghost) {
        ghost.ghost.quantity = change.quantity;
        return null;
      }
      return { id, at, kind: 'edit', lineKey: change.key, quantity: change.quantity };
    }
    case 'remove': {
      // A refused line the clerk takes off: only the screen had it.
      if (refused.some((r) => r.ghost?.key === change.key)) {
        refused = refused.filter((r) => r.ghost?.key !== change.key);
        return null;
      }
      // A line made offline whose changes all still wait (none under way): it never reaches the store.
      if (change.key.startsWith(TEMP) && !keyMap[change.key] && !draining) {
        const mine = (o: Op) => ('lineKey' in o && o.lineKey === change.key) || (o.kind === 'po' && o.lines.some((l) => l.cart_key === change.key));
        if (ops.some((o) => o.kind !== 'po' && mine(o))) {
          ops = ops.filter((o) => !mine(o));
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

function submit(change: CartChange): Promise<unknown> {
  const op = toOp(change);
  // The clerk acted on a line the store refused a change of: the refusal has been seen.
  const touched = change.kind === 'po' ? change.lines.map((l) => l.cart_key) : 'key' in change ? [change.key] : [];
  if (touched.length) refused = refused.filter((r) => r.ghost || !touched.includes(r.lineKey));
  if (!op) {
    changed();
    return Promise.resolve(shown());
  }
  ops.push(op);
  if (!isOnline()) {
    // Kept: the replay reads the cart first.
    replaying = true;
    needRead = true;
    changed();
    return Promise.resolve(heldAnswer(op));
  }
  changed();
  const answer = new Promise((resolve, reject) => waiters.set(op.id, { resolve, reject }));
  void drain();
  return answer;
}

function flushed(): Promise<void> {
  if (!ops.length) return Promise.resolve();
  if (!isOnline()) return Promise.reject(new ApiError('store', T_WAITING_ORDER));
  return new Promise((resolve, reject) => {
    flushWaiters.push({ resolve, reject });
    void drain();
  });
}

// ---------------------------------------------------------------------------------------------
// Sending, in order
// ---------------------------------------------------------------------------------------------

type Outcome = { answer?: unknown; refusal?: string };

const read = () => {
  const mine = epoch;
  return inCartOrder(async () => {
    const cart = await getCart();
    if (mine === epoch) publishCart(cart);
    return cart;
  });
};

/** Maps a line made offline to the store's line once the store has it. */
function claim(tempKey: string, storeKey: string | number | undefined): void {
  if (storeKey !== undefined && tempKey.startsWith(TEMP)) keyMap[tempKey] = String(storeKey);
}

/**
 * The key a line was first shown under: a line shown at once under its temporary key keeps that
 * key (as a React key) once the store has it under its own. The screen updates the line in place
 * (its "Not yet sent" goes, nothing else moves) instead of dropping it and drawing a new one,
 * which flickered and lost the focus of a clerk already in its quantity.
 */
export function shownKeyOf(key: string | number): string {
  const store = String(key);
  for (const temp in keyMap) if (keyMap[temp] === store) return temp;
  return store;
}

function findPlain(cart: Cart, op: Extract<Op, { kind: 'add' }>): CartProduct | undefined {
  const key = resolveKey(op.lineKey);
  return cart.products.find((p) => String(p.key) === key) ?? cart.products.find((p) => plainLine(p, op.productId));
}

function newCustomLine(cart: Cart, op: Extract<Op, { kind: 'custom' }>, sameQuantity: boolean): CartProduct | undefined {
  const claimed = new Set(Object.values(keyMap));
  return cart.products.filter(
    (p) => p.is_custom && p.name === op.fields.name && !op.before.includes(String(p.key)) && !claimed.has(String(p.key)) && (!sameQuantity || p.quantity === op.fields.quantity),
  ).at(-1);
}

const editAnswer = (cart: Cart): Outcome => ({ answer: cart, refusal: cart.error || cart.error_message || undefined });

/** Sends the change as the clerk made it (it was never sent, and nothing waited before it). */
function sendAsMade(op: Op): Promise<Outcome> {
  const mine = epoch;
  const publish = (cart: Cart) => mine === epoch && publishCart(cart);
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
        const cart = await editCart(resolveKey(op.lineKey), op.quantity);
        publish(cart);
        return editAnswer(cart);
      }
      case 'remove': {
        await removeFromCart(resolveKey(op.lineKey));
        const cart = await getCart();
        publish(cart);
        return { answer: cart };
      }
      case 'po': {
        await applyPoNumber(op.lines.map((l) => ({ ...l, cart_key: resolveKey(l.cart_key) })), op.applyToAll);
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
  const mine = epoch;
  const publish = (cart: Cart) => mine === epoch && publishCart(cart);
  return inCartOrder(async () => {
    const cart = confirmed!;
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
        const key = resolveKey(op.lineKey);
        // A line made offline that the store never took: its add's refusal is on screen already.
        if (key.startsWith(TEMP)) return {};
        const line = cart.products.find((p) => String(p.key) === key);
        if (line && line.quantity === op.quantity) return {};
        const next = await editCart(key, op.quantity);
        publish(next);
        return editAnswer(next);
      }
      case 'remove': {
        const key = resolveKey(op.lineKey);
        if (!cart.products.some((p) => String(p.key) === key)) return {};
        await removeFromCart(key);
        publish(await getCart());
        return {};
      }
      case 'po': {
        const lines = op.lines.map((l) => ({ ...l, cart_key: resolveKey(l.cart_key) })).filter((l) => !l.cart_key.startsWith(TEMP));
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
  if (op.kind === 'add' || op.kind === 'custom') {
    const key = resolveKey(op.lineKey);
    const inStore = confirmed?.products.some((p) => String(p.key) === key);
    const line = before?.products.find((p) => String(p.key) === key) ?? (op.kind === 'add' ? newLine(op) : customLine(op));
    refused.push({ lineKey: key, text, ghost: inStore ? null : { ...line, key: op.lineKey } });
  } else if (op.kind === 'po') {
    for (const l of op.lines) refused.push({ lineKey: resolveKey(l.cart_key), text, ghost: null });
  } else {
    refused.push({ lineKey: resolveKey(op.lineKey), text, ghost: null });
  }
}

const unanswered = (e: unknown) => e instanceof ApiError && e.kind === 'network';
const REPLAY_RETRY_MS = 5000;

/** One tab of the register at a time sends (./oneTab.ts); a tab that waited for another reads the cart first. */
const drain = (): Promise<void> => (draining ? Promise.resolve() : oneTabAtATime((waited) => ((replaying ||= waited), (needRead ||= waited), drainHere())));

/** Sends the kept changes, one at a time, in the order they were made, while the store answers. */
async function drainHere(): Promise<void> {
  if (draining) return;
  draining = true;
  const mine = epoch;
  try {
    while (ops.length && isOnline()) {
      const op = ops[0];
      const waiter = waiters.get(op.id);
      const asMade = !replaying;
      let outcome: Outcome;
      try {
        if (replaying && needRead) {
          await read();
          needRead = false;
        }
        outcome = asMade ? await sendAsMade(op) : await sendWhatIsNeeded(op);
        if (mine !== epoch) return;
      } catch (e) {
        if (mine !== epoch) return;
        if (e instanceof ApiError && e.kind === 'store') {
          outcome = { refusal: e.message };
          if (waiter && asMade) {
            // Its caller shows the store's words, as without the outbox.
            ops.shift();
            waiters.delete(op.id);
            waiter.reject(e);
            changed();
            continue;
          }
        } else if (unanswered(e) || !(waiter && asMade)) {
          // No answer (or an unreadable one while replaying): the change may have reached the
          // store. It stays first; the next attempt reads the cart before sending anything.
          replaying = true;
          needRead = true;
          releaseWaiters();
          changed();
          // Offline, going back online sends them; a store that answers the probe gets them again shortly.
          const later = () => {
            if (retryTimer) clearTimeout(retryTimer);
            retryTimer = setTimeout(() => {
              retryTimer = null;
              void drain();
            }, REPLAY_RETRY_MS);
          };
          if (unanswered(e)) void check().then((reachable) => reachable && later());
          else later();
          return;
        } else {
          // A failed server on a change sent as made: its caller says so, as without the outbox.
          ops.shift();
          waiters.delete(op.id);
          waiter.reject(e);
          changed();
          continue;
        }
      }
      ops.shift();
      waiters.delete(op.id);
      if (outcome.refusal && !(waiter && asMade)) refuse(op, outcome.refusal);
      changed();
      if (waiter) {
        const cart = shown();
        waiter.resolve(op.kind === 'add' ? (outcome.answer ?? heldAnswer(op)) : { ...cart, ...pickNotes(outcome.answer) });
      }
    }
    if (!ops.length) {
      // What waited is on the store now: the register's other tabs read it.
      if (replaying) tellOtherTabs();
      replaying = false;
      needRead = false;
    }
  } finally {
    if (mine === epoch) draining = false;
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

// ---------------------------------------------------------------------------------------------
// The parts the register looked up
// ---------------------------------------------------------------------------------------------

export const PRODUCTS_KEY = 'products';
/** At most this many parts are remembered (the most recent). */
export const PRODUCTS_KEPT = 500;
let products: { byCode: Record<string, string>; byId: Record<string, CachedProduct> } = { byCode: {}, byId: {} };
let productsLoaded: Promise<void> | null = null;

const loadProducts = () =>
  (productsLoaded ??= offlineStore()
    .get<typeof products>(PRODUCTS_KEY)
    .then((saved) => {
      if (saved?.byCode && saved.byId) products = { byCode: { ...saved.byCode, ...products.byCode }, byId: { ...saved.byId, ...products.byId } };
    })
    .catch(() => undefined));

function remember(code: string, found: readonly CachedProduct[]): void {
  for (const p of found) {
    const id = String(p.product_id);
    delete products.byId[id];
    products.byId[id] = p;
  }
  if (found[0]) products.byCode[code.trim().toLowerCase()] = String(found[0].product_id);
  const ids = Object.keys(products.byId);
  for (const id of ids.slice(0, Math.max(0, ids.length - PRODUCTS_KEPT))) delete products.byId[id];
  for (const [c, id] of Object.entries(products.byCode)) if (!products.byId[id]) delete products.byCode[c];
  void offlineStore().set(PRODUCTS_KEY, products).catch(() => undefined);
}

/** A code as scanned and as the store writes it, compared alike: case and spaces do not count. */
const sameCode = (a: string) => a.toUpperCase().replace(/\s+/g, '');

/**
 * The parts on the cart shown are parts the register knows, looked up on it or not (a cart the
 * store sent with lines rung up elsewhere, or before a reload): a scan of a line's part number,
 * brand and part number, UPC, SKU or product id finds that line's product, so offline it raises
 * the line's quantity like any other scan. Only plain lines (no options, not custom): those are
 * the lines a scan's add lands on.
 */
function lineOnScreen(code: string): CachedProduct | undefined {
  const wanted = sameCode(code);
  if (!wanted) return undefined;
  const line = shown()?.products.find((p) => {
    if (p.is_custom || p.selected_options.length || p.product_id === undefined) return false;
    const known = products.byId[String(p.product_id)];
    return [p.mpn, p.upc, `${p.aaia}${p.mpn}`, String(p.product_id), known?.sku, known?.ean, known?.mpn].some((c) => !!c && sameCode(c) === wanted);
  });
  if (!line || line.product_id === undefined) return undefined;
  const productId = String(line.product_id);
  const known = products.byId[productId];
  if (known) return known;
  // The line's own fields stand in for the lookup's answer (the add only needs id, name and minimum).
  const read = v.safeParse(LookupProductShape, { product_id: productId, name: line.name, mpn: line.mpn, ean: line.upc, minimum: line.minimum, links: { view: line.links?.view ?? '' } });
  return read.success ? read.output : undefined;
}

/**
 * The product lookup (GET /api/products/lookup) through the register's memory of parts: online
 * it asks the store and remembers what it found, with its price; when the store cannot be
 * reached it answers from that memory, and a code never seen is a refusal in plain words.
 */
export async function lookupPart(code: string, signal?: AbortSignal): Promise<LookupProduct[]> {
  await loadProducts();
  const fromMemory = () => {
    const id = products.byCode[code.trim().toLowerCase()];
    const product = (id ? products.byId[id] : undefined) ?? lineOnScreen(code);
    if (!product) throw new ApiError('store', T_NOT_SEEN(code));
    return [product];
  };
  if (!isOnline()) return fromMemory();
  try {
    const found = await lookupProducts(code, signal);
    remember(code, found);
    return found;
  } catch (e) {
    if (unanswered(e)) return fromMemory();
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Opening the register
// ---------------------------------------------------------------------------------------------

const outbox = { submit, flushed } as CartOutbox;
let users = 0;
let stopWatch: (() => void) | null = null;
let stopListening: (() => void) | null = null;

/**
 * Opens the register's outbox (the POS cart does while mounted): the cart domain sends the
 * changes through it, the store's carts are shown with the kept changes on top, the connection is
 * watched (probe: the cart's getData), what was kept before a reload comes back, and going back
 * online sends what waited. Returns the function that closes it.
 */
export function openCartOutbox(): () => void {
  if (users++ === 0) {
    setCartView(view);
    setCartOutbox(outbox);
    stopWatch = watchConnection(() => getCart());
    stopListening = connection.subscribe((s, prev) => {
      if (!s.online || prev.online) return;
      // Back: read the cart again (the screen then shows the store's answer) and send what waited.
      needRead = true;
      if (ops.length) {
        replaying = true;
        void drain();
      } else void read().then(() => (needRead = false), () => undefined);
    });
    void loadProducts();
    // Read back before a record with nothing waiting is written (see save).
    const reading: Promise<void> = restore().finally(() => {
      if (restoring === reading) restoring = null;
    });
    restoring = reading;
    // Ask the browser to keep the register's storage rather than clear it under disk pressure.
    void navigator.storage?.persist?.().catch(() => undefined);
  }
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    if (--users > 0) return;
    setCartView(null);
    setCartOutbox(null);
    stopWatch?.();
    stopListening?.();
    stopWatch = stopListening = null;
  };
}

/** Tests: forgets everything in memory (storage is the test's own). */
export function resetCartOutbox(): void {
  epoch++;
  confirmed = null;
  ops = [];
  refused = [];
  keyMap = {};
  replaying = needRead = draining = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  waiters.clear();
  flushWaiters = [];
  products = { byCode: {}, byId: {} };
  productsLoaded = null;
  saving = Promise.resolve();
  restoring = null;
  lineNotes.setState({ notes: {} }, true);
}

/** Tests: what is kept now. */
export const outboxState = () => ({ confirmed, ops: [...ops], refused: [...refused], keyMap: { ...keyMap }, replaying });
