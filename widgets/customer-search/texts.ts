import { defineTexts } from '../../shared/texts';

/** Search for a Customer (spec 2 §2, §4): the page's title, links and confirm buttons. */
export const customerSearchTexts = defineTexts('customerSearch', {
  staffOnly: 'Customer search is available in POS mode only.',
  title: 'Search for a Customer',
  newCustomer: 'New Customer',
  edit: 'Edit {name}',
  select: 'Select Customer',
  addToOrder: 'Add to Order',
  assignToCart: 'Assign to Cart',
});
