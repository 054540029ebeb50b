/**
 * The store's "Products Purchased" report, the realistic source of the generic data table
 * (spec 3 §2 §7; spec 5 "Lists"): one row per part sold, with units and total sales. Derived
 * from the read-only catalogue with a seeded generator, so it is the same on every run.
 */
import { lineTotal, toCents } from '../../shared/money';
import { catalog } from './catalog';
import { mulberry32 } from './random';

export interface PurchasedRow {
  product_id: number;
  name: string;
  /** The part number (OpenCart's "Model"). */
  model: string;
  manufacturer: string;
  /** Units sold. */
  quantity: number;
  /** Total sales as a decimal string; the report answers it formatted (`total`). */
  total_amount: string;
  /** Total sales in cents (the sort key of `total`). */
  total_cents: number;
}

/** The report's sortable fields (`sort=`), as the PHP report's whitelist. */
export const PURCHASED_SORTS = ['name', 'model', 'manufacturer', 'quantity', 'total'] as const;
export type PurchasedSort = (typeof PURCHASED_SORTS)[number];

let rows: PurchasedRow[] | null = null;

/** Every part sold at least once, in the report's own order (most units first, as the store does). */
export function purchasedReport(): readonly PurchasedRow[] {
  if (rows) return rows;
  const rng = mulberry32(20261123);
  rows = [];
  for (const { product } of catalog()) {
    // About one part in eight has not sold yet and is not in the report.
    const quantity = rng.chance(0.125) ? 0 : rng.int(1, 240);
    if (!quantity) continue;
    const total = lineTotal(product.price, quantity);
    rows.push({
      product_id: Number(product.product_id),
      name: product.name,
      model: product.model,
      manufacturer: product.manufacturer,
      quantity,
      total_amount: total,
      total_cents: toCents(total),
    });
  }
  rows.sort((a, b) => b.quantity - a.quantity || a.product_id - b.product_id);
  return rows;
}
