import { defineTexts } from '../texts';

/** The shared cart's own messages (both carts say them): a failed line edit, a cart that did not come. */
export const cartLineTexts = defineTexts('cartLine', {
  quantityFailed: 'The quantity could not be updated. Please try again.',
  removeFailed: 'The product could not be removed. Please try again.',
  timedOut: 'The store did not answer in time.',
});
