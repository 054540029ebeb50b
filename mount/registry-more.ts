import type { Importer } from './registry';

/** The widgets outside the storefront core, name → lazy import (each its own chunk). */
export const more: Record<string, Importer> = {
  compare: () => import('../widgets/compare/index.tsx'),
  wishlist: () => import('../widgets/wishlist/index.tsx'),
  countdown: () => import('../widgets/countdown/index.tsx'),
  'pos-order-list': () => import('../widgets/pos-order-list/index.tsx'),
  'pos-order-view': () => import('../widgets/pos-order-view/index.tsx'),
  'pos-cart': () => import('../widgets/pos-cart/index.tsx'),
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
  'order-history': () => import('../widgets/order-history/index.tsx'),
};
