import { registerTable } from './core';

/** The POS cart's calls (spec 3 §7 cart calls, spec 5 "POS cart"). Staff. */
export const POS_CART = {
  cartSetCustomer: '/checkout/cart/setCustomer',
  cartRemoveCustomer: '/checkout/cart/removeCustomer',
  cartUpdatePrice: '/checkout/cart/updatePrice',
  cartAddCustomProduct: '/checkout/cart/addCustomProduct',
  cartApplyLabor: '/checkout/cart/applyLabor',
  cartUpdateLabor: '/checkout/cart/updateLabor',
  cartSaveOrder: '/checkout/cart/saveOrder',
  cartSaveOrderAndCheckout: '/checkout/cart/saveOrderAndCheckout',
  cartAbandonOrder: '/checkout/cart/abandonOrder',
  cartCancelOrder: '/checkout/cart/cancelOrder',
  cartApplyPoNumber: '/api/cart/applyPoNumber',
  productLookup: '/api/products/lookup',
} as const;

registerTable(POS_CART, ['cartRemoveCustomer', 'cartSaveOrder', 'cartSaveOrderAndCheckout', 'cartAbandonOrder', 'cartCancelOrder']);
