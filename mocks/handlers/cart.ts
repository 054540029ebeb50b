/**
 * The store's cart routes (spec 3 §7 "Cart calls", answers per spec 4 "Cart"), over `db.cart`.
 * Like the PHP store: add and storeLocatorAddProduct refuse with `{"error_message": …}`; edit,
 * applyCode and removeCode answer the whole cart with `error` or `success` set; remove refuses
 * with `{"error": …}`. Quantities are whole numbers 1..10000 and at least the product's minimum.
 */
import { json, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { productById, type CatalogItem } from '../db/catalog';
import { COUPONS, GIFT_CODES, cartTotal, lineKey, renderCart, totalItems, totalText, type CodeType, type LineOptions } from '../db/cart';
import { CHOICE_OPTION_TYPES } from '../../shared/api/types';

export const MAX_QUANTITY = 10000;

const refuseAdd = (text: string) => json({ error_message: text });
const cartWith = (extra: { success?: string; error?: string }) => json({ ...renderCart(db.cart, db.ymm), ...extra });

/** A whole number in 1..10000, or null. */
function parseQuantity(raw: string | null): number | null {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/** `option[12]=5`, `option[13][]=7` → `{12: '5', 13: ['7']}`. */
function readOptions(form: URLSearchParams): LineOptions {
  const out: LineOptions = {};
  for (const [key, value] of form) {
    const m = /^option\[(\w+)\](\[\])?$/.exec(key);
    if (!m) continue;
    if (m[2]) out[m[1]] = [...((out[m[1]] as string[] | undefined) ?? []), value];
    else out[m[1]] = value;
  }
  return out;
}

/** The store's checks on the options of an add: required ones present, chosen values real. */
function optionProblem(item: CatalogItem, option: LineOptions): string | null {
  for (const o of item.product.options) {
    const chosen = option[String(o.product_option_id)];
    const values = ([] as string[]).concat(chosen ?? []).filter((v) => v.trim() !== '');
    if (!values.length) {
      if (o.required) return `${o.name} required!`;
      continue;
    }
    if (CHOICE_OPTION_TYPES.includes(o.type) && !values.every((v) => o.values.some((x) => String(x.product_option_value_id) === v))) {
      return `${o.name} required!`;
    }
  }
  return null;
}

/** Checks shared by add and storeLocatorAddProduct; the refusal text or the product. */
function checkProduct(form: URLSearchParams): { error: string } | { item: CatalogItem; quantity: number } {
  const id = form.get('product_id');
  if (!id) return { error: 'Please choose a product.' };
  const item = productById(id);
  if (!item) return { error: 'Product not found!' };
  const p = item.product;
  const rawQuantity = form.get('quantity');
  const quantity = rawQuantity === null || rawQuantity === '' ? Math.max(1, p.minimum) : parseQuantity(rawQuantity);
  if (quantity === null) return { error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.` };
  if (!p.is_orderable) return { error: `${p.name} cannot be ordered online. Please contact the store.` };
  if (p.disable_pricing) return { error: p.disable_pricing_notice || 'Please contact the store to order this item.' };
  if (quantity < p.minimum) return { error: `The minimum order quantity for ${p.name} is ${p.minimum}.` };
  return { item, quantity };
}

function addLine(item: CatalogItem, quantity: number, option: LineOptions, labor: boolean): string | null {
  const product_id = Number(item.product.product_id);
  const key = lineKey(product_id, option, labor);
  const existing = db.cart.lines.find((l) => l.key === key);
  if (existing && existing.quantity + quantity > MAX_QUANTITY) return `Maximum quantity is ${MAX_QUANTITY}.`;
  if (existing) existing.quantity += quantity;
  else db.cart.lines.push({ key, product_id, quantity, option, labor });
  return null;
}

const tracking = (event: string, item?: CatalogItem, quantity?: number) => ({
  event,
  items: item ? [{ item_id: item.product.sku, item_name: item.product.name, item_brand: item.product.manufacturer, price: String(item.product.price), quantity }] : [],
});

const itemsAnswer = () => {
  const items = totalItems(db.cart);
  return { total_items: items, total_text: totalText(items, cartTotal(db.cart, db.ymm)) };
};

function add({ form }: MockRequest) {
  const checked = checkProduct(form);
  if ('error' in checked) return refuseAdd(checked.error);
  const { item, quantity } = checked;
  const option = readOptions(form);
  const problem = optionProblem(item, option);
  if (problem) return refuseAdd(problem);
  const labor = form.get('apply_labor') === '1';
  if (labor && !item.product.labor) return refuseAdd('No installation labor is offered for this product.');
  // Keep only the options the product has, as the store does.
  const known = Object.fromEntries(Object.entries(option).filter(([id]) => item.product.options.some((o) => String(o.product_option_id) === id)));
  const full = addLine(item, quantity, known, labor);
  if (full) return refuseAdd(full);
  return json({ success: `Success: You have added ${item.product.name} to your shopping cart!`, ...itemsAnswer(), marketing_tracking: tracking('add_to_cart', item, quantity) });
}

function storeLocatorAdd({ form }: MockRequest) {
  const checked = checkProduct(form);
  if ('error' in checked) return refuseAdd(checked.error);
  const { item, quantity } = checked;
  if (item.product.requires_options) return refuseAdd(`Please choose the options of ${item.product.name} on its page.`);
  const full = addLine(item, quantity, {}, false);
  if (full) return refuseAdd(full);
  return json({ success: `Success: You have added ${item.product.name} to your shopping cart for pickup!`, ...itemsAnswer(), marketing_tracking: tracking('add_to_cart', item, quantity) });
}

function edit({ form }: MockRequest) {
  const key = form.get('key');
  if (!key) return cartWith({ error: 'Please choose an item in your cart.' });
  const line = db.cart.lines.find((l) => l.key === key);
  if (!line) return cartWith({ error: 'That item is no longer in your cart.' });
  const quantity = parseQuantity(form.get('quantity'));
  if (quantity === null) return cartWith({ error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.` });
  const item = productById(line.product_id)!;
  if (quantity < item.product.minimum) return cartWith({ error: `The minimum order quantity for ${item.product.name} is ${item.product.minimum}.` });
  line.quantity = quantity;
  return cartWith({ success: 'Success: You have modified your shopping cart!' });
}

function remove({ form }: MockRequest) {
  const key = form.get('key');
  if (!key) return json({ error: 'Please choose an item in your cart.' });
  const line = db.cart.lines.find((l) => l.key === key);
  const voucher = db.cart.vouchers.find((v) => v.key === key);
  if (!line && !voucher) return json({ error: 'That item is no longer in your cart.' });
  const item = line ? productById(line.product_id) : undefined;
  db.cart.lines = db.cart.lines.filter((l) => l.key !== key);
  db.cart.vouchers = db.cart.vouchers.filter((v) => v.key !== key);
  return json({ ...itemsAnswer(), marketing_tracking: tracking('remove_from_cart', item, line?.quantity) });
}

const CODE_TYPES: CodeType[] = ['coupon', 'voucher', 'reward'];

function applyCode({ form }: MockRequest) {
  const type = CODE_TYPES.find((t) => (form.get(t) ?? '').trim() !== '');
  if (!type) return cartWith({ error: 'Please enter a code.' });
  const code = form.get(type)!.trim().toUpperCase();
  if (type === 'coupon') {
    if (!COUPONS[code]) return cartWith({ error: 'Warning: Coupon is either invalid, expired or reached its usage limit!' });
    db.cart.codes.coupon = code;
    return cartWith({ success: 'Success: Your coupon discount has been applied!' });
  }
  if (type === 'voucher') {
    if (!GIFT_CODES[code]) return cartWith({ error: 'Warning: Gift Certificate is either invalid or the balance has been used up!' });
    db.cart.codes.voucher = code;
    return cartWith({ success: 'Success: Your gift certificate discount has been applied!' });
  }
  return cartWith({ error: 'Warning: You do not have any reward points!' });
}

function removeCode({ form }: MockRequest) {
  const type = form.get('type') as CodeType | null;
  const code = (form.get('code') ?? '').trim().toUpperCase();
  if (!type || !CODE_TYPES.includes(type)) return cartWith({ error: 'Unknown code type.' });
  if (!code || db.cart.codes[type] !== code) return cartWith({ error: 'That code is not applied to your cart.' });
  delete db.cart.codes[type];
  return cartWith({ success: 'Success: The code has been removed from your cart.' });
}

/** GET index.php?route=checkout/{code}/remove — a totals row's remove link. */
const removeTotal = (type: CodeType): Route => ({
  method: 'GET',
  path: `checkout/${type}/remove`,
  handle: () => {
    if (!db.cart.codes[type]) return json({ error: 'That code is not applied to your cart.' });
    delete db.cart.codes[type];
    return json({ success: 'Success: The code has been removed from your cart.' });
  },
});

export const cartRoutes: Route[] = [
  { method: 'GET', path: 'checkout/cart/getData', handle: () => json(renderCart(db.cart, db.ymm)) },
  { method: 'POST', path: 'checkout/cart/add', handle: add },
  { method: 'PUT', path: 'checkout/cart/edit', handle: edit },
  { method: 'POST', path: 'checkout/cart/remove', handle: remove },
  { method: 'POST', path: 'checkout/cart/applyCode', handle: applyCode },
  { method: 'POST', path: 'checkout/cart/removeCode', handle: removeCode },
  { method: 'POST', path: 'checkout/cart/storeLocatorAddProduct', handle: storeLocatorAdd },
  ...CODE_TYPES.map(removeTotal),
];
