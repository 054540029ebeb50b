import { defineTexts } from '../texts';

/**
 * The customer domain's texts: the customer form's rules (spec 2 §5, word for word), the
 * notification method form and its modal, the Search for a Customer dialog, assigning a customer
 * (spec 2 §4 §8), and the vehicle year/make/model fields.
 */
export const customerTexts = defineTexts('customer', {
  required: 'Required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number format',
  minChars: 'Minimum {n} characters',
  maxChars: 'Maximum {n} characters',
  noTextConsent: "Customer doesn't constent to text messages",
  sendFailed: 'Failed to send to notification',
  notificationSent: 'Notification sent!',
  notificationMethod: 'Notification method',
  notifyByEmail: 'Notify by email',
  email: 'Email',
  notifyByText: 'Notify by text',
  phone: 'Phone',
  overrideTextPermission: 'Override texting permission',
  selectNotificationMethod: 'Select Notification Method',
  send: 'Send',
  cancel: 'Cancel',
  retry: 'Retry',
  notifyCustomer: 'Notify Customer',
  notifyNext: 'You choose how to notify the customer next.',
  contactUpdateFailed: "The customer's email and phone could not be updated.",
  assignedToCart: 'Customer assigned to cart!',
  addedToOrder: 'Customer added to order!',
  searchFailed: 'Something went wrong!',
  searchEmpty: 'No results',
  searchLabel: 'Search customers',
  searchHint: 'Name, phone, email, address or vehicle. Use the arrow keys to choose a result.',
  searching: 'Searching…',
  customersFound: 'Customers found',
  searchTitle: 'Search for a Customer',
  newCustomer: 'New Customer',
  selectCustomer: 'Select Customer',
  listLoading: 'Loading…',
  selectLevel: 'Select {label}',
  listFailed: 'The list could not be loaded.',
  tryAgain: 'Try again',
});
