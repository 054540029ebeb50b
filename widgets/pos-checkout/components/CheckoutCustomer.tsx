import { useState } from 'react';
import type { PaymentCustomer } from '../../../shared/api/payment';
import { setCheckoutCustomer } from '../../../shared/api/tender';
import { CustomerSearchDialog } from '../../../shared/customer';
import { useMutation } from '../../../shared/data';
import { Button } from '../../../shared/ui';
import styles from '../pos-checkout.module.css';

/** Spec 2 §8's text for a customer added to an order, when the store sends none. */
export const MSG_CUSTOMER_ADDED = 'Customer added to order!';

/**
 * The order's customer; without one, Add Customer (Search for a Customer, then
 * `POST /pos/checkout/setCustomer?orderId=`): store credit and appointments need a customer.
 * `onChanged` lets the page read the payment state again.
 */
export function CheckoutCustomer({ orderId, customer, onChanged }: { orderId: number; customer: PaymentCustomer | null; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const assign = useMutation((customerId: number) => setCheckoutCustomer(customerId, orderId), {
    successToast: (answer) => answer.success || MSG_CUSTOMER_ADDED,
    onSuccess: () => {
      setOpen(false);
      onChanged();
    },
  });
  if (customer) {
    return (
      <p className={styles.customer}>
        Customer: <strong>{`${customer.firstname} ${customer.lastname}`}</strong>
        {customer.tax_exempt && <span className={styles.muted}> (tax exempt{customer.tax_exempt_number ? `: ${customer.tax_exempt_number}` : ''})</span>}
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      <p className={styles.muted}>No customer is set on this order.</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Add Customer
      </Button>
      <CustomerSearchDialog open={open} onClose={() => setOpen(false)} onConfirm={(c) => assign.mutate(Number(c.customer_id))} busy={assign.pending} confirmLabel="Add to Order" fullScreen />
    </div>
  );
}
