import { registerTable } from './core';

/** The shopper's cart (spec 3 §7, base /checkout/cart/). Storefront; the POS cart's own calls are in ./pos-cart.ts. */
export const CART = {
  cartGetData: '/checkout/cart/getData',
  cartAdd: '/checkout/cart/add',
  cartEdit: '/checkout/cart/edit',
  cartRemove: '/checkout/cart/remove',
  cartApplyCode: '/checkout/cart/applyCode',
  cartRemoveCode: '/checkout/cart/removeCode',
  cartStoreLocatorAdd: '/checkout/cart/storeLocatorAddProduct',
  /** `{code}` is replaced by the total's code. */
  cartRemoveTotalCode: '/index.php?route=checkout/{code}/remove',
} as const;

registerTable(CART, ['cartRemoveTotalCode']);
