/**
 * The shopper's cart as the store keeps it (lines, purchased gift certificates, applied codes)
 * and `renderCart`, which answers it as getData does: line prices, totals (sub-total, labor,
 * coupon, tax, gift certificate, total) computed exactly with shared/money, and only the fields
 * the docs name (`shared/api/shapes/cart.ts`): no line total, no `*_text` unit price, applied
 * codes only as totals rows.
 */
import type { SelectedOption } from './records';
import type { Facet, Vehicle } from '../../shared/api/shapes/vehicle';
import type { CartAnswer, CartCustomerAnswer, CartLaborAnswer, CartProductAnswer } from '../../shared/api/shapes/cart';
import { applyAdjustments, compare, formatMoney, laborCost, lineTotal, minAmount, subtract, sum } from '../../shared/money';
import { productById, type CatalogItem } from './catalog';
import { currentCustomers, recordById } from './customers';
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
  // ---- POS (spec 3 §2, spec 5 "POS cart"); absent on storefront lines ----
  /** The unit price the staff set with updatePrice (2-place string), replacing the computed one. */
  price?: string;
  po_number?: string;
  /** Set once the cart has been saved as an order. */
  order_product_id?: number;
  /** A custom product (no catalogue product behind it; product_id 0). */
  custom?: { name: string; price: string; tax_class_id: number | null };
  /** Labor applied or edited at the counter (applyLabor, updateLabor); on a labor-only line too. */
  pos_labor?: PosLabor;
}

/** Labor as the counter sets it: a rate, minutes, an optional name, a quantity. */
export interface PosLabor {
  labor_id: number | string;
  title: string;
  time: number;
  rate: string | number;
  quantity: number;
}

export type CodeType = 'coupon' | 'voucher' | 'reward';

/**
 * A gift certificate in the cart (spec 1 §3 Voucher). Its description is written when the cart is
 * answered, as OpenCart writes it: the amount in the store's money form (the page's), then its
 * language file's words ("%s Gift Certificate for %s" with the recipient's name).
 */
export interface VoucherRow {
  key: string;
  to_name: string;
  amount: string;
  amount_text: string;
  message: string;
  voucher_theme: string;
  code: string;
}

export interface CartState {
  lines: CartLine[];
  /** Gift certificates being bought (amount a 2-place string). */
  vouchers: VoucherRow[];
  /** Applied codes by type. */
  codes: Partial<Record<CodeType, string>>;
  customer_id: number | null;
  /** POS: the order (in `db.orders`) this cart was saved as, until abandoned or cancelled. */
  order_id: number | null;
  /**
   * POS: the order this register is checking out (the session's, what the store renders on
   * /pos/checkout): set by saveOrderAndCheckout, which then starts a fresh cart, and by Continue
   * Order; cleared when Confirm Order completes it. Not part of any answer.
   */
  checkout_order_id?: number | null;
  /** POS: the counter for custom line keys (deterministic). */
  next: { custom: number };
  /** Storefront: the shopper logged in at checkout step 1 (getCustomer, or registered); their store credit pays towards the cart. */
  shopper_id?: number | null;
  /** Storefront: false once the shopper took their store credit off the cart (removeCredit). */
  use_credit?: boolean;
  /** Storefront: what setCheckoutData last stored for the checkout (e.g. `account`). */
  checkout_data?: Record<string, string>;
}

/** The totals row of the shopper's store credit (OpenCart's credit total). */
export const CREDIT_TITLE = 'Store Credit';

/** Codes the mock store accepts. Any other code is refused (e.g. "EXPIRED5"). */
export const COUPONS: Record<string, { title: string; percent: string }> = { SAVE10: { title: '10% Off', percent: '0.10' } };
export const GIFT_CODES: Record<string, string> = { GIFT25: '25.00' };
export const TAX_RATE = '0.09';
export const TAX_TITLE = 'IL Sales Tax (9%)';

/** A line's key: the product, its options and whether it was added with labor (adds merge by product and options: handlers/cart.ts addLine). */
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
      { key: 'voucher-1', to_name: 'Sam', amount: '25.00', amount_text: '', message: 'Happy birthday!', voucher_theme: 'Birthday', code: '' },
    ],
    codes: {},
    customer_id: null,
    order_id: null,
    checkout_order_id: null,
    next: { custom: 1 },
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

/** A cart line as the mock store writes it: only fields the docs name (checked against the shape below). */
export interface CartRow {
  key: string;
  product_id: number | string;
  name: string;
  quantity: number;
  minimum: number;
  unit_price: string;
  unit_price_value: number;
  unit_price_before_discounts: string;
  original_unit_price: string | number;
  tax: string;
  shipping_cost: string | number;
  has_shipping_cost: boolean;
  selected_options: Array<{ product_option_id: number | string; name: string; value: string; price: string | number }>;
  links: { view: string };
  thumbnails: { cart: string };
  aaia: string;
  mpn: string;
  upc: string;
  enough_inventory: boolean;
  show_stock_warning: boolean;
  oos_text: string;
  rebates: { unique: Array<{ rebateId: string | number; trackingURL: string; normalBanner: string }> };
  labor: LaborRow | null;
  po_number: string;
  order_product_id: number | null;
  is_custom: boolean;
}
export interface LaborRow {
  labor_id: number | string;
  title: string;
  time: number;
  rate: string | number;
  quantity: number;
  amount_text: string;
}
// The mock's rows are the documented shapes as the store writes them.
type Fits<A extends B, B> = A;
export type CheckRow = Fits<CartRow, CartProductAnswer> | Fits<LaborRow, CartLaborAnswer>;

/** A rendered line with what the totals need. */
interface RenderedLine {
  row: CartRow;
  /** unit × quantity: the store's own line total (the answer carries none, spec 1 §3). */
  total: string;
  weight: string;
  /** Counts toward tax: catalogue parts always, custom products only with a tax class. */
  taxable: boolean;
  /** This line's labor amount for the Installation Labor total. */
  laborTotal: string;
}

/** The line's labor as the cart shows it: counter labor (rate × time ÷ 60 × quantity) or the part's own. */
function renderLabor(line: CartLine, item: CatalogItem | undefined): { labor: LaborRow | null; total: string } {
  if (line.pos_labor) {
    const l = line.pos_labor;
    const total = laborCost(l.rate, l.time, l.quantity);
    return {
      labor: { labor_id: l.labor_id, title: l.title, time: l.time, rate: l.rate, quantity: l.quantity, amount_text: formatMoney(total) },
      total,
    };
  }
  const own = line.labor ? item?.product.labor : null;
  if (!own) return { labor: null, total: '0.00' };
  const unit = laborCost(own.data.amount, own.time);
  const total = lineTotal(unit, line.quantity);
  return {
    labor: { labor_id: own.data.labor_id, title: own.title, time: own.time, rate: own.data.amount, quantity: line.quantity, amount_text: formatMoney(total) },
    total,
  };
}

/** A custom product or a labor-only line: no catalogue product behind it. */
function renderCustomLine(line: CartLine): RenderedLine {
  const custom = line.custom!;
  const unit = line.price ?? custom.price;
  const total = lineTotal(unit, line.quantity);
  const taxable = custom.tax_class_id !== null;
  const { labor, total: laborTotal } = renderLabor(line, undefined);
  return {
    weight: '0',
    taxable,
    laborTotal,
    total,
    row: {
      key: line.key,
      product_id: 0,
      name: custom.name,
      quantity: line.quantity,
      minimum: 1,
      unit_price: unit,
      unit_price_value: Number(unit),
      unit_price_before_discounts: custom.price,
      original_unit_price: custom.price,
      tax: taxable ? lineTotal(total, TAX_RATE) : '0.00',
      shipping_cost: '0.00',
      has_shipping_cost: false,
      selected_options: [],
      links: { view: '' },
      thumbnails: { cart: '' },
      aaia: '',
      mpn: '',
      upc: '',
      enough_inventory: true,
      show_stock_warning: false,
      oos_text: '',
      rebates: { unique: [] },
      labor,
      po_number: line.po_number ?? '',
      order_product_id: line.order_product_id ?? null,
      is_custom: true,
    },
  };
}

function renderLine(line: CartLine): RenderedLine | null {
  if (line.custom) return renderCustomLine(line);
  const item = productById(line.product_id);
  if (!item) return null;
  const p = item.product;
  const options = selectedOptions(item, line.option);
  const unit = line.price ?? unitPrice(item, line.quantity, options);
  const total = lineTotal(unit, line.quantity);
  const enough = p.quantity >= line.quantity;
  const { labor, total: laborTotal } = renderLabor(line, item);
  return {
    weight: lineTotal(p.weight, line.quantity),
    taxable: true,
    laborTotal,
    total,
    row: {
      key: line.key,
      product_id: p.product_id,
      name: p.name,
      quantity: line.quantity,
      minimum: p.minimum,
      unit_price: unit,
      unit_price_value: Number(unit),
      unit_price_before_discounts: applyAdjustments(p.price, options),
      original_unit_price: p.price,
      tax: lineTotal(total, TAX_RATE),
      shipping_cost: p.shipping_cost ?? '0.00',
      has_shipping_cost: compare(p.shipping_cost, 0) > 0,
      selected_options: options.map((o) => ({ product_option_id: o.product_option_id, name: o.name, value: o.value, price: o.price })),
      links: { view: p.links.view ?? '' },
      thumbnails: { cart: p.thumbnails.cart ?? '' },
      aaia: p.aaia,
      mpn: p.mpn,
      upc: p.upc ?? '',
      enough_inventory: enough,
      show_stock_warning: !enough,
      oos_text: item.oos_text ?? '',
      rebates: { unique: item.rebate ? [item.rebate] : [] },
      labor,
      po_number: line.po_number ?? '',
      order_product_id: line.order_product_id ?? null,
      is_custom: false,
    },
  };
}

const row = (code: string, title: string, value: string): { code: string; title: string; text: string; value: string } => ({ code, title, text: formatMoney(value), value });

/** The cart exactly as getData answers it (with the POS fields of spec 5 "POS cart"), and nothing the docs do not name. */
export function renderCart(state: CartState, ymm?: YmmState) {
  const rendered = state.lines.map(renderLine).filter((r): r is RenderedLine => r !== null);
  const products = rendered.map((r) => r.row);
  const vouchers = state.vouchers.map(({ to_name, ...v }) => {
    const amount_text = formatMoney(v.amount);
    return { ...v, description: `${amount_text} Gift Certificate for ${to_name}`, amount_text };
  });
  const customer = posCustomer(state.customer_id);

  const subTotal = sum(...rendered.map((r) => r.total), ...vouchers.map((v) => v.amount));
  const totals = [row('sub_total', 'Sub-Total', subTotal)];
  const laborTotal = sum(...rendered.map((r) => r.laborTotal));
  if (compare(laborTotal, 0) > 0) totals.push(row('labor', 'Installation Labor', laborTotal));
  // A tax-exempt customer pays no tax; custom products without a tax class are left out of it.
  let taxable = customer?.tax_exempt ? '0.00' : sum(...rendered.filter((r) => r.taxable).map((r) => r.total));
  const coupon = state.codes.coupon ? COUPONS[state.codes.coupon] : undefined;
  if (coupon) {
    const off = lineTotal(sum(...rendered.map((r) => r.total)), `-${coupon.percent}`);
    totals.push(row('coupon', `Coupon (${state.codes.coupon})`, off));
    taxable = compare(taxable, 0) > 0 ? sum(taxable, lineTotal(taxable, `-${coupon.percent}`)) : taxable;
  }
  totals.push(row('tax', TAX_TITLE, lineTotal(taxable, TAX_RATE)));
  let running = sum(...totals.map((t) => t.value));
  const gift = state.codes.voucher ? GIFT_CODES[state.codes.voucher] : undefined;
  if (gift) {
    const used = minAmount(gift, running);
    totals.push(row('voucher', `Gift Certificate (${state.codes.voucher})`, subtract(0, used)));
    running = subtract(running, used);
  }
  // A logged-in shopper's store credit pays towards the rest, until they take it off (removeCredit).
  const shopper = state.shopper_id ? customerById(state.shopper_id) : undefined;
  if (shopper && state.use_credit !== false && compare(shopper.store_credit, 0) > 0 && compare(running, 0) > 0) {
    const used = minAmount(shopper.store_credit, running);
    totals.push(row('credit', CREDIT_TITLE, subtract(0, used)));
    running = subtract(running, used);
  }
  totals.push(row('total', 'Total', running));

  const weight = sum(...rendered.map((r) => r.weight));
  const items = totalItems(state);
  const facets = ymm?.facets ?? [];
  const vehicles = customer?.vehicles ?? [];
  const current = vehicles.find((v) => sameVehicle(v.ymm_data, facets));
  return {
    products,
    vouchers,
    totals,
    total_items: items,
    total_text: totalText(items, running),
    order_id: state.order_id,
    customer: customer
      ? ({ customer_id: customer.customer_id, firstname: customer.firstname, lastname: customer.lastname, email: customer.email, telephone: customer.telephone, store_credit: customer.store_credit, tax_exempt: customer.tax_exempt } satisfies CartCustomerAnswer)
      : null,
    ymm_vehicle: facets.length ? { vehicle_id: current?.vehicle_id ?? null, title: current?.title ?? vehicleTitle(facets), facets } : null,
    customer_vehicles: vehicles,
    customer_geocode: null,
    show_weight: products.length > 0,
    weight_text: `${weight} lb`,
    // No `codes`: the docs give applied codes only as totals rows (coupon, voucher).
  } satisfies CartAnswer;
}

/**
 * What an order keeps of a cart line that the cart answer does not carry (the model, and each
 * option's price with its sign), read from the store's own line.
 */
export function orderExtras(
  state: CartState,
  key: string,
): { model: string; option: Array<{ name: string; value: string; option_price: string }>; labor?: { price: string; total: string } } {
  const line = state.lines.find((l) => l.key === key);
  // A labor-only line (custom labor) goes on the order at its labor: the cart shows it as its labor row.
  if (line?.custom && line.pos_labor) {
    const l = line.pos_labor;
    return { model: '', option: [], labor: { price: laborCost(l.rate, l.time), total: laborCost(l.rate, l.time, l.quantity) } };
  }
  const item = line && !line.custom ? productById(line.product_id) : undefined;
  if (!line || !item) return { model: '', option: [] };
  return {
    model: item.product.model,
    option: selectedOptions(item, line.option).map((o) => ({ name: o.name, value: o.value, option_price: Number(o.price) ? `${o.price_prefix ?? '+'}${formatMoney(o.price)}` : '' })),
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

// ---------------------------------------------------------------------------------------------
// POS: the customer on the cart and their vehicles (spec 5 "POS cart")
// ---------------------------------------------------------------------------------------------

/** Tax classes the mock store knows; the preview passes the same list as `pos.taxClasses`. */
export const TAX_CLASSES = [
  { tax_class_id: 9, title: 'Taxable Goods' },
  { tax_class_id: 10, title: 'Taxable Services' },
];

export interface PosCustomerRecord extends CartCustomerAnswer {
  firstname: string;
  lastname: string;
  tax_exempt: boolean;
  vehicles: Array<Vehicle & { ymm_data: Facet[] }>;
}

/** The vehicle line of the cart: its facet labels joined ("2018 Ford F-150 XLT"). */
export const vehicleTitle = (facets: Facet[]): string => facets.map((f) => f.label_value).join(' ');

/** The same vehicle when every facet field has the same value. */
export function sameVehicle(a: Facet[], b: Facet[]): boolean {
  if (!a.length || a.length !== b.length) return false;
  return a.every((f) => b.some((g) => g.api_field === f.api_field && String(g.api_value) === String(f.api_value)));
}

/**
 * The customer as the POS cart shows them (the cart's view of the one customer collection, see
 * customers-lite.ts), with each saved vehicle in full: its facets are what saveVehicle takes.
 */
export function posCustomer(id: number | string | null | undefined): PosCustomerRecord | undefined {
  const customer = customerById(id);
  const record = recordById(currentCustomers(), id);
  if (!customer || !record) return undefined;
  return {
    ...customer,
    vehicles: record.vehicles.map((v) => ({ vehicle_id: String(v.vehicle_id), customer_id: String(v.customer_id), title: v.title, vin: v.vin, notes: v.notes, ymm: v.ymm, ymm_data: v.ymm_data.map((f) => ({ ...f })) })),
  };
}
