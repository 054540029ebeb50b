import { integer, number, object, optional, pipe, positive } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-pos-customer-edit" data-customer-id="501"></div>` on /pos/customer/edit; without
 * `data-customer-id` (on /pos/customer/add) it is the form for a new customer.
 */
export const schema = object({
  customerId: optional(pipe(number(), integer(), positive())),
});

/** The widget's props, described once: by the schema above. */
export type PosCustomerEditProps = PropsOf<typeof schema>;
