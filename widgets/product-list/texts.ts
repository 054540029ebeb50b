import { defineTexts } from '../../shared/texts';

/** The product listing: spec 1 §2 / §7 / §9 quoted exactly, and its labels. */
export const productListTexts = defineTexts('productList', {
  empty: 'There are no results.',
  products: 'Products',
  showing: { one: 'Showing {first} to {last} of {total} ({count} Page)', other: 'Showing {first} to {last} of {total} ({count} Pages)' },
  pages: 'Product pages',
  view: 'View',
  grid: 'Grid',
  list: 'List',
  isNew: 'New',
  partNumber: 'Part #: ',
  chooseOptions: 'Choose Options',
  chooseOptionsFor: 'Choose options for {name}',
  viewProduct: 'View Product',
  viewProductNamed: 'View Product: {name}',
  wishList: 'Wish List',
  addToWishList: 'Add {name} to Wish List',
  compare: 'Compare',
  addToCompare: 'Add {name} to Compare',
  saved: 'Saved.',
  stockOf: 'Inventory of {name} by location',
  stockFailed: 'The stock by location could not be loaded.',
});
