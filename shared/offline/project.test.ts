import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { CartShape } from '../api/shapes/cart';
import { NOT_SENT_TOTAL, project } from './project';
import type { Op, Refusal } from './outboxState';

/** The projection alone: a store's cart, kept changes and refusals in, the cart shown out; no storage, no network. */
const storeCart = () => v.parse(CartShape, renderCart(db.cart, db.ymm));
const part = { product_id: '901', name: 'Cabin Air Filter', mpn: 'CF-1', ean: '0123', minimum: 1, price: 12.5, links: { view: '' } } as unknown as Extract<Op, { kind: 'add' }>['product'];
const add = (id: string, quantity = 1): Op => ({ id, at: 1, kind: 'add', lineKey: `offline-${id}`, productId: '901', added: quantity, quantity, product: part });

describe('project: the cart the clerk sees', () => {
  it('is the store\'s cart itself, with no notes, when nothing waits and nothing was refused', () => {
    const base = storeCart();
    const { cart, notes } = project(base, [], []);
    expect(cart).toBe(base);
    expect(notes).toEqual({});
  });

  it('puts a kept add on a new line marked waiting, and shows its money in a total of its own', () => {
    const base = storeCart();
    const { cart, notes } = project(base, [add('a', 2)], []);
    const line = cart.products.find((p) => p.name === 'Cabin Air Filter');
    expect(line).toMatchObject({ key: 'offline-a', quantity: 2, unit_price_value: 12.5 });
    expect(notes['offline-a']).toEqual({ state: 'waiting' });
    expect(cart.totals.at(-1)).toMatchObject({ title: NOT_SENT_TOTAL, text: '+$25.00', value: 25 });
    expect(cart.total_items).toBe(base.products.reduce((n, p) => n + p.quantity, 0) + 2);
  });

  it('applies edits, PO numbers and removals in order on the store\'s lines, without changing the cart it was given', () => {
    const base = storeCart();
    const before = JSON.stringify(base);
    const [first, second] = base.products;
    const waiting: Op[] = [
      { id: 'e', at: 1, kind: 'edit', lineKey: String(first.key), quantity: 9 },
      { id: 'p', at: 2, kind: 'po', lines: [{ cart_key: String(first.key), name: first.name, po_number: 'PO-1' }], applyToAll: false },
      { id: 'r', at: 3, kind: 'remove', lineKey: String(second.key) },
    ];
    const { cart, notes } = project(base, waiting, []);
    expect(cart.products.find((p) => p.key === first.key)).toMatchObject({ quantity: 9, po_number: 'PO-1' });
    expect(cart.products.some((p) => p.key === second.key)).toBe(false);
    expect(notes[String(first.key)]).toEqual({ state: 'waiting' });
    expect(JSON.stringify(base)).toBe(before);
  });

  it('keeps a refused add\'s line on screen with the store\'s words, and a kept edit of it changes only the screen', () => {
    const base = storeCart();
    const ghost = project(base, [add('g')], []).cart.products.find((p) => p.key === 'offline-g')!;
    const refused: Refusal[] = [{ lineKey: 'offline-g', text: 'Out of stock at this store.', ghost, opId: 'g' }];
    const { cart, notes } = project(base, [{ id: 'e', at: 2, kind: 'edit', lineKey: 'offline-g', quantity: 4 }], refused);
    expect(cart.products.find((p) => p.key === 'offline-g')?.quantity).toBe(4);
    expect(notes['offline-g']).toEqual({ state: 'refused', text: 'Out of stock at this store.' });
    expect(refused[0].ghost?.quantity).toBe(1);
    // A refused line's money is not counted as waiting.
    expect(cart.totals.some((t) => t.title === NOT_SENT_TOTAL)).toBe(false);
  });

  it('finds a line made offline under the store\'s key once the store has it', () => {
    const base = storeCart();
    const [first] = base.products;
    const { cart, notes } = project(base, [{ id: 'e', at: 1, kind: 'edit', lineKey: 'offline-x', quantity: 6 }], [], { 'offline-x': String(first.key) });
    expect(cart.products.find((p) => p.key === first.key)?.quantity).toBe(6);
    expect(notes[String(first.key)]).toEqual({ state: 'waiting' });
  });
});
