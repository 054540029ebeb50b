import { getCustomer, customerKeys } from '../../../shared/api/customer';
import { useQuery } from '../../../shared/data';
import { useTexts } from '../../../shared/texts';
import { posCustomerEditTexts } from '../texts';

/**
 * The customer's name for the tabs' confirmations ("… from Dana Whitfield?"): the record the
 * General tab already read (same query, so no second request once it is in), else "this customer".
 */
export function useCustomerName(customerId: number): string {
  const t = useTexts(posCustomerEditTexts);
  const customer = useQuery(customerKeys.record(customerId), (signal) => getCustomer(customerId, signal)).data?.customer;
  const name = customer ? `${customer.firstname} ${customer.lastname}`.trim() : '';
  return name || t('thisCustomer');
}
