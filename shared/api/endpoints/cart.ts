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
  cartRemoveCredit: '/checkout/cart/removeCredit',
  cartSetCheckoutData: '/checkout/cart/setCheckoutData',
  /** The shopper's login and logout at checkout step 1 (spec 3 §4, §7). */
  cartGetCustomer: '/checkout/cart/getCustomer',
  cartLogoutCustomer: '/checkout/cart/logoutCustomer',
  /** Registration, the account client's processPost (spec 3 §7 leaves its path open: OpenCart's account/register). */
  accountRegister: '/account/register/processPost',
  /** `{code}` is replaced by the total's code. */
  cartRemoveTotalCode: '/index.php?route=checkout/{code}/remove',
} as const;

registerTable(CART, ['cartRemoveTotalCode', 'cartRemoveCredit', 'cartLogoutCustomer']);
