import { registerTable } from './core';

/** The storefront pages the widgets send the shopper to (links and `location.assign`). */
export const PAGES = {
  pageCart: '/checkout/cart',
  pageCheckout: '/checkout/checkout',
  pageLogin: '/account/login',
  pageSearch: '/index.php?route=product/search',
  pageCompare: '/product/compare',
  pageWishlist: '/account/wishlist',
  /** Language switch form (POST code, redirect); the store's OpenCart route, spec 1 §2 leaves it open. */
  languageSwitch: '/index.php?route=common/language/language',
} as const;

/** `pageUrl` for the storefront pages. */
export const pageUrl = registerTable(PAGES);
