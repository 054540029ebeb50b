import * as v from 'valibot';
import { amount, extension, flag, id, int, listOf, need, optional, text, url } from '../shape';

/**
 * Wishlist and compare (spec 1 §3 "Wishlist product", "Compare product"; spec 4 "Wishlist and
 * compare"). Fields the entity tables do not name are `extension(…)`s, listed with their
 * fallbacks in `docs/endpoints.md`.
 */

/** `{"view": url}`: the product page. */
const LinksShape = v.object({ view: optional(url, '') });

/** Wishlist product: product_id, thumbnails.wishlist, links.view, name, model, pricing and orderability flags. */
export const WishlistProductShape = v.object({
  product_id: need(id, 'the part added or removed'),
  name: need(text, 'the part\'s name'),
  model: optional(text, ''),
  thumbnails: optional(v.object({ wishlist: optional(url, '') }), { wishlist: '' }),
  links: optional(LinksShape, { view: '' }),
  disable_pricing: optional(flag, false),
  disable_pricing_notice: optional(text, ''),
  requires_options: optional(flag, false),
  is_orderable: optional(flag, true),
  // Extensions: the Unit Price column, the quantity of an add, and the part for the fitment check.
  price_text: extension(text, ''),
  special_text: extension(text, ''),
  minimum: extension(int, 1),
  aaia: extension(text, ''),
  mpn: extension(text, ''),
});
export type WishlistProduct = v.InferOutput<typeof WishlistProductShape>;

export const AttributeGroupShape = v.object({
  name: need(text, 'the group\'s heading'),
  attributes: optional(listOf(v.object({ name: need(text, 'the attribute\'s row'), value: optional(text, '') })), []),
});
export type AttributeGroup = v.InferOutput<typeof AttributeGroupShape>;

/**
 * Compare product: product_id, model, manufacturer, stock_text, weight/length/width/height_text,
 * rating, reviews, attribute_groups. The column's name, link, image, price, orderability, part
 * number and minimum are not in the docs: extensions. Orderability left out is `null` (unknown):
 * the row then links to the product page instead of offering Add to Cart.
 */
export const CompareProductShape = v.object({
  product_id: need(id, 'the part added or removed'),
  model: optional(text, ''),
  manufacturer: optional(text, ''),
  stock_text: optional(text, ''),
  weight_text: optional(text, ''),
  length_text: optional(text, ''),
  width_text: optional(text, ''),
  height_text: optional(text, ''),
  rating: optional(amount, 0),
  reviews: optional(int, 0),
  attribute_groups: optional(listOf(AttributeGroupShape), []),
  name: extension(text, ''),
  links: extension(LinksShape, { view: '' }),
  thumbnails: extension(v.object({ primary: optional(url, '') }), { primary: '' }),
  price_text: extension(text, ''),
  special_text: extension(text, ''),
  disable_pricing: extension(flag, false),
  disable_pricing_notice: extension(text, ''),
  is_orderable: extension(v.nullable(flag), null),
  requires_options: extension(v.nullable(flag), null),
  minimum: extension(int, 1),
  aaia: extension(text, ''),
  mpn: extension(text, ''),
});
export type CompareProduct = v.InferOutput<typeof CompareProductShape>;

/** `GET /account/wishlist/getWishlist` → `{"products": [WishlistProduct]}`. */
export const WishlistAnswerShape = v.object({ products: need(v.array(WishlistProductShape), 'the list itself: an answer without it is not an empty list') });
/** `GET /product/compare/getCompare` → `{"products": [CompareProduct]}`. */
export const CompareAnswerShape = v.object({ products: need(v.array(CompareProductShape), 'the list itself: an answer without it is not an empty list') });

/** The column header of a compare product: its name, else brand and model (the docs give no name). */
export const compareTitle = (p: Pick<CompareProduct, 'name' | 'manufacturer' | 'model'>): string =>
  p.name.trim() || [p.manufacturer, p.model].filter(Boolean).join(' ') || 'Product';
