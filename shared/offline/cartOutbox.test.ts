import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { catalog } from '../../mocks/db/catalog';
import { loseAnswers } from '../../tests/utils/lostAnswer';
import { cartService, cartSummary, type CartProduct } from '../cart';
import { resetCartCalls } from '../cart/state';
import {
  connection,
  lineNotes,
  lookupPart,
  memoryStore,
  openCartOutbox,
  outboxState,
  resetCartOutbox,
  setOfflineStore,
  stored,
  NOT_SENT_TOTAL,
  T_NOT_SEEN,
} from './index';

/**
 * The POS cart's changes while the store cannot be reached — kept in order, kept over a
 * reload, replayed against a fresh read of the cart (never applied twice), refusals on their line.
 */

const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const shown = () => cartSummary.getState().cart!;
const shownLine = (name: string) => shown().products.find((p) => p.name === name);
const note = (line: CartProduct | undefined) => (line ? lineNotes.getState().notes[String(line.key)] : undefined);

/** Orderable parts without options that the seed cart lacks. */
function parts(n: number) {
  const found = catalog()
    .map((i) => i.product)
    .filter((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)));
  return found.slice(0, n);
}
const storeLine = (productId: string | number) => db.cart.lines.find((l) => l.product_id === Number(productId));
const storeLineByKey = (key: string | number) => db.cart.lines.find((l) => String(l.key) === String(key));

/** The register's changes the store received, in order (reads left out). */
function recordChanges() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const name = path.split('/').pop()!;
    if (['add', 'edit', 'remove', 'applyPoNumber', 'addCustomProduct'].includes(name)) seen.push(name);
    if (name === 'getData') seen.push('read');
  });
  return seen;
}

async function openRegister() {
  const close = openCartOutbox();
  await cartService.refresh();
  return close;
}

describe('the register offline: the cart outbox', () => {
  it('keeps every change in order while offline, shows them at once, and sends them in that order when the store answers', async () => {
    const close = await openRegister();
    const [a, b] = parts(2);
    await lookupPart(a.upc!);
    await lookupPart(b.upc!);
    const [first, second] = shown().products;
    goOffline();
    expect(connection.getState().online).toBe(false);
    const changes = recordChanges();

    // A scan of a part looked up before comes from the register's memory, with its price.
    const [found] = await lookupPart(b.upc!);
    expect(found.name).toBe(b.name);
    await expect(lookupPart('NEVER-SEEN-123')).rejects.toThrow(T_NOT_SEEN('NEVER-SEEN-123'));
    await cartService.add({ product_id: a.product_id, quantity: 1 });
    await cartService.add({ product_id: b.product_id, quantity: 1 });
    await cartService.edit(String(first.key), 5);
    await cartService.addCustomProduct({ name: 'Shop towels', price: '4.50', quantity: 2, tax_class_id: null });
    await cartService.applyPoNumber([{ cart_key: String(first.key), name: first.name, po_number: 'PO-7' }], false);
    await cartService.remove(String(second.key));

    // On screen at once, each marked, nothing sent.
    expect(changes).toEqual([]);
    expect(shownLine(a.name)).toMatchObject({ quantity: 1, unit_price_value: Number(a.special ?? a.price) });
    expect(note(shownLine(a.name))).toEqual({ state: 'waiting' });
    expect(note(shownLine('Shop towels'))).toEqual({ state: 'waiting' });
    expect(shownLine(first.name)).toMatchObject({ quantity: 5, po_number: 'PO-7' });
    expect(shownLine(second.name)).toBeUndefined();
    expect(shown().totals.at(-1)?.title).toBe(NOT_SENT_TOTAL);
    expect(connection.getState().waiting.cart.count).toBe(6);

    goOnline();
    await eventually(() => expect(outboxState().ops).toEqual([]));
    // The cart read first, then the changes in the order they were made.
    expect(changes[0]).toBe('read');
    expect(changes.filter((c) => c !== 'read')).toEqual(['add', 'add', 'edit', 'addCustomProduct', 'applyPoNumber', 'remove']);
    expect(storeLine(a.product_id)?.quantity).toBe(1);
    expect(storeLine(b.product_id)?.quantity).toBe(1);
    expect(db.cart.lines.find((l) => String(l.key) === String(first.key))).toMatchObject({ quantity: 5, po_number: 'PO-7' });
    expect(db.cart.lines.some((l) => String(l.key) === String(second.key))).toBe(false);
    expect(db.cart.lines.filter((l) => l.custom?.name === 'Shop towels')).toHaveLength(1);
    // The screen shows the store's answer: nothing marked any more.
    expect(lineNotes.getState().notes).toEqual({});
    expect(shown().totals.some((t) => t.title === NOT_SENT_TOTAL)).toBe(false);
    expect(connection.getState().waiting.cart.count).toBe(0);
    close();
  });

  it('brings the kept changes back after a reload (a tab closed offline, opened later) and sends them', async () => {
    const storage = memoryStore();
    setOfflineStore(storage);
    const close = await openRegister();
    const [a] = parts(1);
    await lookupPart(a.upc!);
    const first = shown().products[0];
    goOffline();
    await cartService.add({ product_id: a.product_id, quantity: 1 });
    await cartService.edit(String(first.key), 4);
    await stored();
    close();

    // The page goes: everything in memory is forgotten; the register's storage stays.
    resetCartOutbox();
    cartSummary.setState(cartSummary.getInitialState(), true);
    window.dispatchEvent(new Event('online'));
    // Opened again while the store still cannot be reached: the screen as the clerk left it.
    server.use(http.get('*/checkout/cart/getData', () => HttpResponse.error()));
    const reopened = openCartOutbox();
    await eventually(() => expect(shownLine(a.name)?.quantity).toBe(1));
    expect(note(shownLine(a.name))).toEqual({ state: 'waiting' });
    expect(shownLine(first.name)?.quantity).toBe(4);
    expect(storeLine(a.product_id)).toBeUndefined();
    await eventually(() => expect(connection.getState().online).toBe(false));

    // The store answers again: what waited is sent.
    server.resetHandlers();
    goOnline();
    await eventually(() => expect(outboxState().ops).toEqual([]));
    expect(storeLine(a.product_id)?.quantity).toBe(1);
    expect(db.cart.lines.find((l) => String(l.key) === String(first.key))?.quantity).toBe(4);
    reopened();
  });

  it('a replay cut by a reload is sent again after it: the change leaves storage only once the store answered it', async () => {
    // The register's storage; after the reload its reads answer late (IndexedDB on a busy
    // machine): only once the store's cart has been read and shown.
    const memory = memoryStore();
    let storageLate: Promise<void> | null = null;
    let storageAnswers = () => {};
    const storage = { ...memory, get: async <T,>(key: string) => (await storageLate, memory.get<T>(key)) };
    setOfflineStore(storage);
    const close = await openRegister();
    const first = shown().products[0];
    const before = first.quantity;
    goOffline();
    await cartService.edit(String(first.key), before + 3);
    await stored();

    // The network is back; the replay's edit reaches the wire and is held there...
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let releaseAgain = () => {};
    const heldAgain = new Promise<void>((r) => (releaseAgain = r));
    let sent = 0;
    const hold = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('/checkout/cart/edit') && url.searchParams.get('route') !== 'checkout/cart/edit') return undefined;
      // The reloaded page's replay is held as well, a moment, to see what the banner says meanwhile.
      if (sent++) return void (await heldAgain);
      await held;
      // The reload took the request with it: the store never applied it, and this page is gone.
      return new HttpResponse('', { status: 500 });
    };
    server.use(http.all('*/checkout/cart/edit', hold), http.all('*/index.php', hold));
    goOnline();
    await eventually(() => expect(sent).toBe(1));

    // ...and the page reloads mid-flight: memory is forgotten, the storage stays.
    close();
    resetCartOutbox();
    resetCartCalls();
    cartSummary.setState(cartSummary.getInitialState(), true);
    storageLate = new Promise<void>((r) => (storageAnswers = r));
    const changes = recordChanges();
    const reopened = openCartOutbox();
    // The screen reads the store's cart at once, as the POS cart does on load.
    await cartService.refresh();
    storageAnswers();
    release();

    // The change is back on screen, waiting (the banner counts it), and is sent again.
    await eventually(() => expect(sent).toBe(2));
    expect(connection.getState().waiting.cart.count).toBe(1);
    expect(shownLine(first.name)?.quantity).toBe(before + 3);
    expect(note(shownLine(first.name))).toEqual({ state: 'waiting' });
    expect(storeLineByKey(first.key)?.quantity).toBe(before);
    releaseAgain();
    expect(changes).toContain('edit');
    await eventually(() => expect(storeLineByKey(first.key)?.quantity).toBe(before + 3));
    await eventually(() => expect(outboxState().ops).toEqual([]));
    expect(connection.getState().waiting.cart.count).toBe(0);
    expect(shownLine(first.name)?.quantity).toBe(before + 3);
    reopened();
  });

  it('a change whose answer was lost is not applied twice: the replay reads the cart and sends a quantity, never another add', async () => {
    const close = await openRegister();
    const [a, b] = parts(2);
    await lookupPart(a.upc!);
    await lookupPart(b.upc!);
    await cartService.add({ product_id: a.product_id, quantity: 1 });
    await cartService.add({ product_id: b.product_id, quantity: 1 });
    await eventually(() => expect(storeLine(b.product_id)?.quantity).toBe(1));

    // The store takes the add of a, and its answer is lost.
    const lost = loseAnswers('checkout/cart/add');
    const changes = recordChanges();
    await cartService.add({ product_id: a.product_id, quantity: 1 });
    expect(lost.lost()).toBe(1);
    expect(storeLine(a.product_id)?.quantity).toBe(2);
    expect(note(shownLine(a.name))).toEqual({ state: 'waiting' });
    // Then the network drops before b's add reaches the store.
    goOffline();
    await cartService.add({ product_id: b.product_id, quantity: 1 });
    expect(shownLine(b.name)?.quantity).toBe(2);

    goOnline();
    await eventually(() => expect(outboxState().ops).toEqual([]));
    // a already had what the clerk saw (2): nothing more sent; b reaches 2 with an edit, not an "add one".
    expect(storeLine(a.product_id)?.quantity).toBe(2);
    expect(storeLine(b.product_id)?.quantity).toBe(2);
    expect(changes.filter((c) => c !== 'read')).toEqual(['add', 'edit']);
    close();
  });

  it('a change the store refuses on replay stays on its line with the store\'s words, until the clerk removes it', async () => {
    const close = await openRegister();
    const [a] = parts(1);
    await lookupPart(a.upc!);
    goOffline();
    await cartService.add({ product_id: a.product_id, quantity: 1 });
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json({ error_message: 'Out of stock at this store.' })));
    goOnline();
    await eventually(() => expect(outboxState().ops).toEqual([]));
    const line = shownLine(a.name);
    expect(line).toBeDefined();
    expect(note(line)).toEqual({ state: 'refused', text: 'Out of stock at this store.' });
    expect(storeLine(a.product_id)).toBeUndefined();
    // The clerk takes it off: only the screen had it.
    await cartService.remove(String(line!.key));
    expect(shownLine(a.name)).toBeUndefined();
    expect(outboxState().refused).toEqual([]);
    close();
  });

  it('online, a change goes to the store as made, and its caller gets the store\'s answer', async () => {
    const close = await openRegister();
    const first = shown().products[0];
    const changes = recordChanges();
    const answer = await cartService.edit(String(first.key), 3);
    expect(answer.success).toBeTruthy();
    expect(changes).toEqual(['edit']);
    expect(db.cart.lines[0].quantity).toBe(3);
    expect(lineNotes.getState().notes).toEqual({});
    close();
  });
});
