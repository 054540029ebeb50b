import * as v from 'valibot';
import { amount, extension, flag, id, int, listOf, need, optional, successAnswer, text, url } from '../shape';

/**
 * The Product of spec 1 §3 and spec 4 "Product data on pages" (`{"product": Product}` in a product
 * page's `data-pf-props`, `{"source", "products": [Product], …}` in a listing's), and the product
 * page's calls (spec 4 "Captcha and contact", "Inventory"). Only `product_id` and `name` are
 * required: a listing's product may leave the rest out. Flags are read with `flag` (so `"0"` is
 * false and never renders), amounts with `amount`, every address with `url`.
 */

/** An amount the store may leave empty (`null`, `false`, `""`): `null` then. */
export const maybeAmount = optional(
  v.pipe(
    v.union([amount, v.literal(false), v.literal(''), v.null()]),
    v.transform((value) => (typeof value === 'number' ? value : null)),
  ),
  null,
);

const str = optional(text, '');
const yes = optional(flag, false);

/** `links (view, manufacturer)`. */
export const LinksShape = v.object({ view: optional(url, ''), manufacturer: optional(url, '') });
const NO_LINKS = { view: '', manufacturer: '' };

/** `thumbnails (primary, wishlist, cart)`; `popup` (a bigger image) is an extension (B5). */
export const ThumbnailsShape = v.object({
  primary: optional(url, ''),
  wishlist: optional(url, ''),
  cart: optional(url, ''),
  popup: extension(url, ''),
});

/** Discount: product_discount_id, quantity, price, price_text. */
export const DiscountShape = v.object({ product_discount_id: optional(id, ''), quantity: need(int, 'the quantity the price is for'), price: need(amount, 'the price the add is charged'), price_text: str });
export type Discount = v.InferOutput<typeof DiscountShape>;

/** Labor: time (minutes), title, data (amount, labor_id, title), display_text, labor_price. */
export const LaborShape = v.object({
  time: optional(amount, 0),
  title: str,
  data: optional(v.object({ amount: optional(amount, 0), labor_id: optional(id, ''), title: str }), { amount: 0, labor_id: '', title: '' }),
  display_text: str,
  labor_price: maybeAmount,
});
export type Labor = v.InferOutput<typeof LaborShape>;

export const OPTION_TYPES = ['checkbox', 'image', 'radio', 'select', 'text', 'textarea', 'date', 'time', 'datetime'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];
/** Option types whose answer is one or more of `values` (the rest are typed in by the shopper). */
export const CHOICE_OPTION_TYPES: readonly OptionType[] = ['checkbox', 'image', 'radio', 'select'];

/** A value: product_option_value_id, name, price, price_prefix (+ or -), price_text, image. */
export const OptionValueShape = v.object({
  product_option_value_id: need(id, 'the value sent with the add'),
  name: need(text, 'the value shown'),
  price: optional(amount, 0),
  price_prefix: optional(v.pipe(text, v.transform((p) => (p.trim() === '-' ? '-' : '+') as '+' | '-')), '+'),
  price_text: str,
  image: optional(url, ''),
});
export type ProductOptionValue = v.InferOutput<typeof OptionValueShape>;

/** An option: product_option_id, name, type, required (a flag), values; `value` (pre-filled text) is an extension (B6). */
export const OptionShape = v.object({
  product_option_id: need(id, 'the option sent with the add'),
  name: need(text, 'the option\'s label'),
  /** An option of a type no widget draws (`file`) is left out of the list (the store refuses the add if it is required). */
  type: need(v.picklist(OPTION_TYPES), 'how the option is drawn'),
  required: yes,
  values: optional(listOf(OptionValueShape), []),
  value: extension(text, ''),
});
export type ProductOption = v.InferOutput<typeof OptionShape>;

/** A package item (A6: the docs name no fields): read defensively, each field with a fallback. */
const PackageItemShape = v.object({
  product_id: optional(id, ''),
  name: optional(text, ''),
  model: optional(text, ''),
  quantity_in_kit: optional(int, 1),
  links: optional(v.object({ view: optional(url, '') }), { view: '' }),
});
export type PackageItem = v.InferOutput<typeof PackageItemShape>;

/** A category of `categories` (the docs give no item shape): `{category_id, name}` or a plain name. */
const CategoryShape = v.union([
  v.object({ category_id: optional(id, ''), name: optional(text, '') }),
  v.pipe(text, v.transform((name) => ({ category_id: '', name }))),
]);

/** A store's stock of the product (A26, an extension): POS listings fall back to getInventoriesByProductId. */
const LocationStockShape = v.object({ location_id: optional(id, ''), location_name: need(text, 'the row names its store'), quantity: optional(int, 0) });
export type LocationStock = v.InferOutput<typeof LocationStockShape>;

export const ProductShape = v.object({
  product_id: need(id, 'the part added, compared or saved'),
  sku: str,
  ean: str,
  name: need(text, 'the part\'s name'),
  short_name: str,
  short_description: str,
  model: str,
  manufacturer: str,
  part_number: str,
  mpn: str,
  aaia: str,
  aaia_brand_code: str,
  price: maybeAmount,
  unit_price: maybeAmount,
  original_unit_price: maybeAmount,
  price_text: str,
  price_before_discounts: maybeAmount,
  special: maybeAmount,
  special_text: str,
  is_special: yes,
  instant_rebate: maybeAmount,
  instant_rebate_name: str,
  is_instant_rebate: yes,
  disable_pricing: yes,
  disable_pricing_notice: str,
  is_orderable: optional(flag, true),
  requires_options: yes,
  minimum: optional(v.pipe(int, v.transform((n) => Math.max(1, n))), 1),
  quantity: optional(amount, 0),
  rating: optional(amount, 0),
  reviews: optional(int, 0),
  is_new: yes,
  shipping_cost: maybeAmount,
  currency_code: str,
  categories: optional(listOf(CategoryShape), []),
  category_levels: optional(listOf(text), []),
  links: optional(LinksShape, NO_LINKS),
  thumbnails: optional(ThumbnailsShape, { primary: '', wishlist: '', cart: '', popup: '' }),
  key: str,
  options: optional(listOf(OptionShape), []),
  discounts: optional(listOf(DiscountShape), []),
  labor: optional(v.nullable(LaborShape), null),
  // Package: is_package, is_package_component, the components (quantity_in_kit) and included_in.
  is_package: yes,
  is_package_component: yes,
  package_components: optional(listOf(PackageItemShape), []),
  included_in: optional(listOf(PackageItemShape), []),
  // Extensions (docs/endpoints.md): POS stock by store (A26) and catalog-detail ids (A29).
  stock_by_location: extension(v.nullable(listOf(LocationStockShape)), null),
  category_id: extension(id, ''),
  manufacturer_id: extension(id, ''),
  series_id: extension(id, ''),
});
export type Product = v.InferOutput<typeof ProductShape>;

export const LISTING_SOURCES = ['module', 'category', 'brand', 'search', 'special'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

// ---- the product page's calls ------------------------------------------------------------------

/** `GET product/product/getLocations` → `{"locations": [{"location_id", "location_name", "email"}]}`. */
export const ContactLocationsShape = v.object({
  locations: need(listOf(v.object({ location_id: need(id, 'the store the message goes to'), location_name: need(text, 'the store\'s name in the list'), email: optional(text, '') })), 'the stores a message can go to'),
});
export type ContactLocation = v.InferOutput<typeof ContactLocationsShape>['locations'][number];

/** validateCaptcha → `{"success": true}`; productContactEmail → `{"success": "text"}`. */
export const CaptchaAnswerShape = successAnswer;
export const ContactAnswerShape = successAnswer;

/** `POST /api/inventory/getInventoriesByProductId` → `{"success": true, "data": [{location_name, stock, pace_inventory}]}`. */
export const InventoryByProductShape = v.object({
  success: optional(flag, true),
  data: optional(listOf(v.object({ location_name: need(text, 'the row names its store'), stock: optional(amount, 0), pace_inventory: optional(text, '') })), []),
  error: optional(text),
});
export type StockAtLocation = v.InferOutput<typeof InventoryByProductShape>['data'][number];

/**
 * `POST getInventoryDetails` → `{"Items": [{ProductId, PartNumber, Description, AAIABrandCode,
 * Locations: [{WarehouseCode, Name, Inventory, Price}]}]}`. `TotalInventory`, `StoreInventory` and
 * `Prices` are extensions (B4, A9, A10): derived when left out (see `shared/api/product.ts`).
 */
export const InventoryItemShape = v.object({
  ProductId: need(id, 'matches the answer to its part'),
  PartNumber: optional(text, ''),
  Description: optional(text, ''),
  AAIABrandCode: optional(text, ''),
  Locations: optional(listOf(v.object({ WarehouseCode: optional(text, ''), Name: need(text, 'the warehouse chosen for a distributor order'), Inventory: optional(amount, 0), Price: maybeAmount })), []),
  TotalInventory: extension(v.nullable(amount), null),
  StoreInventory: extension(v.nullable(amount), null),
  Prices: extension(v.nullable(listOf(v.object({ Key: optional(text, ''), Name: need(text, 'the price\'s label'), Text: optional(text, ''), Value: need(amount, 'the price') }))), null),
});
export const InventoryDetailsShape = v.object({ Items: need(listOf(InventoryItemShape), 'the list itself: an answer without it is not an empty list') });

/** `GET product/product/getDealerLocatorPopupText`. */
export const DealerPopupTextShape = v.object({ dealer_locator_popup_text: need(text, 'the popup\'s text'), dealer_locator_popup_heading_text: optional(text, '') });
