import { defineTexts } from '../texts';

/** A compare or wishlist row's actions: spec 1 §4 quoted exactly, and their accessible names. */
export const listsTexts = defineTexts('lists', {
  notOrderable: 'This product cannot be ordered online. Contact the store about it from its product page.',
  chooseOptions: 'Choose Options',
  chooseOptionsFor: 'Choose options for {name}',
  viewProduct: 'View Product',
  viewNamed: 'View {name}',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
});
