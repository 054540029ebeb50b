/**
 * The cart domain: one service that changes the cart, and the state every cart widget shares.
 * What only the pages that edit a cart's lines use (the cart page, the POS cart) is ./editing.ts.
 */
export { goToCheckout, useGoToCheckout, type CheckoutOutcome } from './checkout';
export { cartService, setCartOutbox, type CartService, type CartChange, type CartOutbox } from './service';
export { useSharedCart } from './useSharedCart';
export { useViewCart, cartEcommerce } from './analytics';
export { tellOtherTabs, followOtherTabs, STALE_AFTER_MS } from './crossTab';
export {
  cartSummary,
  useCartSummary,
  cartChanged,
  isCart,
  resetCartCalls,
  listenToThemeCartEvents,
  CART_CALL_TIMEOUT_MS,
  publishCart,
  setCartView,
  inCartOrder,
  type CartSummary,
} from './state';
export { priceText, unitAmount, unitPriceText, lineTotalText, unitPriceInput, laborText, cartVehicleName, vehicleName, appliedCodes, codeTotals, CODE_TOTALS } from './lines';
export type { AddToCartInput, OptionChoice } from '../api/cart';
export type { Cart, CartProduct, CartLabor, CartCustomer, Voucher, Total, Rebate, AppliedCode, Price } from '../api/shapes/cart';
