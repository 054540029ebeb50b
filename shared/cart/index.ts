/**
 * The cart domain: one service that changes the cart, and the state every cart widget shares.
 * What only the pages that edit a cart's lines use (the cart page, the POS cart) is ./editing.ts;
 * a line's wording (its price, total, labor and vehicle texts) is ./lines.ts, for the screens that
 * show lines (the cart page, the POS cart, the cart popout's open panel), and the Checkout button's
 * way to the checkout is ./checkout.ts: a page that only adds to the cart or shows its count does
 * not carry them in its first files.
 */
export { cartService, setCartOutbox, type CartService, type CartChange, type CartOutbox } from './service';
export { useSharedCart } from './useSharedCart';
export { useViewCart, cartEcommerce } from './analytics';
export { tellOtherTabs, followOtherTabs } from './crossTab';
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
export type { AddToCartInput, OptionChoice } from '../api/cart';
export type { Cart, CartProduct, CartLabor, CartCustomer, Voucher, Total, Rebate, AppliedCode, Price } from '../api/shapes/cart';
