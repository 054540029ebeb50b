import { integer, number, object, optional, pipe, positive, required, string } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * The Add Order History modal on its own, for the store's admin order page (where View in Admin
 * leads): `<button data-pf-open="order-history" data-order-id="1003" data-customer-id="502">`, or
 * a placeholder `<div id="pf-order-history" data-order-id="1003">` that shows an Order History
 * button. `data-user-token` is the admin's `user_token`; without it the page address's is used.
 * `data-customer-id` lets a contact changed in the notification step be saved on the customer.
 */
export const schema = object({
  orderId: required(pipe(number('data-order-id must be a number'), integer(), positive('data-order-id must be positive')), 'data-order-id is required'),
  customerId: optional(pipe(number('data-customer-id must be a number'), integer(), positive())),
  userToken: optional(string()),
});

/** The widget's props, described once: by the schema above. */
export type OrderHistoryProps = PropsOf<typeof schema>;
