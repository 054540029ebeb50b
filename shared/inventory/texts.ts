import { defineTexts } from '../texts';

/**
 * The POS user's inventory on the product page (spec 1 §6, §8, §9, spec 3 §2, §5): inventory by
 * location, the distributor's inventory and order, ship to store. Spec 1 §8's empty price list is
 * quoted exactly.
 */
export const inventoryTexts = defineTexts('inventory', {
  failed: 'There was an error!',
  noResults: 'There are no results.',
  byLocation: 'Inventory by Location',
  loadingInventory: 'Loading inventory…',
  location: 'Location',
  stock: 'Stock',
  distributor: 'Distributor Inventory',
  loadingDistributor: 'Loading distributor inventory…',
  colWarehouse: 'Warehouse',
  colCode: 'Code',
  colInventory: 'Inventory',
  colPrice: 'Price',
  totals: 'Total inventory: {total}. Store inventory: {store}.',
  priceList: 'Price list',
  noResellerPrices: 'There are no reseller prices available to list.',
  orderTitle: 'Order from Distributor',
  orderLocation: 'Distributor location',
  locationOption: '{name} ({count} available)',
  quantity: 'Quantity',
  addToCart: 'Add to Cart',
  wholeNumber: 'Enter a whole number.',
  notNegative: 'Quantity cannot be less than 0.',
  atMost: 'Only {count} available at {name}.',
  shipToStore: 'Ship to Store',
  lookingForStores: 'Looking for stores near you…',
  preferred: 'Preferred',
  shipHere: 'Ship to this store',
  shipHereTo: 'Ship to this store: {name}',
  showAll: 'Show all',
});
