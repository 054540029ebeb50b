import { defineTexts } from '../../shared/texts';

/** The cart page: spec 1 §2 / §8 quoted exactly, and its labels. */
export const cartTexts = defineTexts('cart', {
  empty: 'The shopping cart is empty.',
  loadFailed: 'The cart could not be loaded.',
  codeFailed: 'The code could not be applied. Please try again.',
  codeRemoveFailed: 'The code could not be removed. Please try again.',
  creditRemoveFailed: 'The store credit could not be removed. Please try again.',
  tryAgain: 'Try again',
  loading: 'Loading the cart…',
  products: 'Products in your cart',
  codes: 'Codes',
  useCoupon: 'Use Coupon Code',
  useGiftCertificate: 'Use Gift Certificate',
  appliedCodes: 'Applied codes',
  coupon: 'Coupon',
  voucher: 'Gift Certificate',
  reward: 'Reward Points',
  weight: 'Weight: {weight}',
  remove: 'Remove',
  removeItem: 'Remove {name}',
});
