/**
 * The customer domain: what the staff widgets share about customers — the Search for a Customer
 * dialog and assigning a customer to the cart or an order, the notification method form, the
 * customer form's rules and the vehicle year/make/model fields for a customer's vehicles.
 */
export { CustomerSearchDialog, CustomerSearchPanel, useDebounced, SEARCH_DEBOUNCE_MS, SEARCH_FAILED, SEARCH_EMPTY, type CustomerSearchDialogProps, type CustomerSearchPanelProps } from './CustomerSearch';
export { useAssignCustomer, ASSIGNED_TO_CART, ADDED_TO_ORDER } from './useAssignCustomer';
export { NotifyCustomerCheck, NOTIFY_NEXT } from './NotifyCustomerCheck';
export { NotificationMethodFields, NotificationMethodModal, type NotificationMethodFieldsProps, type NotificationMethodModalProps } from './NotificationMethod';
export { notificationDefaults, validateNotification, canSend, notificationFields, MSG_NO_TEXT_CONSENT, MSG_SEND_FAILED, msgSendFailed, type NotificationValues, type NotificationErrors } from './notification';
export { validateCustomer, customerSchema, addressSchema, storeFieldPath, isValidEmail, isValidPhone, MSG_REQUIRED, MSG_EMAIL, MSG_PHONE, msgMin, msgMax, msgRequired, msgEmail, msgPhone } from './validation';
export { useUpdateContactInfo, contactChanges, CONTACT_UPDATE_FAILED, type ContactBefore } from './contactInfo';
export { VehicleYmmFields, hasYearMakeModel, type VehicleYmmFieldsProps } from './VehicleYmmFields';
export { customerTexts } from './texts';
