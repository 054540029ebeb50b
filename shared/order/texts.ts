import { defineTexts } from '../texts';

/**
 * The order domain's texts: the order list's and view's messages (spec 2 §4 §8, spec 3 §9), the
 * Add Order History modal, the payment link and a line's PO number field.
 */
export const orderTexts = defineTexts('order', {
  invalidSelection: 'Invalid Selection',
  selectOne: 'Please select one order to continue.',
  noHistory: 'No Order History Results',
  historyFailed: 'Failed to add order history',
  historyAdded: 'The order history has been added.',
  addOrderHistory: 'Add Order History',
  statusesFailed: 'The order statuses could not be loaded.',
  statusesLoading: 'Loading the order statuses',
  cancel: 'Cancel',
  retry: 'Retry',
  mostRecentNote: 'Most Recent Note',
  orderStatus: 'Order Status',
  chooseStatus: 'Choose a status',
  comment: 'Comment',
  notifyCustomer: 'Notify Customer',
  notifyBy: 'Notify the customer by',
  submitHistory: 'Order History',
  selectNotificationMethod: 'Select Notification Method',
  contactLoading: "Loading the customer's contact details",
  sendPaymentLink: 'Send Payment Link',
  poNumber: 'PO Number',
  poNumberFor: 'for {name}',
  applyToAll: 'Apply to all',
  apply: 'Apply',
  applyTo: 'Apply the PO number to {target}',
});
