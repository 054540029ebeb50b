/** The cart domain: one service that changes the cart, and the state every cart widget shares. */
export { cartService, type CartService } from './service';
export { useSharedCart } from './useSharedCart';
export {
  cartSummary,
  useCartSummary,
  cartChanged,
  isCart,
  resetCartCalls,
  listenToThemeCartEvents,
  CART_CALL_TIMEOUT_MS,
  type CartSummary,
} from './state';
export { priceText, unitAmount, unitPriceText, lineTotalText, unitPriceInput, laborText, cartVehicleName, vehicleName, appliedCodes, codeTotals, CODE_TOTALS } from './lines';
export type { AddToCartInput, OptionChoice } from '../api/cart';
export type { Cart, CartProduct, CartLabor, CartCustomer, Voucher, Total, Rebate, AppliedCode, Price } from '../api/shapes/cart';
