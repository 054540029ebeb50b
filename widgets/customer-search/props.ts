import { integer, mixed, number, object, optional, pipe, positive } from '../../shared/runtime/props';
import type { CustomerSearchResult } from '../../shared/api/customer';
import type { PropsOf } from '../../shared/runtime/defineWidget';

type OnSelect = (customer: CustomerSearchResult) => void;

/**
 * `<div id="pf-customer-search"></div>` on /pos/customer/search (inline), or a modal from any
 * `data-pf-open="customer-search"` element / `Partsfront.open('customer-search', props)`.
 * `data-order-id` (`orderId`) assigns the chosen customer to that order instead of the cart;
 * theme code may pass `onSelect` to receive the chosen customer instead of assigning.
 */
export const schema = object({
  orderId: optional(pipe(number(), integer(), positive())),
  onSelect: optional(mixed<OnSelect>((v) => typeof v === 'function', 'onSelect must be a function')),
});

/** The widget's props, described once: by the schema above. */
export type CustomerSearchProps = PropsOf<typeof schema>;
