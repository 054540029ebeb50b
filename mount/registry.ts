import type { WidgetModule } from '../shared/runtime/contract';

/**
 * Every widget the loader knows, name → lazy import. Each import becomes its own chunk, so a
 * page downloads only the widgets whose placeholders it has (or that it opens).
 * Add a line here when a widget lands (see README, "Adding a widget").
 */
export const registry: Record<string, () => Promise<{ default: WidgetModule }>> = {
  'alert-bar': () => import('../widgets/alert-bar/index.tsx'),
  'read-more': () => import('../widgets/read-more/index.tsx'),
  countdown: () => import('../widgets/countdown/index.tsx'),
  'vehicle-selector': () => import('../widgets/vehicle-selector/index.tsx'),
  'vehicle-panel': () => import('../widgets/vehicle-panel/index.tsx'),
  fitment: () => import('../widgets/fitment/index.tsx'),
  product: () => import('../widgets/product/index.tsx'),
  'product-list': () => import('../widgets/product-list/index.tsx'),
  'search-bar': () => import('../widgets/search-bar/index.tsx'),
  compare: () => import('../widgets/compare/index.tsx'),
  wishlist: () => import('../widgets/wishlist/index.tsx'),
  'cart-popout': () => import('../widgets/cart-popout/index.tsx'),
  cart: () => import('../widgets/cart/index.tsx'),
  'pos-order-list': () => import('../widgets/pos-order-list/index.tsx'),
  'pos-order-view': () => import('../widgets/pos-order-view/index.tsx'),
  'pos-cart': () => import('../widgets/pos-cart/index.tsx'),
  'locale-switch': () => import('../widgets/locale-switch/index.tsx'),
  'dealer-locator': () => import('../widgets/dealer-locator/index.tsx'),
  'hero-nav': () => import('../widgets/hero-nav/index.tsx'),
  banner: () => import('../widgets/banner/index.tsx'),
  'image-grid': () => import('../widgets/image-grid/index.tsx'),
  video: () => import('../widgets/video/index.tsx'),
  'blog-list': () => import('../widgets/blog-list/index.tsx'),
  'custom-form': () => import('../widgets/custom-form/index.tsx'),
  'schedule-appointment': () => import('../widgets/schedule-appointment/index.tsx'),
  kiosk: () => import('../widgets/kiosk/index.tsx'),
  'data-table': () => import('../widgets/data-table/index.tsx'),
  'pos-checkout': () => import('../widgets/pos-checkout/index.tsx'),
  appointment: () => import('../widgets/appointment/index.tsx'),
  'customer-search': () => import('../widgets/customer-search/index.tsx'),
  'pos-customer-list': () => import('../widgets/pos-customer-list/index.tsx'),
  'pos-customer-edit': () => import('../widgets/pos-customer-edit/index.tsx'),
};
