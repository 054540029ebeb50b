/**
 * The shopper's wishlist and compare list (product ids), and how the store renders them.
 * Compare keeps at most 4 products: adding a fifth drops the oldest, as the store does.
 */
import type { InferInput } from 'valibot';
import type { CompareProductShape, WishlistProductShape } from '../../shared/api/shapes/lists';

/** The rows as the store writes them (ids as numbers, PHP flags). */
type WishlistProduct = InferInput<typeof WishlistProductShape>;
type CompareProduct = InferInput<typeof CompareProductShape>;
import { formatMoney } from '../../shared/money';
import { type CatalogItem } from './catalog';

export interface ListsState {
  wishlist: number[];
  compare: number[];
}

export const COMPARE_LIMIT = 4;

export function createLists(): ListsState {
  // A pad set, a strut with options, a not-orderable hub and a battery; compare: three brake parts.
  return { wishlist: [101, 110, 112, 109], compare: [101, 111, 121] };
}

const stockText = (quantity: number) => (quantity <= 0 ? 'Out of Stock' : `${quantity} in Stock`);

export function renderWishlistProduct(item: CatalogItem): WishlistProduct {
  const p = item.product;
  return {
    product_id: p.product_id,
    name: p.name,
    model: p.model,
    thumbnails: { wishlist: p.thumbnails.wishlist },
    links: { view: p.links.view },
    disable_pricing: p.disable_pricing,
    disable_pricing_notice: p.disable_pricing_notice,
    requires_options: p.requires_options,
    is_orderable: p.is_orderable,
    // Extensions (docs/endpoints.md): the Unit Price column, an add's quantity, the part.
    price_text: formatMoney(p.price),
    special_text: p.special != null ? formatMoney(p.special) : '',
    minimum: p.minimum,
    aaia: p.aaia,
    mpn: p.mpn,
  };
}

export function renderCompareProduct(item: CatalogItem): CompareProduct {
  const p = item.product;
  const d = item.dimensions;
  return {
    product_id: p.product_id,
    name: p.name,
    model: p.model,
    manufacturer: p.manufacturer,
    stock_text: stockText(p.quantity),
    weight_text: `${p.weight} lb`,
    length_text: `${d.length} in`,
    width_text: `${d.width} in`,
    height_text: `${d.height} in`,
    rating: p.rating,
    reviews: p.reviews,
    attribute_groups: [
      { name: 'Dimensions', attributes: [{ name: 'Length', value: `${d.length} in` }, { name: 'Width', value: `${d.width} in` }, { name: 'Height', value: `${d.height} in` }] },
      ...item.attribute_groups,
    ],
    // Extensions (docs/endpoints.md): the compare product's name, link, image, price,
    // orderability, part and minimum are not in spec 1 §3.
    thumbnails: { primary: p.thumbnails.primary },
    links: { view: p.links.view },
    price_text: formatMoney(p.price),
    special_text: p.special != null ? formatMoney(p.special) : '',
    disable_pricing: p.disable_pricing,
    disable_pricing_notice: p.disable_pricing_notice,
    is_orderable: p.is_orderable,
    requires_options: p.requires_options,
    minimum: p.minimum,
    aaia: p.aaia,
    mpn: p.mpn,
  };
}
