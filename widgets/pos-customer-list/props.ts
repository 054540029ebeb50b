import { object } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-pos-customer-list"></div>` on /pos/customer. No props: the filters (`filter_name`,
 * `filter_phone`, `filter_email`, `filter_address`, `filter_date_added_from`,
 * `filter_date_added_to`), `page`, `sort` and `order` come from the page address.
 */
export const schema = object({});

/** The widget's props, described once: by the schema above. */
export type PosCustomerListProps = PropsOf<typeof schema>;
