/**
 * The store's cart routes (spec 3 §7 "Cart calls", answers per spec 4 "Cart"), over `db.cart`.
 * Like the PHP store: add and storeLocatorAddProduct refuse with `{"error_message": …}`; edit,
 * applyCode and removeCode answer the whole cart with `error` or `success` set; remove refuses
 * with `{"error": …}`. Quantities are whole numbers 1..10000 and at least the product's minimum.
 */
import { distributorStock, warehouseName } from './product';
import { json, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { catalog, productById, renderProduct, type CatalogItem } from '../db/catalog';
import { COUPONS, GIFT_CODES, TAX_CLASSES, lineKey, orderExtras, posCustomer, renderCart, totalItems, type CartLine, type CodeType, type LineOptions, type PosLabor } from '../db/cart';
import {
  AddToCartAnswerShape,
  CartShape,
  OrderIdAnswerShape,
  PoNumberAnswerShape,
  ProductLookupAnswerShape,
  RemoveFromCartAnswerShape,
  RemoveTotalCodeAnswerShape,
  StoreLocatorAddAnswerShape,
} from '../../shared/api/shapes/cart';
import { LABOR_RATES } from '../db/catalog-data';
import { CHOICE_OPTION_TYPES } from '../../shared/api/shapes/product';
import { parseAmount, sum } from '../../shared/money';
import { STATUS, addOrder, getOrder, refreshPosStatus, tick, type NewOrder } from '../db/orders';

export const MAX_QUANTITY = 10000;

/** A POS custom labor line (applyLabor without a product): its quantity and name are the labor's. */
const laborOnly = (line: CartLine) => line.key.startsWith('labor-');

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

/**
 * Like the store's cart: the same product with the same options is one line, whatever its labor,
 * so a part scanned again raises the quantity of its line (the labor the line has stays; an add
 * with labor puts labor on it).
 */
function addLine(item: CatalogItem, quantity: number, option: LineOptions, labor: boolean): string | null {
  const product_id = Number(item.product.product_id);
  const same = lineKey(product_id, option, false);
  const existing = db.cart.lines.find((l) => !l.custom && l.product_id === product_id && lineKey(product_id, l.option, false) === same);
  if (existing && existing.quantity + quantity > MAX_QUANTITY) return `Maximum quantity is ${MAX_QUANTITY}.`;
  if (existing) {
    existing.quantity += quantity;
    if (labor) existing.labor = true;
  } else db.cart.lines.push({ key: lineKey(product_id, option, labor), product_id, quantity, option, labor });
  return null;
}

const tracking = (event: string, item?: CatalogItem, quantity?: number) => ({
  event,
  items: item ? [{ item_id: item.product.sku, item_name: item.product.name, item_brand: item.product.manufacturer, price: String(item.product.price), quantity }] : [],
});

/** Add and remove answer the count only (spec 4): the widgets read the cart again for the rest. */
const itemsAnswer = () => ({ total_items: totalItems(db.cart) });

function add({ form }: MockRequest) {
  const checked = checkProduct(form);
  if ('error' in checked) return refuseAdd(checked.error);
  const { item, quantity } = checked;
  const option = readOptions(form);
  const problem = optionProblem(item, option);
  if (problem) return refuseAdd(problem);
  const labor = form.get('apply_labor') === '1';
  if (labor && !item.product.labor) return refuseAdd('No installation labor is offered for this product.');
  // POS distributor order: the part comes from one warehouse, at most what it has.
  const warehouse = form.get('warehouse_code');
  if (warehouse !== null) {
    const stock = distributorStock(Number(item.product.product_id), warehouse);
    if (stock === null) return refuseAdd('Please choose a distributor location.');
    if (quantity > stock) return refuseAdd(`Only ${stock} available at ${warehouseName(warehouse)}.`);
  }
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
  // A POS custom product or labor line has no catalogue product (and no minimum above 1).
  const item = productById(line.product_id);
  if (item && quantity < item.product.minimum) return cartWith({ error: `The minimum order quantity for ${item.product.name} is ${item.product.minimum}.` });
  line.quantity = quantity;
  if (laborOnly(line) && line.pos_labor) line.pos_labor.quantity = quantity;
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
  shape: RemoveTotalCodeAnswerShape,
  handle: () => {
    if (!db.cart.codes[type]) return json({ error: 'That code is not applied to your cart.' });
    delete db.cart.codes[type];
    return json({ success: 'Success: The code has been removed from your cart.' });
  },
});

// ---------------------------------------------------------------------------------------------
// POS cart (spec 3 §7, spec 5 "POS cart"): every call that changes the cart answers the whole
// cart plus `success`, or `{"error": …}` with nothing changed.
// ---------------------------------------------------------------------------------------------

const posCart = (success: string) => json({ ...renderCart(db.cart, db.ymm), success });
const findLine = (key: string | null): CartLine | undefined => (key ? db.cart.lines.find((l) => l.key === key) : undefined);
const NO_LINE = 'That item is no longer in your cart.';

/** A whole number ≥ 1 (and ≤ max), or null. */
function positiveWhole(raw: string | null, max = MAX_QUANTITY): number | null {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** A money amount with at most 2 decimals, ≥ 0 ("12", "12.5", "12.50"), as a 2-place string; or null. */
function amount(raw: string | null): string | null {
  if (raw === null || !/^\s*\d{1,7}(\.\d{1,2})?\s*$/.test(raw)) return null;
  return parseAmount(raw);
}

function setCustomer({ form }: MockRequest) {
  const id = (form.get('customer_id') ?? '').trim();
  if (!id) return json({ error: 'Please choose a customer.' });
  const customer = posCustomer(id);
  if (!customer) return json({ error: 'Customer not found!' });
  db.cart.customer_id = Number(customer.customer_id);
  return posCart(`Success: ${customer.firstname} ${customer.lastname} is now the cart's customer.`);
}

function removeCustomer() {
  db.cart.customer_id = null;
  return posCart('Success: The customer has been removed from the cart.');
}

function updatePrice({ form }: MockRequest) {
  const line = findLine(form.get('key'));
  if (!line) return json({ error: NO_LINE });
  const price = amount(form.get('newPrice'));
  if (price === null) return json({ error: 'The new price must be a number of dollars, 0 or more, with at most 2 decimals.' });
  line.price = price;
  return posCart('Success: The unit price has been updated.');
}

function addCustomProduct({ form }: MockRequest) {
  const name = (form.get('name') ?? '').trim();
  if (!name) return json({ error_message: 'Name is a required field.' });
  if (name.length > 255) return json({ error_message: 'Name must be 255 characters or fewer.' });
  const price = amount(form.get('price'));
  if (price === null || Number(price) <= 0) return json({ error_message: 'Price must be a positive number.' });
  const quantity = positiveWhole(form.get('quantity'));
  if (quantity === null) return json({ error_message: 'Quantity must be a positive number.' });
  const rawClass = (form.get('tax_class_id') ?? '').trim();
  const taxClass = rawClass === '' ? null : TAX_CLASSES.find((t) => String(t.tax_class_id) === rawClass);
  if (taxClass === undefined) return json({ error_message: 'Please choose a valid tax class.' });
  const key = `custom-${db.cart.next.custom++}`;
  db.cart.lines.push({ key, product_id: 0, quantity, option: {}, labor: false, custom: { name, price, tax_class_id: taxClass ? taxClass.tax_class_id : null } });
  return posCart(`Success: You have added ${name} to your shopping cart!`);
}

/** The labor fields of applyLabor and updateLabor: the labor, or the store's refusal. */
function readLabor(form: URLSearchParams): PosLabor | string {
  const rate = LABOR_RATES.find((r) => String(r.labor_id) === (form.get('laborId') ?? '').trim());
  if (!rate) return 'Please choose a labor rate.';
  const time = positiveWhole(form.get('laborTime'), 6000);
  if (time === null) return 'Time must be a positive number.';
  const quantity = positiveWhole(form.get('quantity'));
  if (quantity === null) return 'Quantity must be a positive number.';
  const name = (form.get('name') ?? '').trim();
  if (name.length > 64) return 'The labor name must be 64 characters or fewer.';
  return { labor_id: rate.labor_id, title: name || rate.title, time, rate: rate.amount, quantity };
}

function applyLabor({ form }: MockRequest) {
  const apply = form.get('applyLabor');
  if (apply !== '0' && apply !== '1') return json({ error: 'Please say whether to apply the labor.' });
  const productKey = (form.get('productLaborKey') ?? '').trim();
  if (apply === '0') {
    const line = findLine(productKey);
    if (!line) return json({ error: NO_LINE });
    if (laborOnly(line)) return json({ error: 'This line is labor only: remove the line instead.' });
    line.pos_labor = undefined;
    line.labor = false;
    return posCart('Success: The labor has been removed.');
  }
  const labor = readLabor(form);
  if (typeof labor === 'string') return json({ error: labor });
  if (productKey) {
    const line = findLine(productKey);
    if (!line) return json({ error: NO_LINE });
    line.pos_labor = labor;
    return posCart('Success: The labor has been applied.');
  }
  // Custom labor: a line of its own whose quantity is the labor's.
  const key = `labor-${db.cart.next.custom++}`;
  db.cart.lines.push({ key, product_id: 0, quantity: labor.quantity, option: {}, labor: false, custom: { name: labor.title, price: '0.00', tax_class_id: null }, pos_labor: labor });
  return posCart(`Success: You have added ${labor.title} to your shopping cart!`);
}

function updateLabor({ form }: MockRequest) {
  const line = findLine(form.get('key'));
  if (!line) return json({ error: NO_LINE });
  if (!line.pos_labor && !line.labor) return json({ error: 'This line has no labor to update.' });
  const labor = readLabor(form);
  if (typeof labor === 'string') return json({ error: labor });
  line.pos_labor = labor;
  // A labor-only line: its quantity and name are the labor's.
  if (laborOnly(line) && line.custom) {
    line.quantity = labor.quantity;
    line.custom.name = labor.title;
  }
  return posCart('Success: The labor has been updated.');
}

const PO_PATTERN = /^[A-Za-z0-9 _#./-]*$/;

/** The store's PO number rules, shared by the cart's and the saved order's applyPoNumber; null when the number is acceptable. */
export function poNumberProblem(po: string): string | null {
  if (po.length > 30) return 'PO Number must be 30 characters or fewer.';
  if (!PO_PATTERN.test(po)) return 'PO Number may only use letters, numbers, spaces and - _ / # .';
  return null;
}

/** `products[i][field]` rows of a form-encoded applyPoNumber, in the order sent. */
export function poRows(form: URLSearchParams): Array<Record<string, string>> {
  const rows = new Map<string, Record<string, string>>();
  for (const [k, v] of form) {
    const m = /^products\[(\d+)\]\[(\w+)\]$/.exec(k);
    if (m) rows.set(m[1], { ...(rows.get(m[1]) ?? {}), [m[2]]: v });
  }
  return [...rows.values()];
}

/** POST /api/cart/applyPoNumber: `products[i][cart_key|name|po_number]`, `apply_to_all`. */
function applyPoNumber({ form }: MockRequest) {
  const products = poRows(form);
  if (!products.length) return json({ error: 'Please choose a product.' });
  const toAll = form.get('apply_to_all') === '1' || products.some((p) => p.apply_to_all === '1');
  const changes: Array<[CartLine, string]> = [];
  for (const p of products) {
    const line = findLine(p.cart_key ?? null);
    if (!line) return json({ error: NO_LINE });
    const po = (p.po_number ?? '').trim();
    const problem = poNumberProblem(po);
    if (problem) return json({ error: problem });
    changes.push([line, po]);
  }
  if (toAll) for (const line of db.cart.lines) line.po_number = changes[0][1];
  else for (const [line, po] of changes) line.po_number = po;
  return json({ success: 'Success: The PO Number has been added.' });
}

/** A labor-only line's order fields: priced at its labor, which the order counts under Labor. */
export const laborLine = (labor: { price: string; total: string } | undefined) => (labor ? { labor: true, price: labor.price, total: labor.total } : {});

/**
 * Saves the cart as a POS order in the one order collection (`db.orders`, so the order list, the
 * order view and POS checkout see it), or saves it again over the same order; answers its id.
 * The cart keeps the order id, and each line its order_product_id.
 */
function saveAs() {
  const cart = db.cart;
  if (!cart.lines.length) return json({ error: 'There are no products in the cart to save.' });
  const rendered = renderCart(cart, db.ymm);
  const byKey = new Map(rendered.products.map((p) => [p.key, p]));
  const lines = cart.lines.filter((l) => byKey.has(l.key));
  // The order's money is the cart's: its labor, tax (labor and unclassed custom products untaxed,
  // after the coupon), coupon and redeemed gift certificate, so both show the same total.
  const total = (code: string) => rendered.totals.find((t) => t.code === code);
  const customer = posCustomer(cart.customer_id);
  const input: NewOrder = {
    customer_id: cart.customer_id,
    pos_status: 'saved',
    labor: sum(total('labor')?.value ?? '0'),
    tax: sum(total('tax')?.value ?? '0'),
    discounts: (['coupon', 'voucher'] as const).flatMap((code) => {
      const row = total(code);
      return row ? [{ code, title: row.title, amount: sum(row.value) }] : [];
    }),
    tax_exempt: !!customer?.tax_exempt,
    vouchers: rendered.vouchers.map((v) => ({ description: v.description, amount: String(v.amount) })),
    order_ymm: rendered.ymm_vehicle?.title ?? '',
    products: lines.map((l) => {
      const p = byKey.get(l.key)!;
      return {
        product_id: Number(p.product_id),
        name: p.name,
        model: orderExtras(cart, l.key).model,
        quantity: p.quantity,
        price: String(p.unit_price),
        po_number: p.po_number,
        option: orderExtras(cart, l.key).option,
        ...laborLine(orderExtras(cart, l.key).labor),
      };
    }),
  };
  const previous = cart.order_id === null ? undefined : getOrder(db.orders, cart.order_id);
  const record = addOrder(db.orders, input);
  if (previous) {
    // The same order saved again: the new lines replace the old ones under the old id.
    db.orders.nextOrderId--;
    db.orders.list = db.orders.list.filter((o) => o !== previous);
    Object.assign(record, { order_id: previous.order_id, date_added: previous.date_added, histories: previous.histories, transactions: previous.transactions, purchase_orders: previous.purchase_orders });
    // Payments already taken still count against the new total.
    refreshPosStatus(record);
  }
  cart.order_id = record.order_id;
  lines.forEach((l, i) => (l.order_product_id = Number(record.products[i].order_product_id)));
  return json({ order_id: record.order_id });
}

/**
 * Check Out: the cart saved as its order, which becomes the one this register checks out
 * (/pos/checkout shows it); then, as the store does, the register starts a fresh cart: no lines,
 * no codes, no customer, no order. Coming back to the POS cart shows an empty cart.
 */
function saveAndCheckout() {
  const answer = saveAs();
  const orderId = db.cart.order_id;
  if (orderId === null || !db.cart.lines.length) return answer;
  db.cart.checkout_order_id = orderId;
  Object.assign(db.cart, { lines: [], vouchers: [], codes: {}, customer_id: null, order_id: null });
  return answer;
}

/** Abandon and cancel: the cart starts over; a cancelled order is marked cancelled, an abandoned one stays saved. */
function closeCart(cancelled: boolean, success: string) {
  const cart = db.cart;
  const order = cart.order_id === null ? undefined : getOrder(db.orders, cart.order_id);
  if (order && cancelled) {
    order.order_status_id = STATUS.canceled;
    order.histories.push({ date_added: tick(db.orders), order_status_id: STATUS.canceled, comment: 'Cancelled at the POS cart.', notify: false });
  }
  Object.assign(cart, { lines: [], vouchers: [], codes: {}, customer_id: null, order_id: null });
  return posCart(success);
}

/** GET /api/products/lookup?code= — by UPC, part number (MPN) or SKU, ignoring case and spaces. */
function lookup({ query }: MockRequest) {
  const raw = query.get('code');
  if (raw === null) return json({ error: 'Please enter a code.' });
  const code = raw.trim().toUpperCase().replace(/\s+/g, '');
  if (!code) return json({ error: 'Please enter a code.' });
  const matches = catalog().filter(({ product: p }) => [p.upc, p.sku, p.part_number, p.mpn].some((v) => !!v && v.toUpperCase() === code));
  return json({ products: matches.map(renderProduct) });
}

/** GET removeCredit (spec 3 §7): the shopper's store credit no longer pays towards the cart. */
function removeCredit() {
  if (!renderCart(db.cart, db.ymm).totals.some((t) => t.code === 'credit')) return json({ error: 'There is no store credit on your cart.' });
  db.cart.use_credit = false;
  return posCart('Success: Your store credit has been removed from the cart.');
}

/** The checkout options setCheckoutData takes as `account` (OpenCart's checkout step 1). */
export const CHECKOUT_ACCOUNTS = ['guest', 'register', 'logged'] as const;

/**
 * POST setCheckoutData (spec 3 §7, fields): what the shopper chose at checkout step 1, stored for
 * the site checkout. `account` is `guest`, `register` or `logged` (a logged-in shopper).
 */
function setCheckoutData({ form }: MockRequest) {
  if (!db.cart.lines.length && !db.cart.vouchers.length) return json({ error: 'Warning: Your shopping cart is empty!' });
  const account = (form.get('account') ?? '').trim();
  if (!(CHECKOUT_ACCOUNTS as readonly string[]).includes(account)) return json({ error: 'Please choose a checkout option.' });
  const data: Record<string, string> = {};
  for (const [k, v] of form) data[k] = v;
  db.cart.checkout_data = data;
  return posCart('Success: Your checkout options have been saved.');
}

export const posCartRoutes: Route[] = [
  { method: 'POST', path: 'checkout/cart/setCustomer', handle: setCustomer, shape: CartShape },
  { method: 'GET', path: 'checkout/cart/removeCustomer', handle: removeCustomer, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/updatePrice', handle: updatePrice, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/addCustomProduct', handle: addCustomProduct, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/applyLabor', handle: applyLabor, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/updateLabor', handle: updateLabor, shape: CartShape },
  { method: 'POST', path: 'api/cart/applyPoNumber', handle: applyPoNumber, shape: PoNumberAnswerShape },
  { method: 'GET', path: 'checkout/cart/saveOrder', handle: saveAs, shape: OrderIdAnswerShape },
  { method: 'GET', path: 'checkout/cart/saveOrderAndCheckout', handle: saveAndCheckout, shape: OrderIdAnswerShape },
  { method: 'GET', path: 'checkout/cart/abandonOrder', handle: () => closeCart(false, 'Success: The order has been abandoned.'), shape: CartShape },
  { method: 'GET', path: 'checkout/cart/cancelOrder', handle: () => closeCart(true, 'Success: The order has been cancelled.'), shape: CartShape },
  { method: 'GET', path: 'api/products/lookup', handle: lookup, shape: ProductLookupAnswerShape },
];

export const cartRoutes: Route[] = [
  ...posCartRoutes,
  { method: 'GET', path: 'checkout/cart/getData', handle: () => json(renderCart(db.cart, db.ymm)), shape: CartShape },
  { method: 'POST', path: 'checkout/cart/add', handle: add, shape: AddToCartAnswerShape },
  { method: 'PUT', path: 'checkout/cart/edit', handle: edit, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/remove', handle: remove, shape: RemoveFromCartAnswerShape },
  { method: 'POST', path: 'checkout/cart/applyCode', handle: applyCode, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/removeCode', handle: removeCode, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/storeLocatorAddProduct', handle: storeLocatorAdd, shape: StoreLocatorAddAnswerShape },
  { method: 'GET', path: 'checkout/cart/removeCredit', handle: removeCredit, shape: CartShape },
  { method: 'POST', path: 'checkout/cart/setCheckoutData', handle: setCheckoutData, shape: CartShape },
  ...CODE_TYPES.map(removeTotal),
];
