import { describe, expect, it } from 'vitest';
import { addToCart, applyCode, editCart, getCart, removeCode, removeFromCart, storeLocatorAddProduct } from '../../shared/api/cart';
import type { Product } from '../db/records';
import type { Cart } from '../../shared/api/shapes/cart';
import { catalog } from '../db/catalog';
import { refusal } from '../../tests/utils/failure';

/** The mock store's cart, through the real client functions. */
// Independent of shared/money: whole cents from 2-place strings.
const cents = (v: string | number | undefined) => Math.round(Number(v) * 100);
const row = (cart: Cart, code: string) => cart.totals.find((t) => t.code === code);

const find = (pred: (p: Product) => boolean): Product => catalog().find((it) => pred(it.product))!.product;

describe('mock store: cart', () => {
  it('starts with three lines: labor, options with a rebate, and a stock warning; plus a gift certificate', async () => {
    const cart = await getCart();
    expect(cart.products.map((p) => p.product_id)).toEqual(['101', '104', '107']);
    const [pads, wires, belt] = cart.products;
    expect(pads.labor?.title).toBe('Brake Pad Installation');
    expect(wires.selected_options.map((o) => `${o.name}: ${o.value}`)).toEqual(['Position: Rear', 'Add-ons: Hardware Kit', 'Add-ons: Dielectric Grease']);
    expect(wires.rebates?.unique).toHaveLength(1);
    expect([belt.enough_inventory, belt.show_stock_warning]).toEqual([false, true]);
    expect(cart.vouchers[0]).toMatchObject({ amount_text: '$25.00' });
    expect(cart.total_items).toBe(2 + 1 + 1 + 1);
  });

  it('computes line and cart totals exactly', async () => {
    const cart = await getCart();
    // The answer carries no line total (spec 1 §3): a line costs unit × quantity.
    const parts = cart.products.reduce((n, p) => n + cents(p.unit_price) * p.quantity, 0);
    expect(cents(row(cart, 'sub_total')!.value)).toBe(parts + 2500);
    // Labor: the store's amount_text per line (rate × minutes ÷ 60 × quantity).
    const labor = cart.products.reduce((n, p) => n + (p.labor ? cents(p.labor.amount_text.replace(/[$,]/g, '')) : 0), 0);
    expect(cents(row(cart, 'labor')!.value)).toBe(labor);
    const pads = cart.products[0];
    expect(cents(pads.labor!.amount_text.replace(/[$,]/g, ''))).toBe(Math.round((Number(pads.labor!.rate) * pads.labor!.time * pads.labor!.quantity) / 60 * 100));
    expect(cents(row(cart, 'tax')!.value)).toBe(Math.round((parts * 9) / 100));
    const rows = cart.totals.filter((t) => t.code !== 'total').reduce((n, t) => n + cents(t.value), 0);
    expect(cents(row(cart, 'total')!.value)).toBe(rows);
    expect(row(cart, 'total')!.text).toBe(`$${(rows / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('adds the option prices to the unit price, and merges the same choice into one line', async () => {
    const p = find((x) => x.product_id === 104);
    const [position, addons] = p.options;
    const rear = position.values[1];
    const sensor = addons.values[2];
    await addToCart({ product_id: 104, quantity: 1, option: { [position.product_option_id]: String(rear.product_option_value_id), [addons.product_option_id]: [String(sensor.product_option_value_id)] } });
    await addToCart({ product_id: 104, quantity: 2, option: { [position.product_option_id]: String(rear.product_option_value_id), [addons.product_option_id]: [String(sensor.product_option_value_id)] } });
    const lines = (await getCart()).products.filter((l) => l.product_id === '104');
    expect(lines).toHaveLength(2);
    const added = lines[1];
    expect(added.quantity).toBe(3);
    const base = p.special ?? p.price;
    expect(cents(added.unit_price)).toBe(cents(base) - (p.is_instant_rebate ? cents(p.instant_rebate!) : 0) + cents(rear.price) + cents(sensor.price));
  });

  it('merges an add of a product already in the cart into its line, whatever its labor (a part scanned twice)', async () => {
    const before = (await getCart()).products.filter((l) => l.product_id === '101');
    expect(before).toHaveLength(1);
    expect(before[0].labor).not.toBeNull();
    await addToCart({ product_id: 101, quantity: 1 });
    const after = (await getCart()).products.filter((l) => l.product_id === '101');
    expect(after).toHaveLength(1);
    expect(after[0].quantity).toBe(before[0].quantity + 1);
    expect(after[0].key).toBe(before[0].key);
    expect(after[0].labor).not.toBeNull();
  });

  it('refuses an add like the store: missing required option, not orderable, unknown product, bad quantity, below minimum', async () => {
    const needsOption = find((x) => x.requires_options && x.is_orderable && !x.disable_pricing);
    const required = needsOption.options.find((o) => o.required)!;
    expect(await refusal(addToCart({ product_id: needsOption.product_id, quantity: 1 }))).toBe(`${required.name} required!`);
    const closed = find((x) => !x.is_orderable);
    expect(await refusal(addToCart({ product_id: closed.product_id, quantity: 1 }))).toBe(`${closed.name} cannot be ordered online. Please contact the store.`);
    expect(await refusal(addToCart({ product_id: 99999, quantity: 1 }))).toBe('Product not found!');
    for (const q of [0, 10001, 1.5]) expect(await refusal(addToCart({ product_id: 101, quantity: q }))).toMatch(/from 1 to 10000/);
    const plugs = find((x) => x.minimum === 4);
    expect(await refusal(addToCart({ product_id: plugs.product_id, quantity: 2 }))).toBe(`The minimum order quantity for ${plugs.name} is 4.`);
    const noLabor = find((x) => !x.labor && x.is_orderable && !x.disable_pricing && !x.requires_options && x.minimum === 1);
    expect(await refusal(addToCart({ product_id: noLabor.product_id, quantity: 1, apply_labor: true }))).toBe('No installation labor is offered for this product.');
  });

  it('answers an add with success and the new count', async () => {
    const before = (await getCart()).total_items;
    const answer = await addToCart({ product_id: 102, quantity: 3 });
    expect(answer.success).toBe('Success: You have added Moog Ball Joint to your shopping cart!');
    expect(answer.total_items).toBe(before + 3);
    expect(answer).not.toHaveProperty('total_text');
  });

  it('edits a quantity, and answers the cart with an error for a bad one', async () => {
    const [line] = (await getCart()).products;
    const edited = await editCart(line.key, 5);
    expect(edited.success).toBeTruthy();
    expect(edited.products[0].quantity).toBe(5);
    for (const q of [0, 10001]) expect((await editCart(line.key, q)).error).toMatch(/from 1 to 10000/);
    expect((await getCart()).products[0].quantity).toBe(5);
  });

  it('removes a product line or a gift certificate by key', async () => {
    const cart = await getCart();
    await removeFromCart(cart.vouchers[0].key);
    const answer = await removeFromCart(cart.products[2].key);
    expect(answer.total_items).toBe(cart.total_items - 2);
    expect(await refusal(removeFromCart(''))).toBe('Please choose an item in your cart.');
  });

  it('applies SAVE10 as 10% off the parts and taxes the rest; GIFT25 takes $25 off the total; a bad code is refused', async () => {
    const before = await getCart();
    const parts = before.products.reduce((n, p) => n + cents(p.unit_price) * p.quantity, 0);
    const cart = await applyCode({ coupon: 'save10' });
    const off = cents(row(cart, 'coupon')!.value);
    expect(off).toBe(-Math.round(parts / 10));
    expect(cents(row(cart, 'tax')!.value)).toBe(Math.round(((parts + off) * 9) / 100));
    const gifted = await applyCode({ voucher: 'GIFT25' });
    expect(cents(row(gifted, 'total')!.value)).toBe(cents(row(cart, 'total')!.value) - 2500);
    // Applied codes show as totals rows (the docs name no `codes` list, so the store sends none).
    expect(gifted.totals.map((t) => t.code)).toEqual(expect.arrayContaining(['coupon', 'voucher']));
    expect(gifted.codes).toEqual([]);
    expect((await applyCode({ coupon: 'EXPIRED5' })).error).toBe('Warning: Coupon is either invalid, expired or reached its usage limit!');
    expect((await removeCode('coupon', 'NOPE')).error).toBe('That code is not applied to your cart.');
  });

  it('adds for store pickup with the same checks', async () => {
    const before = (await getCart()).total_items;
    expect((await storeLocatorAddProduct(105, 1)).total_items).toBe(before + 1);
    const closed = find((x) => !x.is_orderable);
    expect(await refusal(storeLocatorAddProduct(closed.product_id, 1))).toMatch(/cannot be ordered online/);
  });
});
