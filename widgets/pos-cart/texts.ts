import { ApiError } from '../../shared/api/errors';

/** The POS cart's texts, quoted from spec 3 (§2, §4, §8) exactly. */
export const posCartTexts = {
  priceUpdated: 'The unit price has been updated.',
  priceFailed: "The unit price couldn't be updated.",
  systemError: 'A system error occurred. Contact your administrator.',
  laborUpdated: 'The labor has been updated.',
  laborFailed: "The labor couldn't be updated.",
  poAdded: 'PO Number added successfully.',
  poFailed: 'Error adding PO Number.',
  orderSaved: 'Order Saved!',
  viewOrder: 'View Order',
  allOrders: 'All Orders',
  customerRequired: 'A customer must be selected!',
  emptyCart: 'The shopping cart is empty.',
  addCustomProduct: 'Add a Custom Product',
  checkOut: 'Check Out',
} as const;

/**
 * The text of a failed price or labor change (spec 3 §8): the store said no → `refused` (with the
 * store's own reason, when it gave one); anything else (5xx, network, an unreadable answer) →
 * the system error.
 */
export function changeFailure(error: unknown, refused: string): { text: string; reason: string } {
  if (error instanceof ApiError && error.kind === 'store') return { text: refused, reason: error.message === refused ? '' : error.message };
  return { text: posCartTexts.systemError, reason: '' };
}
