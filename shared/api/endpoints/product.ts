import { registerTable } from './core';

/** The product page (spec 1 §7; the spec leaves these paths open, the shapes page fixes them). Storefront. */
export const PRODUCT = {
  inventoryDetails: '/index.php?route=product/product/getInventoryDetails',
  inventoryByProduct: '/api/inventory/getInventoriesByProductId',
  localization: '/api/localization/',
  contactLocations: '/index.php?route=product/product/getLocations',
  validateCaptcha: '/index.php?route=product/product/validateCaptcha',
  productContactEmail: '/index.php?route=product/product/productContactEmail',
  captchaImage: '/index.php?route=tool/captcha',
  dealerPopupText: '/index.php?route=product/product/getDealerLocatorPopupText',
} as const;

/** `pageUrl` for this table's names (the captcha image's address). */
export const pageUrl = registerTable(PRODUCT);
