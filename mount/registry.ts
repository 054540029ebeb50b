import type { WidgetModule } from '../shared/runtime/contract';

export type Importer = () => Promise<{ default: WidgetModule }>;

/**
 * Every widget the loader knows, name → lazy import. Each import becomes its own chunk, so a
 * page downloads only the widgets whose placeholders it has (or that it opens).
 *
 * The storefront's core widgets (those on most pages) are imported straight from the loader.
 * Every other widget (the compare and wishlist pages, staff, kiosk, content, locator, tables) is
 * listed here by name only; its import sits in one small chunk (`registry-more`) that a page
 * fetches when it has one of them. That keeps the loader within its 1.5 KB however many widgets
 * land. (The countdown moved there to make room for the early kiosk link guard, ./kiosk-guard.ts:
 * it sits on promotion pages, not on most pages.) A new widget goes into `MORE` here and into `./registry-more.ts` (README, "Adding a widget").
 */
export const registry: Record<string, Importer> = {
  'alert-bar': () => import('../widgets/alert-bar/index.tsx'),
  'read-more': () => import('../widgets/read-more/index.tsx'),
  'vehicle-selector': () => import('../widgets/vehicle-selector/index.tsx'),
  'vehicle-panel': () => import('../widgets/vehicle-panel/index.tsx'),
  fitment: () => import('../widgets/fitment/index.tsx'),
  product: () => import('../widgets/product/index.tsx'),
  'product-list': () => import('../widgets/product-list/index.tsx'),
  'search-bar': () => import('../widgets/search-bar/index.tsx'),
  'cart-popout': () => import('../widgets/cart-popout/index.tsx'),
  cart: () => import('../widgets/cart/index.tsx'),
  'locale-switch': () => import('../widgets/locale-switch/index.tsx'),
};

/** The other widgets' names (their imports: `./registry-more.ts`). */
export const MORE = 'compare wishlist countdown pos-order-list pos-order-view pos-cart dealer-locator hero-nav banner image-grid video blog-list custom-form schedule-appointment kiosk data-table pos-checkout appointment customer-search pos-customer-list pos-customer-edit order-history'.split(' ');

export const moreWidgets = (): Promise<Record<string, Importer>> => import('./registry-more').then((m) => m.more);
