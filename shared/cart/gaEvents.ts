import { currencyCode, track, type GaItem } from '../analytics';
import { loadMoney } from '../money/lazy';
import type { AddToCartInput } from '../api/cart';
import type { Cart, CartProduct } from '../api/shapes/cart';
import { unitAmount } from './lines';

/**
 * The cart's GA4 events themselves (what ./analytics.ts fires after each change): the items as
 * GA4 reads them and the events' values. Loaded with the page's first cart change or cart page,
 * and on idle before that (./analytics.ts), so a page's start does not carry them.
 */
async function item(line: CartProduct, quantity: number, productId?: string | number): Promise<GaItem> {
  const unit = unitAmount(line);
  const money = unit === null ? null : await loadMoney().catch(() => null);
  return {
    item_id: String(productId ?? line.product_id ?? line.key),
    item_name: line.name,
    // Cart lines carry the brand as its AAIA code (spec 1 §3); absent, GA4 goes without.
    ...(line.aaia ? { item_brand: line.aaia } : {}),
    ...(money && unit !== null ? { price: Number(money.parseAmount(unit)) } : {}),
    quantity,
    currency: currencyCode(),
  };
}

async function fire(event: 'add_to_cart' | 'remove_from_cart', line: CartProduct, quantity: number, productId?: string | number): Promise<void> {
  const it = await item(line, quantity, productId);
  const money = it.price === undefined ? null : await loadMoney();
  track(event, { currency: it.currency, ...(money ? { value: Number(money.lineTotal(it.price, quantity)) } : {}), items: [it] });
}

const lineOf = (cart: Cart | null | undefined, key: string) => cart?.products.find((p) => String(p.key) === String(key));

/** The line an add went to: the product's line, else the one that is new or grew. */
function addedLine(before: Cart | null, after: Cart, productId: string | number): CartProduct | undefined {
  const own = after.products.find((p) => p.product_id !== undefined && String(p.product_id) === String(productId));
  if (own) return own;
  return after.products.find((p) => {
    const was = lineOf(before, String(p.key));
    return !was || p.quantity > was.quantity;
  });
}

/** The whole cart as GA4 reads it: every line, and the value to the cent. */
export async function cartEcommerce(cart: Cart) {
  const items = await Promise.all(cart.products.map((line) => item(line, line.quantity)));
  const money = await loadMoney();
  const value = Number(money.sum(...items.map((i) => (i.price === undefined ? 0 : money.lineTotal(i.price, i.quantity)))));
  return { currency: currencyCode(), value, items };
}

/** Fires the events of one change the shopper made, once the store has answered it. */
export function changed(name: string, args: unknown[], before: Cart | null | undefined, answer: unknown, next: Promise<Cart | null> | null): void {
  if (name === 'setCheckoutData') {
    // The step 1 choice is sent when the shopper goes on to the site checkout.
    void cartEcommerce(answer as Cart).then((e) => track('begin_checkout', e));
  } else if (name === 'add') {
    const input = args[0] as AddToCartInput;
    void next?.then((cart) => {
      const line = cart && addedLine(before ?? null, cart, input.product_id);
      if (line) void fire('add_to_cart', line, Number(input.quantity) || 1, input.product_id);
    });
  } else if (name === 'remove') {
    const line = lineOf(before, String(args[0]));
    if (line) void fire('remove_from_cart', line, line.quantity);
  } else if (name === 'edit') {
    const was = lineOf(before, String(args[0]));
    const now = lineOf(answer as Cart, String(args[0]));
    const change = was && now ? now.quantity - was.quantity : 0;
    if (change) void fire(change > 0 ? 'add_to_cart' : 'remove_from_cart', now!, Math.abs(change));
  }
}
