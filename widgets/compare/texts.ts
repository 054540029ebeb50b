import { defineTexts } from '../../shared/texts';

/** The compare page: spec 1 §2 / §3 quoted exactly, and its row heads. */
export const compareTexts = defineTexts('compare', {
  empty: 'You have not chosen any products to compare.',
  loading: 'Loading the compare list…',
  loadFailed: 'The compare list could not be loaded.',
  caption: 'Product comparison',
  image: 'Image',
  price: 'Price',
  model: 'Model',
  brand: 'Brand',
  availability: 'Availability',
  rating: 'Rating',
  weight: 'Weight',
  length: 'Length',
  width: 'Width',
  height: 'Height',
});
