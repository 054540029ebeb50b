import type { Product, WishlistProduct } from '../../shared/api/types';

/**
 * The shared add-to-cart reads only id, name, link, brand code and part number of the product it
 * adds; a wishlist row carries those, so it is passed as the product it stands for.
 */
export function asCartProduct(p: WishlistProduct): Product {
  return { product_id: p.product_id, name: p.name, links: p.links, aaia: p.aaia ?? '', mpn: p.mpn ?? '' } as Product;
}
