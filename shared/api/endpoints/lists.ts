import { registerTable } from './core';

/** Compare and wishlist (spec 1 §7). Storefront. */
export const LISTS = {
  compareGet: '/product/compare/getCompare',
  compareAdd: '/product/compare/add',
  compareRemove: '/product/compare/remove',
  wishlistGet: '/account/wishlist/getWishlist',
  wishlistAdd: '/account/wishlist/add',
  wishlistRemove: '/account/wishlist/remove',
} as const;

registerTable(LISTS);
