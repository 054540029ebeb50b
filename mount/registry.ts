import type { WidgetModule } from '../shared/runtime/contract';

export type Importer = () => Promise<{ default: WidgetModule }>;

/**
 * Every widget the loader knows, name → lazy import. Each import becomes its own chunk, so a
 * page downloads only the widgets whose placeholders it has (or that it opens).
 *
 * The storefront's core widgets (those on most pages) are imported straight from the loader.
 * Every other widget (the compare and wishlist pages, staff, kiosk, content, locator, tables) is
 * listed in one small chunk (`registry-more`) that a page fetches when it has a placeholder the
 * loader does not know: a `[data-pf-widget]`, or a `#pf-NAME` id other than `#pf-config`. The
 * loader does not even hold their names, so it stays within its 1.6 KB however many widgets land.
 * (The countdown moved there to make room for the early kiosk link guard, ./kiosk-guard.ts: it
 * sits on promotion pages, not on most pages.) A new widget goes into `./registry-more.ts`
 * (README, "Adding a widget").
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

/** The other widgets, name → lazy import (./registry-more.ts). */
export const moreWidgets = (): Promise<Record<string, Importer>> => import('./registry-more').then((m) => m.more);
