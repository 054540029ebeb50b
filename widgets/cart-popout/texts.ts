import { defineTexts } from '../../shared/texts';

/** The cart dropdown: spec 1 §2 / spec 3 §2 quoted exactly, and its accessible names. */
export const cartPopoutTexts = defineTexts('cartPopout', {
  empty: 'The shopping cart is empty.',
  removeFailed: 'The item could not be removed. Please try again.',
  loadFailed: 'The cart could not be loaded.',
  tryAgain: 'Try again',
  loading: 'Loading the cart…',
  productsCaption: 'Products in your cart',
  image: 'Image',
  product: 'Product',
  quantity: 'Quantity',
  price: 'Price',
  remove: 'Remove',
  removeItem: 'Remove {name}',
  lineQuantity: 'x {quantity}',
  totalsCaption: 'Cart totals',
  viewCart: 'View Cart',
  checkout: 'Checkout',
  orderNotSaved: 'The order could not be saved for checkout. Please try again.',
  shoppingCart: 'Shopping cart, ',
  cart: 'Cart',
  mobileLink: 'Shopping cart',
  mobileLinkCount: 'Shopping cart, {count} item(s)',
});
