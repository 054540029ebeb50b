import { defineTexts } from '../texts';

/**
 * The widget runtime's texts, on every page (keep this catalog small): the message of a
 * placeholder whose widget could not start, the staff screens' locked view, and each staff
 * widget's sentence outside POS mode (`defineWidget({ staff: 'staffPosCart' })`, keyed by widget).
 */
export const runtimeTexts = defineTexts('runtime', {
  unavailable: 'This part of the page could not load. Please reload the page to try again.',
  posLocked: 'The POS is locked.',
  staffPosCart: 'The POS cart is available in POS mode only.',
  staffPosCheckout: 'POS checkout is available in POS mode only.',
  staffPosOrderList: 'The order list is available in POS mode only.',
  staffPosCustomerList: 'The customer list is available in POS mode only.',
  staffPosCustomerEdit: 'Customer management is available in POS mode only.',
  staffAppointment: 'Appointments are booked in POS mode only.',
  staffCustomerSearch: 'Customer search is available in POS mode only.',
});

/** A staff widget's sentence outside POS mode: one of the catalog's `staff…` keys. */
export type StaffTextKey = Extract<keyof typeof runtimeTexts.en, `staff${string}`>;
