import { text } from '../texts';
import { offlineTexts } from './texts';
import type { Cart, CartProduct } from '../cart';
import { formatMoney, isPositive, lineTotal, subtract, sum } from '../money';
import { resolveKey, type Op, type Refusal } from './outboxState';

/**
 * The cart as the clerk sees it: the store's last cart with the kept changes on top. Pure: the
 * same cart, changes and refusals give the same screen, whatever storage or the network do.
 */
export type LineNote = { state: 'waiting' } | { state: 'refused'; text: string };

export const NOT_SENT_TOTAL = offlineTexts.en.notSentTotal;

export interface Projection {
  cart: Cart;
  /** The note on each line of the cart shown (by line key). */
  notes: Record<string, LineNote>;
}

/** A plain line of `productId` (no options, not custom): the line a scan's add lands on. */
export const plainLine = (p: CartProduct, productId: string): boolean => !p.is_custom && String(p.product_id ?? '') === productId && !p.selected_options.length;

/** The line an add made offline shows until the store has it, from the part the register looked up. */
export function newLine(op: Extract<Op, { kind: 'add' }>): CartProduct {
  const p = op.product;
  const price = p ? (p.special ?? p.price ?? p.unit_price ?? null) : null;
  return {
    key: op.lineKey,
    name: p?.name ?? text(offlineTexts, 'product', { id: op.productId }),
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

export function customLine(op: Extract<Op, { kind: 'custom' }>): CartProduct {
  const price = Number(op.fields.price) || 0;
  return { ...newLine({ kind: 'add', id: op.id, at: op.at, lineKey: op.lineKey, productId: '0', added: op.fields.quantity, quantity: op.fields.quantity, product: null }), name: op.fields.name, unit_price: price, unit_price_value: price, product_id: '0', is_custom: true };
}

const lineMoney = (lines: readonly CartProduct[]) =>
  sum('0', ...lines.map((l) => {
    const unit = l.unit_price_value ?? (typeof l.unit_price === 'number' ? l.unit_price : null);
    return unit === null ? '0' : lineTotal(unit, l.quantity);
  }));

/**
 * The cart the clerk sees: `base` (the store's) with every waiting change applied, in order, and
 * the refused ones on their lines. `keyMap`: lines made offline that the store has by now.
 */
export function project(base: Cart, waiting: readonly Op[], refused: readonly Refusal[], keyMap: Record<string, string> = {}): Projection {
  const products: CartProduct[] = base.products.map((p) => ({ ...p }));
  const ghosts = refused.map((r) => (r.ghost ? { ...r.ghost } : null));
  const notes: Record<string, LineNote> = {};
  const find = (key: string) => products.find((p) => String(p.key) === resolveKey(keyMap, key));
  const mark = (key: string | number) => void (notes[String(key)] = { state: 'waiting' });
  for (const op of waiting) {
    switch (op.kind) {
      case 'add': {
        const line = find(op.lineKey) ?? products.find((p) => plainLine(p, op.productId));
        if (line) line.quantity = op.quantity;
        else products.push(newLine(op));
        mark(line?.key ?? op.lineKey);
        break;
      }
      case 'edit': {
        const line = find(op.lineKey) ?? ghosts.find((g) => g?.key === op.lineKey);
        if (line) {
          line.quantity = op.quantity;
          mark(line.key);
        }
        break;
      }
      case 'remove': {
        const at = products.findIndex((p) => String(p.key) === resolveKey(keyMap, op.lineKey));
        if (at >= 0) products.splice(at, 1);
        break;
      }
      case 'po': {
        const targets = op.applyToAll ? products : op.lines.map((l) => find(l.cart_key)).filter((l): l is CartProduct => !!l);
        const po = op.lines[0]?.po_number ?? '';
        for (const line of targets) {
          line.po_number = op.applyToAll ? po : (op.lines.find((l) => resolveKey(keyMap, l.cart_key) === String(line.key))?.po_number ?? po);
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
  refused.forEach((r, i) => {
    const line = find(r.lineKey);
    const ghost = ghosts[i];
    if (line) notes[String(line.key)] = { state: 'refused', text: r.text };
    else if (ghost) {
      products.push(ghost);
      notes[String(ghost.key)] = { state: 'refused', text: r.text };
    }
  });
  if (!waiting.length && !refused.length) return { cart: base, notes };
  const delta = subtract(lineMoney(products.filter((p) => notes[String(p.key)]?.state !== 'refused')), lineMoney(base.products));
  const totals = [...base.totals];
  if (Number(delta) !== 0) {
    totals.push({ code: 'pf_not_sent', title: text(offlineTexts, 'notSentTotal'), text: `${isPositive(delta) ? '+' : '−'}${formatMoney(isPositive(delta) ? delta : subtract('0', delta))}`, value: Number(delta) });
  }
  return { cart: { ...base, products, totals, total_items: products.reduce((n, p) => n + p.quantity, 0) }, notes };
}
