/**
 * The shopper's cart as the store keeps it (lines, purchased gift certificates, applied codes)
 * and `renderCart`, which answers it as getData does: line prices, totals (sub-total, labor,
 * coupon, tax, gift certificate, total) computed exactly with shared/money.
 */
import type { Cart, CartProduct, SelectedOption, Total, Voucher } from '../../shared/api/types';
import { applyAdjustments, compare, formatMoney, laborCost, lineTotal, minAmount, subtract, sum } from '../../shared/money';
import { productById, type CatalogItem } from './catalog';
import { customerById } from './customers-lite';
import { fnv1a } from './random';
import type { YmmState } from './vehicles';

/** What the shopper chose per product_option_id: a value id, value ids (checkbox) or text. */
export type LineOptions = Record<string, string | string[]>;

export interface CartLine {
  key: string;
  product_id: number;
  quantity: number;
  option: LineOptions;
  labor: boolean;
}

export type CodeType = 'coupon' | 'voucher' | 'reward';

export interface CartState {
  lines: CartLine[];
  /** Gift certificates being bought. */
  vouchers: Voucher[];
  /** Applied codes by type. */
  codes: Partial<Record<CodeType, string>>;
  customer_id: number | null;
}

/** Codes the mock store accepts. Any other code is refused (e.g. "EXPIRED5"). */
export const COUPONS: Record<string, { title: string; percent: string }> = { SAVE10: { title: '10% Off', percent: '0.10' } };
export const GIFT_CODES: Record<string, string> = { GIFT25: '25.00' };
export const TAX_RATE = '0.09';
export const TAX_TITLE = 'IL Sales Tax (9%)';

/** Same product with the same options and labor → the same line (the store merges them). */
export function lineKey(product_id: number, option: LineOptions, labor: boolean): string {
  const sorted = Object.keys(option)
    .sort()
    .map((k) => [k, option[k]]);
  return sorted.length || labor ? `${product_id}:${fnv1a(JSON.stringify([sorted, labor]))}` : String(product_id);
}

/** Product 104's seeded choice, read from the catalogue so the ids always match: the second
 * value of its select and the first two of its checkbox. */
function seedOptions(product_id: number): LineOptions {
  const [select, checkbox] = productById(product_id)!.product.options;
  return {
    [String(select.product_option_id)]: String(select.values[1].product_option_value_id),
    [String(checkbox.product_option_id)]: checkbox.values.slice(0, 2).map((v) => String(v.product_option_value_id)),
  };
}

export function createCart(): CartState {
  const line = (product_id: number, quantity: number, option: LineOptions = {}, labor = false): CartLine => ({
    key: lineKey(product_id, option, labor),
    product_id,
    quantity,
    option,
    labor,
  });
  return {
    lines: [
      // Brake pads with installation labor.
      line(101, 2, {}, true),
      // Options of two kinds (select "Rear" + two checkboxes) and a mail-in rebate.
      line(104, 1, seedOptions(104)),
      // Out of stock everywhere: the line shows the stock warning.
      line(107, 1),
    ],
    vouchers: [
      { key: 'voucher-1', description: '$25.00 Gift Certificate for Sam', amount: '25.00', amount_text: '', message: 'Happy birthday!', voucher_theme: 'Birthday', code: '' },
    ],
    codes: {},
    customer_id: null,
  };
}

/** The selected options as the cart shows them, and their price adjustments. */
export function selectedOptions(item: CatalogItem, option: LineOptions): SelectedOption[] {
  const out: SelectedOption[] = [];
  for (const o of item.product.options) {
    const chosen = option[String(o.product_option_id)];
    if (chosen === undefined || chosen === '' || (Array.isArray(chosen) && !chosen.length)) continue;
    if (o.values.length) {
      for (const id of ([] as string[]).concat(chosen)) {
        const v = o.values.find((x) => String(x.product_option_value_id) === id);
        if (v) out.push({ product_option_id: o.product_option_id, product_option_value_id: v.product_option_value_id, name: o.name, value: v.name, price: v.price, price_prefix: v.price_prefix });
      }
    } else {
      out.push({ product_option_id: o.product_option_id, name: o.name, value: String(chosen), price: '0.00', price_prefix: '+' });
    }
  }
  return out;
}

/** One unit's price: special (or the best quantity discount), less the instant rebate, plus options. */
export function unitPrice(item: CatalogItem, quantity: number, options: SelectedOption[]): string {
  const p = item.product;
  let base = String(p.special ?? p.price);
  for (const d of p.discounts) if (quantity >= d.quantity) base = minAmount(base, d.price);
  if (p.is_instant_rebate && p.instant_rebate) base = subtract(base, p.instant_rebate);
  return applyAdjustments(base, options);
}

function renderLine(line: CartLine): { row: CartProduct; item: CatalogItem } | null {
  const item = productById(line.product_id);
  if (!item) return null;
  const p = item.product;
  const options = selectedOptions(item, line.option);
  const unit = unitPrice(item, line.quantity, options);
  const total = lineTotal(unit, line.quantity);
  const enough = p.quantity >= line.quantity;
  const labor = line.labor && p.labor ? p.labor : null;
  const laborPrice = labor ? laborCost(labor.data.amount, labor.time) : null;
  return {
    item,
    row: {
      key: line.key,
      product_id: p.product_id,
      name: p.name,
      model: p.model,
      quantity: line.quantity,
      minimum: p.minimum,
      unit_price: unit,
      unit_price_text: formatMoney(unit),
      unit_price_before_discounts: applyAdjustments(p.price, options),
      original_unit_price: p.price,
      total,
      total_text: formatMoney(total),
      tax: lineTotal(total, TAX_RATE),
      shipping_cost: p.shipping_cost,
      has_shipping_cost: compare(p.shipping_cost, 0) > 0,
      selected_options: options,
      links: { view: p.links.view },
      thumbnails: { cart: p.thumbnails.cart },
      aaia: p.aaia,
      mpn: p.mpn,
      upc: p.upc,
      enough_inventory: enough,
      show_stock_warning: !enough,
      oos_text: item.oos_text ?? '',
      rebates: { unique: item.rebate ? [item.rebate] : [] },
      labor: labor
        ? { labor_id: labor.data.labor_id, title: labor.title, time: labor.time, amount: labor.data.amount, labor_price: laborPrice!, labor_price_text: formatMoney(laborPrice) }
        : null,
      weight: p.weight,
    },
  };
}

const row = (code: string, title: string, value: string): Total => ({ code, title, text: formatMoney(value), value });

/** The cart exactly as getData answers it. */
export function renderCart(state: CartState, ymm?: YmmState): Cart {
  const rendered = state.lines.map(renderLine).filter((r): r is NonNullable<typeof r> => r !== null);
  const products = rendered.map((r) => r.row);
  const vouchers = state.vouchers.map((v) => ({ ...v, amount_text: formatMoney(v.amount) }));

  const subTotal = sum(...products.map((p) => p.total), ...vouchers.map((v) => v.amount));
  const totals: Total[] = [row('sub_total', 'Sub-Total', subTotal)];
  const laborTotal = sum(...products.map((p) => (p.labor ? lineTotal(p.labor.labor_price, p.quantity) : 0)));
  if (compare(laborTotal, 0) > 0) totals.push(row('labor', 'Installation Labor', laborTotal));
  let taxable = sum(...products.map((p) => p.total));
  const coupon = state.codes.coupon ? COUPONS[state.codes.coupon] : undefined;
  if (coupon) {
    const off = lineTotal(taxable, `-${coupon.percent}`);
    totals.push(row('coupon', `Coupon (${state.codes.coupon})`, off));
    taxable = sum(taxable, off);
  }
  totals.push(row('tax', TAX_TITLE, lineTotal(taxable, TAX_RATE)));
  let running = sum(...totals.map((t) => t.value));
  const gift = state.codes.voucher ? GIFT_CODES[state.codes.voucher] : undefined;
  if (gift) {
    const used = minAmount(gift, running);
    totals.push(row('voucher', `Gift Certificate (${state.codes.voucher})`, subtract(0, used)));
    running = subtract(running, used);
  }
  totals.push(row('total', 'Total', running));

  const weight = sum(...rendered.map((r) => lineTotal(r.item.product.weight, r.row.quantity)));
  const items = totalItems(state);
  const customer = customerById(state.customer_id);
  const facets = ymm?.facets ?? [];
  return {
    products,
    vouchers,
    totals,
    total_items: items,
    total_text: totalText(items, running),
    order_id: null,
    customer: customer ? { customer_id: customer.customer_id, firstname: customer.firstname, lastname: customer.lastname, email: customer.email, telephone: customer.telephone } : null,
    ymm_vehicle: facets.length ? { label: facets.map((f) => f.label_value).join(' '), facets } : null,
    customer_vehicles: customer?.vehicles ?? [],
    customer_geocode: null,
    show_weight: products.length > 0,
    weight_text: `${weight} lb`,
    codes: (Object.keys(state.codes) as CodeType[]).map((type) => ({ type, code: state.codes[type]! })),
  };
}

/** Pieces in the cart plus gift certificates, as the navbar count shows it. */
export const totalItems = (state: CartState): number => state.lines.reduce((n, l) => n + l.quantity, 0) + state.vouchers.length;

/** The store's navbar text: "3 item(s) - $123.45". */
export const totalText = (items: number, total: string | number): string => `${items} item(s) - ${formatMoney(total)}`;

/** The cart's grand total (for add/remove answers' total_text). */
export function cartTotal(state: CartState, ymm?: YmmState): string {
  const cart = renderCart(state, ymm);
  return String(cart.totals.find((t) => t.code === 'total')!.value);
}
