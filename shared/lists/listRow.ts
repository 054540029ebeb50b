import type { Product } from '../api/types';

/** A row of a store-held list (compare, wishlist): the fields the shared add-to-cart reads. */
export interface ListRow {
  product_id: Product['product_id'];
  name: string;
  links?: Product['links'];
  aaia?: string;
  mpn?: string;
}

/**
 * The shared add-to-cart reads only id, name, link, brand code and part number of the product it
 * adds; a compare or wishlist row carries those, so it is passed as the product it stands for.
 */
export function rowAsCartProduct(row: ListRow): Product {
  return { product_id: row.product_id, name: row.name, links: row.links, aaia: row.aaia ?? '', mpn: row.mpn ?? '' } as Product;
}
