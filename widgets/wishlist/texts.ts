import { defineTexts } from '../../shared/texts';

/** The wishlist page: spec 1 §2 / §3 quoted exactly, and its column heads. */
export const wishlistTexts = defineTexts('wishlist', {
  empty: 'Your wishlist is empty.',
  loading: 'Loading your wishlist…',
  loadFailed: 'Your wishlist could not be loaded.',
  caption: 'My Wishlist',
  image: 'Image',
  name: 'Product Name',
  model: 'Model',
  price: 'Unit Price',
  action: 'Action',
});
