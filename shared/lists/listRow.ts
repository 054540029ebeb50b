import * as v from 'valibot';
import { ProductShape, type Product } from '../api/shapes/product';

/** A row of a store-held list (compare, wishlist): the fields the shared add-to-cart reads. */
export interface ListRow {
  product_id: string;
  name: string;
  links?: { view: string };
  aaia?: string;
  mpn?: string;
}

/**
 * The shared add-to-cart reads only id, name, link, brand code and part number of the product it
 * adds; a compare or wishlist row carries those, so it is read as the product it stands for (every
 * other field at the Product's fallback).
 */
export function rowAsCartProduct(row: ListRow): Product {
  return v.parse(ProductShape, { product_id: row.product_id, name: row.name, links: { view: row.links?.view ?? '' }, aaia: row.aaia ?? '', mpn: row.mpn ?? '' });
}
