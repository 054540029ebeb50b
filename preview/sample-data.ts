import { catalog, productById, renderListing, renderProduct, FIRST_PRODUCT_ID } from '../mocks/db/catalog';
import { cartTotal, totalItems, totalText } from '../mocks/db/cart';
import { db } from '../mocks/db';
import type { ListingProps, ListingSource, Product } from '../mocks/db/records';

/**
 * Products for the preview pages, from the mock store's catalogue (`mocks/db/catalog.ts`),
 * rendered exactly as the PHP page puts them into `data-pf-props`. The page and the service
 * worker run the same deterministic seed, so ids, prices and stock match what the endpoints say.
 *
 * Call these only after `#pf-config` is written: the `*_text` prices are formatted in the
 * configured currency (boot() builds the page after writing the config).
 */

/** How much a product shows off on a product page: options, labor, a special, discounts. */
const richness = (p: Product) =>
  (p.options.length ? 2 : 0) + (p.labor ? 2 : 0) + (p.is_special ? 1 : 0) + (p.discounts.length ? 1 : 0) + (p.is_package ? -3 : 0);

/** The product page's product: `?product_id=` when given, else the richest of the first parts. */
export function pageProduct(): Product | undefined {
  const asked = productById(new URLSearchParams(location.search).get('product_id'));
  if (asked) return renderProduct(asked);
  const first = catalog().slice(0, 60);
  const best = [...first].sort((a, b) => richness(b.product) - richness(a.product))[0] ?? productById(FIRST_PRODUCT_ID);
  return best && renderProduct(best);
}

/** The first page (15) of a listing, as the store renders it; category listings use the brake-pad category. */
export function listing(source: ListingSource, page = 1): ListingProps {
  const categoryId = source === 'category' ? Number(productById(FIRST_PRODUCT_ID)?.product.category_id) : undefined;
  return renderListing(source, { page, limit: 15, categoryId: Number.isFinite(categoryId) ? categoryId : undefined });
}

/** `count` products: the fitment fixtures first (they fit the demo vehicles), then the rest in order. */
export function sampleProducts(count: number): Product[] {
  return catalog().slice(0, count).map(renderProduct);
}

export const imageOf = (p: Product): string => p.thumbnails?.primary ?? '';
export const linkOf = (p: Product): string => p.links?.view ?? `#product-${p.product_id}`;

/** The navbar cart text the store prints server-side ("3 item(s) - $84.98"), from the mock cart. */
export const cartText = (): string => totalText(totalItems(db.cart), cartTotal(db.cart, db.ymm));
