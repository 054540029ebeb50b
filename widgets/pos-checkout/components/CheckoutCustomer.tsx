import { useState } from 'react';
import type { PaymentCustomer } from '../../../shared/api/payment';
import { setCheckoutCustomer } from '../../../shared/api/tender';
import { getOrders, orderKeys } from '../../../shared/api/order';
import { CustomerSearchDialog } from '../../../shared/customer';
import { useMutation, useQuery } from '../../../shared/data';
import { Button } from '../../../shared/ui';
import styles from '../pos-checkout.module.css';
import { text, useTexts, withNodes } from '../../../shared/texts';
import { posCheckoutTexts } from '../texts';

/** Spec 2 §8's text for a customer added to an order, when the store sends none. */
export const MSG_CUSTOMER_ADDED = posCheckoutTexts.en.customerAdded;
/** While the order's customer is looked up, or when no name can be found (spec 3 §3 gives none). */
export const MSG_CUSTOMER_SET = posCheckoutTexts.en.customerSet;

/**
 * The order's customer's name as the order list gives it (`GET /api/order?filter_order_id=`,
 * spec 2 §7, its row's `customer`), read only when the payment state names nobody: the clerk
 * must see whose store credit the order can spend.
 */
export function useOrderCustomerName(orderId: number, needed: boolean): string {
  const row = useQuery(needed ? orderKeys.customerRow(orderId) : null, (signal) => getOrders({ filter_order_id: String(orderId) }, signal));
  return row.data?.results.find((o) => String(o.order_id) === String(orderId))?.customer.trim() ?? '';
}

/** The name to show: the payment state's (a store may send it), else the one just assigned, else none. */
export function customerName(customer: PaymentCustomer | null, assigned: string): string {
  const own = customer ? `${customer.firstname} ${customer.lastname}`.trim() : '';
  return own || assigned;
}

/** The order's customer's name for the page: the payment state's, the one just assigned, else the order list's. */
export function useCheckoutCustomerName(orderId: number, customer: PaymentCustomer | null, assigned: string): string {
  const known = customerName(customer, assigned);
  const listed = useOrderCustomerName(orderId, customer !== null && !known);
  return customer ? known || listed : '';
}

/**
 * The order's customer; without one, Add Customer (Search for a Customer, then
 * `POST /pos/checkout/setCustomer?orderId=`): store credit and appointments need a customer.
 * Spec 3 §3's payment state gives only the customer's `tax_exempt` and `tax_exempt_number`: the
 * name comes from setCustomer's `customer` answer when the clerk assigned one here; otherwise
 * from the order's row in the order list; until that answers (or when it names nobody) the line
 * says a customer is set. `onChanged` lets the page read the payment state
 * again; it gets the assigned customer's id (the payment link saves a changed contact on them).
 */
export function CheckoutCustomer({
  orderId,
  customer,
  name,
  onChanged,
}: {
  orderId: number;
  customer: PaymentCustomer | null;
  /** The customer's name as the page knows it (useCheckoutCustomerName); empty: not known (yet). */
  name: string;
  onChanged: (customerId: string, name: string) => void;
}) {
  const t = useTexts(posCheckoutTexts);
  const [open, setOpen] = useState(false);
  const assign = useMutation((customerId: number) => setCheckoutCustomer(customerId, orderId), {
    successToast: (answer) => answer.success || text(posCheckoutTexts, 'customerAdded'),
    onSuccess: (answer) => {
      setOpen(false);
      onChanged(answer.customer.customer_id, `${answer.customer.firstname} ${answer.customer.lastname}`.trim());
    },
  });
  if (customer) {
    const exempt = customer.tax_exempt ? (customer.tax_exempt_number ? t('taxExemptNumber', { number: customer.tax_exempt_number }) : t('taxExempt')) : '';
    return (
      <p className={styles.customer}>
        {name ? (
          withNodes(t('customer'), { name: <strong>{name}</strong> })
        ) : (
          t('customerSet')
        )}
        {exempt && <span className={styles.muted}>{exempt}</span>}
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      <p className={styles.muted}>{t('noCustomer')}</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('addCustomer')}
      </Button>
      <CustomerSearchDialog open={open} onClose={() => setOpen(false)} onConfirm={(c) => assign.mutate(Number(c.customer_id))} busy={assign.pending} confirmLabel={t('addToOrder')} fullScreen />
    </div>
  );
}
