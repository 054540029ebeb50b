/**
 * The mock store's records: storefront entities as the PHP store keeps and sends them (spec 1 §3,
 * spec 3 §3, spec 4), for the mock store, the preview and tests that write store data. Widgets
 * never use these: they hold the OUTPUT types of the answer schemas in `shared/api/shapes/`, and
 * every answer the mock store sends is held strictly to those schemas (mocks/router.ts), so a
 * field kept here that the docs do not define can never reach a widget.
 */
/** One saved vehicle facet, as the store answers it (spec 4, "Facet"). */
export interface Facet {
  api_field: string;
  api_value: string;
  label_field: string;
  label_value: string;
}

/** An amount as the store sends it: `84.99` or `"84.99"`. Only `shared/money` does arithmetic on it. */
export type Money = string | number;

/** Ids arrive as numbers on some answers and strings on others (form posts, JSON from PHP). */
export type Id = string | number;

/** Where a product links to (`links.view` is the product page). */
export interface ProductLinks {
  view: string;
  manufacturer?: string;
}

/** Image URLs by use. Spec 4: a product's main image is `thumbnails.primary`. */
export interface Thumbnails {
  primary?: string;
  wishlist?: string;
  cart?: string;
  /** A bigger image for zoom / popups where the store has one. */
  popup?: string;
}

// ---------------------------------------------------------------------------------------------
// Product (listing and product page)
// ---------------------------------------------------------------------------------------------

/** Quantity discount: from `quantity` pieces, each costs `price` (spec 1 §3 "Discount"). */
export interface Discount {
  product_discount_id: Id;
  quantity: number;
  price: Money;
  price_text: string;
}

export interface LaborData {
  /** Hourly rate. */
  amount: Money;
  labor_id: Id;
  title: string;
}

/**
 * Installation labor offered with a part (spec 1 §3 "Labor"). Cost = data.amount × time ÷ 60
 * (`laborCost` in shared/money). `display_text` holds the placeholders `{TITLE}` and `{AMOUNT}`.
 */
export interface Labor {
  /** Minutes. */
  time: number;
  title: string;
  data: LaborData;
  display_text: string;
  /** The store's computed price for one unit, when it sends one. */
  labor_price?: Money;
}

export type OptionType = 'checkbox' | 'image' | 'radio' | 'select' | 'text' | 'textarea' | 'date' | 'time' | 'datetime';

/** Option types whose answer is one or more of `values` (the rest are typed in by the shopper). */
export const CHOICE_OPTION_TYPES: readonly OptionType[] = ['checkbox', 'image', 'radio', 'select'];

export interface ProductOptionValue {
  product_option_value_id: Id;
  name: string;
  /** The price adjustment, unsigned; `price_prefix` says which way. */
  price: Money;
  price_prefix: '+' | '-';
  /** e.g. "+$12.00"; empty when the value does not change the price. */
  price_text: string;
  /** Image to swap in when chosen (select, radio, image types); absent or '' when none. */
  image?: string;
}

export interface ProductOption {
  product_option_id: Id;
  name: string;
  type: OptionType;
  required: boolean;
  /** Empty for text, textarea, date, time, datetime. */
  values: ProductOptionValue[];
  /** Default text for typed options, as the store pre-fills it. */
  value?: string;
}

/** A part of a kit, shown on the kit's page. */
export interface PackageComponent {
  product_id: Id;
  name: string;
  model: string;
  quantity_in_kit: number;
  links: ProductLinks;
  thumbnails?: Thumbnails;
}

/** A kit that includes this part (spec 1 §9: up to 3 shown before "show more"). */
export interface PackageRef {
  product_id: Id;
  name: string;
  links: ProductLinks;
}

/** Stock of one product at one store location (listings show inventory by location). */
export interface LocationStock {
  location_id: Id;
  location_name: string;
  quantity: number;
}

export interface ProductCategory {
  category_id: Id;
  name: string;
}

export interface Product {
  product_id: Id;
  sku?: string;
  ean?: string;
  upc?: string;
  name: string;
  short_name?: string;
  short_description?: string;
  model: string;
  manufacturer: string;
  manufacturer_id?: Id;
  part_number: string;
  mpn: string;
  /** AAIA brand code, e.g. "BKDK" (also sent as `aaia_brand_code`). */
  aaia: string;
  aaia_brand_code?: string;

  // Price block
  price: Money;
  unit_price?: Money;
  original_unit_price?: Money;
  price_text: string;
  price_before_discounts?: Money;
  special?: Money | null;
  special_text?: string;
  is_special: boolean;
  instant_rebate?: Money | null;
  instant_rebate_name?: string;
  is_instant_rebate: boolean;
  discounts: Discount[];
  disable_pricing: boolean;
  disable_pricing_notice?: string;
  shipping_cost?: Money;
  currency_code?: string;

  // Buying
  is_orderable: boolean;
  requires_options: boolean;
  /** Smallest quantity that can be ordered (default 1). */
  minimum: number;
  /** Stock on hand (all locations). */
  quantity: number;
  stock_by_location?: LocationStock[];
  options: ProductOption[];
  labor?: Labor | null;
  /** Cart key when the product page edits an existing line. */
  key?: string;

  // Packages (kits)
  is_package?: boolean;
  is_package_component?: boolean;
  package_components?: PackageComponent[];
  included_in?: PackageRef[];

  // Listing extras
  rating: number;
  reviews: number;
  is_new: boolean;
  weight?: Money;
  weight_text?: string;
  categories?: ProductCategory[];
  /** Category path from the top, e.g. ["Brakes", "Brake Pads"]. */
  category_levels?: string[];
  category_id?: Id;
  series_id?: Id;
  links: ProductLinks;
  thumbnails: Thumbnails;
}

/** `data-pf-props` of a listing placeholder (spec 4 "Product data on pages"). */
export type ListingSource = 'module' | 'category' | 'brand' | 'search' | 'special';

// Type aliases (not interfaces) so they pass as a widget's raw props (`Record<string, unknown>`).
export type ListingProps = {
  source: ListingSource;
  products: Product[];
  total: number;
  page: number;
  limit: number;
};

/** `data-pf-props` of the product page placeholder. */
export type ProductPageProps = {
  product: Product;
};

// ---------------------------------------------------------------------------------------------
// Cart (spec 1 §3 "Cart (display)", spec 3 §3, spec 4 "Cart")
// ---------------------------------------------------------------------------------------------

export interface SelectedOption {
  product_option_id: Id;
  product_option_value_id?: Id;
  name: string;
  /** The chosen value's name, or the typed text. */
  value: string;
  price: Money;
  price_prefix?: '+' | '-';
}

/** A manufacturer rebate attached to a cart line (spec 1 §3 rebates.unique). */
export interface Rebate {
  rebateId: Id;
  trackingURL: string;
  /** Banner image URL. */
  normalBanner: string;
}

export interface CartLabor {
  labor_id: Id;
  title: string;
  time: number;
  amount: Money;
  labor_price: Money;
  labor_price_text?: string;
}

export interface CartProduct {
  /** The line's key: edits and removes are by key. */
  key: string;
  product_id: Id;
  name: string;
  model?: string;
  quantity: number;
  minimum: number;
  unit_price: Money;
  unit_price_text?: string;
  unit_price_before_discounts?: Money;
  original_unit_price?: Money;
  /** Line total (unit × quantity) with its text, as the store computes it. */
  total?: Money;
  total_text?: string;
  tax?: Money;
  shipping_cost?: Money;
  has_shipping_cost?: boolean;
  selected_options: SelectedOption[];
  links: ProductLinks;
  thumbnails: Thumbnails;
  aaia: string;
  mpn: string;
  upc?: string;
  enough_inventory: boolean;
  show_stock_warning: boolean;
  /** The product's own out-of-stock text; '' → the generic stock warning of spec 1 §4. */
  oos_text?: string;
  rebates?: { unique: Rebate[] };
  labor?: CartLabor | null;
  weight?: Money;
  po_number?: string;
  order_product_id?: Id;
}

/** A gift voucher in the cart. */
export interface Voucher {
  key: string;
  description: string;
  amount: Money;
  amount_text: string;
  message?: string;
  voucher_theme?: string;
  code?: string;
}

/** A totals row: `{"code": "sub_total", "title": "Sub-Total", "text": "$84.98", "value": 84.98}`. */
export interface Total {
  code: string;
  title: string;
  text: string;
  value: Money;
}

export interface CartCustomer {
  customer_id: Id;
  firstname: string;
  lastname: string;
  email?: string;
  telephone?: string;
}

/** The vehicle the cart is for (the shopper's current vehicle). */
export interface CartVehicle {
  label: string;
  facets: Facet[];
}

/** A vehicle saved on the customer's account. */
export interface CustomerVehicle {
  vehicle_id: Id;
  label: string;
}

export interface Geo {
  lat: number;
  lng: number;
}

/** The whole cart, as getData, edit, applyCode and removeCode answer it. */
export interface Cart {
  products: CartProduct[];
  vouchers: Voucher[];
  totals: Total[];
  total_items: number;
  total_text: string;
  order_id?: Id | null;
  customer?: CartCustomer | null;
  ymm_vehicle?: CartVehicle | null;
  customer_vehicles?: CustomerVehicle[];
  customer_geocode?: Geo | null;
  show_weight: boolean;
  weight_text?: string;
  /** Codes applied to the cart (coupon, voucher, reward), by type. */
  codes?: AppliedCode[];
  order_data?: { products: unknown[] };
  confirm_button?: string;
  marketing_tracking?: MarketingTracking;
  // Set when the call has something to say (spec 4 "Cart").
  success?: string;
  error?: string;
  error_message?: string;
  redirect?: string;
}

/** A code applied to the cart; removeCode takes its `type` and `code`. */
export interface AppliedCode {
  type: string;
  code: string;
  title?: string;
}

/** Analytics payload the store attaches to cart changes; passed through, never read. */
export type MarketingTracking = Record<string, unknown>;

/** POST checkout/cart/add. */
export interface AddToCartAnswer {
  success: string;
  total_items: number;
  /** Present when the store sends it (the navbar total). */
  total_text?: string;
  marketing_tracking?: MarketingTracking;
}

/** POST checkout/cart/remove. */
export interface RemoveFromCartAnswer {
  total_items: number;
  total_text?: string;
  marketing_tracking?: MarketingTracking;
}

/** Answers that carry only a message (wishlist, compare, storeLocatorAddProduct, code removal). */
export interface StoreMessage {
  success?: string | boolean;
  error?: string;
}

// ---------------------------------------------------------------------------------------------
// Wishlist and compare (spec 1 §3, spec 4 "Wishlist and compare")
// ---------------------------------------------------------------------------------------------

export interface WishlistProduct {
  product_id: Id;
  name: string;
  model: string;
  thumbnails: Thumbnails;
  links: ProductLinks;
  disable_pricing: boolean;
  disable_pricing_notice?: string;
  requires_options: boolean;
  is_orderable: boolean;
  price?: Money;
  price_text?: string;
  special?: Money | null;
  special_text?: string;
  stock_text?: string;
  minimum?: number;
  aaia?: string;
  mpn?: string;
}

export interface CompareAttribute {
  name: string;
  value: string;
}

export interface AttributeGroup {
  name: string;
  attributes: CompareAttribute[];
}

export interface CompareProduct {
  product_id: Id;
  name: string;
  model: string;
  manufacturer: string;
  stock_text: string;
  weight_text: string;
  length_text: string;
  width_text: string;
  height_text: string;
  rating: number;
  reviews: number;
  attribute_groups: AttributeGroup[];
  thumbnails: Thumbnails;
  links: ProductLinks;
  price_text?: string;
  special_text?: string;
  disable_pricing?: boolean;
  disable_pricing_notice?: string;
  is_orderable: boolean;
  requires_options?: boolean;
  aaia?: string;
  mpn?: string;
}

export interface ProductsAnswer<T> {
  products: T[];
}

// ---------------------------------------------------------------------------------------------
// Locations (spec 1 §3 "Dealer location / store", spec 3 §3 "Store")
// ---------------------------------------------------------------------------------------------

export interface Store {
  location_id: Id;
  location_name: string;
  name?: string;
  lat: number;
  lng: number;
  /** HTML for a map marker's popup: render through SafeHtml. */
  info_window?: string;
  address: string;
  telephone: string;
  formatted_telephone: string;
  /** May list several addresses separated by commas; the first is used. */
  email: string;
  formatted_website?: string;
  map_link: string;
  /** Miles, when the call had user_lat and user_lng. */
  distance?: number;
  formatted_distance?: string;
  preferred: boolean;
}

export interface LocationsAnswer {
  locations: Store[];
}

export interface GeoAnswer {
  geo: Geo;
}

/** index.php?route=product/product/getLocations (the Contact Us location list). */
export interface ContactLocation {
  location_id: Id;
  location_name: string;
  email: string;
}

// ---------------------------------------------------------------------------------------------
// Inventory (spec 1 §3 "Inventory detail", spec 4 "Inventory")
// ---------------------------------------------------------------------------------------------

export interface InventoryLocation {
  name: string;
  inventory: number;
  price: Money;
  warehouseCode: string;
}

export interface InventoryPrice {
  key: string;
  name: string;
  text: string;
  value: Money;
}

/** Inventory of one part, normalised from getInventoryDetails' `Items`. */
export interface InventoryDetail {
  productId: Id;
  aaia: string;
  mpn: string;
  name: string;
  locations: InventoryLocation[];
  totalInventory: number;
  storeInventory: number;
  prices: InventoryPrice[];
}

/** The raw answer of POST index.php?route=product/product/getInventoryDetails. */
export interface InventoryDetailsAnswer {
  Items: Array<{
    ProductId: Id;
    PartNumber: string;
    Description: string;
    AAIABrandCode: string;
    Locations: Array<{ WarehouseCode: string; Name: string; Inventory: number; Price: Money }>;
  }>;
}

/** POST /api/inventory/getInventoriesByProductId (POS). */
export interface InventoryByProductAnswer {
  success: boolean;
  data: Array<{ location_name: string; stock: number; pace_inventory?: number | string }>;
}
