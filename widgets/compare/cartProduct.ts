import type { CompareProduct, Product } from '../../shared/api/types';

/**
 * The shared add-to-cart reads only id, name, link, brand code and part number of the product it
 * adds; a compare row carries those, so it is passed as the product it stands for.
 */
export function asCartProduct(p: CompareProduct): Product {
  return {
    product_id: p.product_id,
    name: p.name,
    links: p.links,
    aaia: p.aaia ?? '',
    mpn: p.mpn ?? '',
  } as Product;
}
