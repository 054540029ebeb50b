import type { ListingProps, Product } from '../mocks/db/records';
import { esc, propsAttr } from './html';
import { pageParam } from './links';
import { cartText, imageOf, linkOf, listing, pageProduct, sampleProducts } from './sample-data';
import { ORDER_ENTRIES } from './orders';
import { checkoutPage, customerEditPage } from './store-pages';
import * as content from './content-samples';
import { LABOR_RATES as POS_LABOR_RATES } from '../mocks/db/catalog-data';
import { TAX_CLASSES as POS_TAX_CLASSES } from '../mocks/db/cart';

/**
 * The gallery's table of widgets: one object per widget, name → title and the placeholder HTML a
 * PHP theme would write for it (with realistic props from the mock catalogue). Adding a widget to
 * the preview is adding one entry here; names not in `mount/registry.ts` yet are listed as
 * "not registered" and their placeholders keep their server-rendered fallback.
 */
export type Group = 'Vehicle & fitment' | 'Catalogue' | 'Cart & lists' | 'Content' | 'Site';

export interface CatalogueEntry {
  title: string;
  group: Group;
  /** One line for the gallery list. */
  summary: string;
  /** The placeholder(s) exactly as a theme writes them. */
  placeholders(): string;
  /** Extra `#pf-config` keys this widget's page needs (merged under the switches). */
  config?: Record<string, unknown>;
}

const NO_PRODUCTS = '<p class="pv-note">The mock catalogue has no products yet (mocks/db).</p>';

/** The cards of a listing's first row (the widest grid's): their pictures load with the page. */
const FIRST_ROW = 4;

/**
 * A product card as the theme's listing template renders it (the fallback of a listing). The
 * first row's pictures load at once (the page's largest paint); the listing widget keeps these
 * `<img>` elements instead of drawing new ones.
 */
export function productCard(p: Product, index = 0): string {
  const price = p.is_special && p.special_text ? `<s>${esc(p.price_text)}</s> <strong>${esc(p.special_text)}</strong>` : `<strong>${esc(p.price_text)}</strong>`;
  return `<article class="pv-card">
  <a href="${esc(linkOf(p))}"><img src="${esc(imageOf(p))}" alt="" width="200" height="200"${index < FIRST_ROW ? '' : ' loading="lazy"'}></a>
  <h3><a href="${esc(linkOf(p))}">${esc(p.name)}</a></h3>
  <p class="pv-muted">${esc(p.manufacturer)} · ${esc(p.mpn)}</p>
  <p>${price}</p>
</article>`;
}

/** A listing placeholder (`{source, products, total, page, limit}`) with its products server-rendered as fallback. */
export function listingPlaceholder(props: ListingProps, sidebars?: 0 | 1 | 2): string {
  if (!props.products.length) return NO_PRODUCTS;
  const layout = sidebars === undefined ? '' : ` data-sidebars="${sidebars}"`;
  return `<div data-pf-widget="product-list"${layout} ${propsAttr(props)}>
  <div class="pv-grid">${props.products.map((p, i) => productCard(p, i)).join('\n')}</div>
</div>`;
}

export const fitmentPlaceholder = (p: Product, variant?: 'notice'): string =>
  `<div data-pf-widget="fitment" data-aaia="${esc(p.aaia)}" data-mpn="${esc(p.mpn)}" data-product-id="${esc(p.product_id)}"${catalogAttrs(p)}${variant ? ` data-variant="${variant}"` : ''}></div>`;

/** The ids the fitment badge sends with getCatalogDetails, when the product has them. */
const catalogAttrs = (p: Product): string =>
  (
    [
      ['category-id', p.category_id ?? p.categories?.[0]?.category_id],
      ['manufacturer-id', p.manufacturer_id],
      ['series-id', p.series_id],
    ] as const
  )
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join('');

/**
 * The product page as the theme renders it: the title and part number are the theme's own
 * markup; the product block is the placeholder (`{"product": Product}`), with a plain price and
 * add-to-cart form as its server-rendered fallback.
 */
export function productPlaceholder(p: Product | undefined): string {
  if (!p) return NO_PRODUCTS;
  return `<div data-pf-widget="product" ${propsAttr({ product: p })}>
  <p><strong>${esc(p.is_special && p.special_text ? p.special_text : p.price_text)}</strong></p>
  <form method="post" action="/checkout/cart/add"><input type="hidden" name="product_id" value="${esc(p.product_id)}"><button>Add to Cart</button></form>
</div>`;
}

/** The theme's product heading (outside the placeholder). */
export const productHeading = (p: Product): string =>
  `<h1 class="pv-product-title">${esc(p.name)}</h1><p class="pv-muted">${esc(p.manufacturer)} · Part # ${esc(p.mpn)}</p>`;

/** The navbar cart text the store renders server-side, shown until the widget has read the cart. */
export const cartPopoutPlaceholder = (variant?: 'mobile'): string =>
  `<div ${variant ? `data-pf-widget="cart-popout" data-variant="${variant}"` : 'id="pf-cart-popout"'}><a href="/checkout/cart">${esc(cartText())}</a></div>`;

export const LOCALE_PROPS = {
  currencies: [
    { code: 'USD', title: 'US Dollar', symbol: '$' },
    { code: 'CAD', title: 'Canadian Dollar', symbol: 'C$' },
    { code: 'EUR', title: 'Euro', symbol: '€' },
  ],
  languages: [
    { code: 'en-gb', name: 'English' },
    { code: 'es', name: 'Español' },
  ],
  currentCurrency: 'USD',
  currentLanguage: 'en-gb',
};

export const localeSwitchPlaceholder = (): string =>
  `<div data-pf-widget="locale-switch" ${propsAttr(LOCALE_PROPS)}><a href="?currency=USD">USD</a></div>`;

const LONG_TEXT = `<p>These ceramic brake pads are engineered for daily drivers and light trucks that tow on weekends.
A chamfered, slotted friction surface cuts noise and vibration, while the shims and hardware in the box make
installation a one-visit job. Each set is bedded-in and dyno-tested for consistent stopping from the first mile.</p>
<p>Fits most 2014–2021 half-ton pickups. Check the fitment badge on the product page before ordering, or
<a href="/contact">ask our counter staff</a> — we are happy to look up your VIN.</p>`;

export const CATALOGUE: Record<string, CatalogueEntry> = {
  'vehicle-selector': {
    title: 'Vehicle selector',
    group: 'Vehicle & fitment',
    summary: 'Year / make / model (and engine) picker; opens as a modal from any data-pf-open button.',
    placeholders: () => `<div id="pf-vehicle-selector"></div>
<button type="button" class="pv-button" data-pf-open="vehicle-selector">Select your vehicle</button>`,
  },
  'vehicle-panel': {
    title: 'Vehicle application panel',
    group: 'Vehicle & fitment',
    summary: 'The "Application" panel: current vehicle facets, remove controls, Reset Vehicle.',
    placeholders: () => '<div id="pf-vehicle-panel" data-show-universal="1"></div>',
  },
  fitment: {
    title: 'Fitment badge',
    group: 'Vehicle & fitment',
    summary: 'Per product: does this part fit the selected vehicle?',
    placeholders: () => {
      const products = sampleProducts(4);
      if (!products.length) return NO_PRODUCTS;
      const badges = products.map((p) => `<div class="pv-row"><span>${esc(p.name)}</span> ${fitmentPlaceholder(p)}</div>`).join('\n');
      return `${badges}\n<h3>data-variant="notice" (product page)</h3>\n${fitmentPlaceholder(products[0], 'notice')}`;
    },
  },
  product: {
    title: 'Product page',
    group: 'Catalogue',
    summary: 'Price block, options, quantity, labor, add to cart; product JSON in data-pf-props.',
    placeholders: () => {
      const p = pageProduct();
      return p ? `${productHeading(p)}\n${productPlaceholder(p)}` : NO_PRODUCTS;
    },
  },
  'product-list': {
    title: 'Product listing',
    group: 'Catalogue',
    summary: 'Listing grid (module, category, brand, search, special); listing JSON in data-pf-props.',
    placeholders: () => listingPlaceholder(listing('category', pageParam())),
  },
  'search-bar': {
    title: 'Search bar',
    group: 'Catalogue',
    summary: 'Search box with autocomplete (needs the search.* config keys for suggestions).',
    placeholders: () => `<div id="pf-search-bar" data-placeholder="Search by part, brand or number">
  <form action="/index.php" method="get"><input type="hidden" name="route" value="product/search"><input name="search" aria-label="Search"><button>Search</button></form>
</div>`,
  },
  'cart-popout': {
    title: 'Navbar cart popout',
    group: 'Cart & lists',
    summary: 'The header cart button with its popout.',
    placeholders: () => `${cartPopoutPlaceholder()}\n<h3>data-variant="mobile"</h3>\n${cartPopoutPlaceholder('mobile')}`,
  },
  cart: {
    title: 'Cart page',
    group: 'Cart & lists',
    summary: 'Cart lines, quantities, vouchers and totals.',
    placeholders: () => '<div id="pf-cart"><p>Loading your cart…</p></div>',
  },
  'pos-checkout': {
    title: 'POS checkout',
    group: 'Cart & lists',
    summary:
      'Take payments on order 1001 until the balance is zero: cash (change due), check, vouchers (GC-100-ALPHA, GC-050-BRAVO, RW-025-DELTA), store credit, card (cents .13 is declined), payment link; void one or all; book an appointment; Confirm Order.',
    placeholders: () =>
      checkoutPage() ??
      `<h3>Order 1001 (Jordan Miller, store credit; the store normally inlines "payment" too)</h3>
<div id="pf-pos-checkout" data-pf-props='{"orderId": 1001}' style="min-height: 40rem"><p>Loading checkout…</p></div>
<h3>Order 1002 (kiosk, no customer: no store credit, no appointment)</h3>
<div data-pf-widget="pos-checkout" data-pf-props='{"orderId": 1002}' style="min-height: 30rem"><p>Loading checkout…</p></div>`,
    config: { mode: 'pos', pos: { poNumbers: { enabled: true, required: false } } },
  },
  appointment: {
    title: 'Appointment booking',
    group: 'Cart & lists',
    summary: 'Book an installer for an order: products, installers, location and bay, start in 30-minute slots, 15-minute durations up to 8 h (Champaign Bay 1 is busy 1 Dec 2026 9–10 AM).',
    placeholders: () => `<h3>Inline (#pf-appointment, order 1001)</h3>
<div id="pf-appointment" data-order-id="1001" style="min-height: 3rem"></div>
<h3>A trigger the theme writes (data-pf-open, order 1003)</h3>
<button type="button" data-pf-open="appointment" data-order-id="1003">Book an appointment for order 1003</button>
<h3>An order without a customer (1002): disabled</h3>
<div data-pf-widget="appointment" data-order-id="1002" style="min-height: 3rem"></div>`,
    config: { mode: 'pos' },
  },
  'pos-cart': {
    title: 'POS cart',
    group: 'Cart & lists',
    summary: 'The counter sale: scan or enter part numbers, custom products and labor, price override, PO numbers, customer and vehicle fitment, save, quote, check out (switch the mode to POS).',
    placeholders: () => '<div id="pf-pos-cart" style="min-height: 40rem"><p>Loading the POS cart…</p></div>',
    config: {
      mode: 'pos',
      pos: { laborRates: POS_LABOR_RATES, taxClasses: POS_TAX_CLASSES, poNumbers: { enabled: true, required: false }, vehiclesEnabled: true },
    },
  },
  'customer-search': {
    title: 'Customer search (POS)',
    group: 'Cart & lists',
    summary: 'Search for a Customer: the /pos/customer/search page, and the full-screen modal from a data-pf-open button; 500 ms debounce, arrow keys, assign to the cart or to order 1002.',
    placeholders: () => `<div id="pf-customer-search" style="min-height: 24rem"><p>Loading customer search…</p></div>
<p><button type="button" data-pf-open="customer-search">Search for a Customer (assign to the cart)</button>
<button type="button" data-pf-open="customer-search" data-order-id="1002">Add a customer to order #1002</button></p>`,
    config: { mode: 'pos' },
  },
  'pos-customer-list': {
    title: 'Customer list (POS)',
    group: 'Cart & lists',
    summary: 'The /pos/customer list of 240 mock customers: filters, sort and page in the page address, Assign to Cart and Edit per row, Add Customer.',
    placeholders: () => '<div id="pf-pos-customer-list" style="min-height: 40rem"><p>Loading customers…</p></div>',
    config: { mode: 'pos' },
  },
  'pos-customer-edit': {
    title: 'Customer edit (POS)',
    group: 'Cart & lists',
    summary: 'Customer 501 (Jordan Miller): General with addresses and custom fields of every type, Orders, Vehicles, Returns, History, Credits, IP Addresses, Tags; below, the add form.',
    placeholders: () =>
      customerEditPage() ??
      `<div id="pf-pos-customer-edit" data-customer-id="501" style="min-height: 40rem"><p>Loading the customer…</p></div>
<h3>Add Customer (no data-customer-id)</h3>
<div data-pf-widget="pos-customer-edit" style="min-height: 30rem"></div>`,
    config: { mode: 'pos', isPro: true },
  },
  compare: {
    title: 'Compare',
    group: 'Cart & lists',
    summary: 'The product comparison page.',
    placeholders: () => '<div id="pf-compare"></div>',
  },
  wishlist: {
    title: 'Wishlist',
    group: 'Cart & lists',
    summary: 'The wishlist page.',
    placeholders: () => '<div id="pf-wishlist"></div>',
  },
  'locale-switch': {
    title: 'Currency and language switch',
    group: 'Site',
    summary: 'Currency and language selection.',
    placeholders: localeSwitchPlaceholder,
  },
  'alert-bar': {
    title: 'Alert bar',
    group: 'Content',
    summary: 'Dismissible announcement; data-alert-id + data-days remember the dismissal in a cookie.',
    placeholders: () => `<div data-pf-widget="alert-bar" data-alert-id="101" data-days="7">Free shipping on orders over $49 — <a href="/shipping">details</a></div>
<div data-pf-widget="alert-bar">Closed Thanksgiving Day. Store pickup resumes Friday at 8 am.</div>`,
  },
  'read-more': {
    title: 'Read More / Read Less',
    group: 'Content',
    summary: 'Collapses the server-rendered text to data-lines lines (default 3).',
    placeholders: () => `<h3>Default (3 lines)</h3>
<div data-pf-widget="read-more">${LONG_TEXT}</div>
<h3>data-lines="5"</h3>
<div data-pf-widget="read-more" data-lines="5">${LONG_TEXT}</div>
<h3>Short text: no button</h3>
<div data-pf-widget="read-more"><p>Open 7 days a week.</p></div>`,
  },
  countdown: {
    title: 'Countdown clock',
    group: 'Content',
    summary: 'data-diff seconds; days hidden under 86400 s; stops at zeros.',
    placeholders: () => `<h3>More than a day (data-diff="93784")</h3>
<div data-pf-widget="countdown" data-diff="93784" data-label="Black Friday sale ends in"></div>
<h3>Less than a day (data-diff="3725")</h3>
<div data-pf-widget="countdown" data-diff="3725"></div>
<h3>Ten seconds (data-diff="10")</h3>
<div data-pf-widget="countdown" data-diff="10"></div>
<h3>No data-diff: the server-rendered text stays</h3>
<div data-pf-widget="countdown"><p>Sale ends Friday at midnight.</p></div>`,
  },
  'dealer-locator': {
    title: 'Dealer locator',
    group: 'Site',
    summary: 'Stores near a ZIP (try 61821, 47803, 90210, or 12 for the error) or the browser position, with a map; data-product-id finds a part in stock nearby.',
    placeholders: () => `<h3>The locator page (#pf-dealer-locator)</h3>
<div id="pf-dealer-locator" style="min-height: 32rem"><p>Our stores: Champaign, Urbana, Danville, Bloomington, Decatur, Terre Haute, Springfield and Lafayette. Call (217) 355-0142.</p></div>
<h3>Find a part nearby (data-product-id="101")</h3>
<div data-pf-widget="dealer-locator" data-product-id="101" style="min-height: 24rem"><p>Call your nearest store to check stock.</p></div>`,
  },
  'data-table': {
    title: 'Data table',
    group: 'Site',
    summary: "The store's paged list at data-url (here the Products Purchased report): sortable headers, up to 10 page buttons, the position text, No results! and Something went wrong! with Retry.",
    placeholders: () => `<h3>Products purchased (data-url, 10 rows a page)</h3>
<div data-pf-widget="data-table" data-url="/index.php?route=report/product_purchased" data-label="Products purchased" ${propsAttr({
      columns: [
        { key: 'name', label: 'Product Name', sortable: true },
        { key: 'model', label: 'Model', sortable: true },
        { key: 'manufacturer', label: 'Brand' },
        { key: 'quantity', label: 'Quantity', sortable: true },
        { key: 'total', label: 'Total', sortable: true },
      ],
      limit: 10,
    })} style="min-height: 34rem"><p>Loading the report…</p></div>
<h3>A filter in the store's URL that matches nothing</h3>
<div data-pf-widget="data-table" data-url="/index.php?route=report/product_purchased&amp;filter_name=zzz" data-label="No parts" ${propsAttr({ columns: [{ key: 'name', label: 'Product Name', sortable: true }] })}></div>`,
  },
  'hero-nav': { title: 'Hero navigation', group: 'Content', summary: 'Three levels: hover menus with a 500 ms close delay from 768 px, one level at a time below.', placeholders: content.heroNavPlaceholder },
  banner: { title: 'Banner', group: 'Content', summary: 'Banners rotating every `speed` seconds; mobile images below 768 px.', placeholders: content.bannerPlaceholder },
  'image-grid': { title: 'Image grid', group: 'Content', summary: 'Linked pictures in columns; titles when show_banner_title.', placeholders: content.imageGridPlaceholder },
  video: { title: 'Video', group: 'Content', summary: 'Hosted files and YouTube / Vimeo players, sized before they load.', placeholders: content.videoPlaceholder },
  'blog-list': { title: 'Blog list', group: 'Content', summary: '9 posts, then 9 more per click.', placeholders: content.blogListPlaceholder },
  'custom-form': { title: 'Custom form', group: 'Content', summary: 'Form-builder forms: every field type, captcha, locations, thank-you or redirect.', placeholders: content.customFormPlaceholder },
  'schedule-appointment': { title: 'Schedule an appointment', group: 'Content', summary: 'A modal from data-pf-open buttons; data-subject / data-message pre-fill it.', placeholders: content.scheduleAppointmentPlaceholder },
  kiosk: { title: 'Kiosk', group: 'Site', summary: 'A whole visit: empty start, vehicle, parts, kiosk checkout with the order number, blocked outside links, idle prompt, splash and Warming up the engine... (short timers here).', placeholders: content.kioskPlaceholder, config: content.KIOSK_PREVIEW_CONFIG },
  ...ORDER_ENTRIES,
};

/** Every name to list: the catalogue's plus any registered widget the catalogue lacks. */
export function allNames(registered: string[]): string[] {
  return [...new Set([...Object.keys(CATALOGUE), ...registered])].sort();
}

/** A placeholder for a registered widget the catalogue has no entry for yet. */
export const genericPlaceholder = (name: string): string => `<div data-pf-widget="${esc(name)}"></div>`;
