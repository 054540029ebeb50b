import { useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints';
import { ApiError } from '../../../shared/api/errors';
import { cartService } from '../../../shared/cart';
import { useMutation } from '../../../shared/data';
import { navigation } from '../../../shared/runtime/navigation';
import { Button, notifySuccess } from '../../../shared/ui';
import { T } from '../texts';
import { ConfirmDialog } from './ConfirmDialog';
import styles from '../pos-cart.module.css';

export interface OrderActionsProps {
  empty: boolean;
  /** Lines that do not fit the vehicle and are not acknowledged yet (Check Out waits for them). */
  unacknowledged: number;
}

/** A save that answered without an order id is a failure (spec 3 §4: "otherwise a failure callback runs"). */
const orderIdOf = (answer: { order_id?: unknown }): string => {
  const id = answer?.order_id;
  if (id === undefined || id === null || id === '' || id === 0) throw new ApiError('malformed', 'The order could not be saved.');
  return String(id);
};

export const NEEDS_ACK = 'Confirm the parts that do not fit the vehicle before checking out.';

/**
 * Save, Quote, Abandon, Cancel (confirm first) and Check Out (confirm, then /pos/checkout):
 * spec 3 §2, §4. Each is single-flight; the store's error text shows as an error toast.
 */
export function OrderActions({ empty, unacknowledged }: OrderActionsProps) {
  const [confirm, setConfirm] = useState<'cancel' | 'checkout' | null>(null);
  const [ackMessage, setAckMessage] = useState(false);

  const save = useMutation(() => cartService.saveOrder().then(orderIdOf), {
    onSuccess: (orderId) =>
      notifySuccess(T.orderSaved, {
        links: [
          { href: pageUrl('pagePosOrderView', { order_id: orderId }), label: T.viewOrder },
          { href: pageUrl('pagePosOrders'), label: T.allOrders },
        ],
      }),
  });
  const quote = useMutation(() => cartService.saveOrder().then(orderIdOf), {
    onSuccess: (orderId) => navigation.go(pageUrl('pagePosReceipt', { order_id: orderId })),
  });
  const abandon = useMutation(() => cartService.abandonOrder(), { successToast: (cart) => cart.success || 'The order has been abandoned.' });
  const cancel = useMutation(() => cartService.cancelOrder(), {
    onSuccess: () => setConfirm(null),
    successToast: (cart) => cart.success || 'The order has been cancelled.',
  });
  const checkout = useMutation(() => cartService.saveOrderAndCheckout().then(orderIdOf), {
    onSuccess: () => navigation.go(pageUrl('pagePosCheckout')),
    onError: () => setConfirm(null),
  });
  const leaving = quote.data !== undefined || checkout.data !== undefined;

  const askCheckout = () => {
    if (unacknowledged > 0) {
      setAckMessage(true);
      document.querySelector<HTMLInputElement>('[data-pf-fit-ack]:not(:checked)')?.focus();
      return;
    }
    setAckMessage(false);
    setConfirm('checkout');
  };

  return (
    <div className={styles.panel}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void save.mutate()} busy={save.pending} disabled={empty || leaving}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => void quote.mutate()} busy={quote.pending} disabled={empty || leaving}>
          Quote
        </Button>
        <Button variant="secondary" onClick={() => void abandon.mutate()} busy={abandon.pending} disabled={empty || leaving}>
          Abandon
        </Button>
        <Button variant="danger" onClick={() => setConfirm('cancel')} disabled={empty || leaving}>
          Cancel
        </Button>
        <Button onClick={askCheckout} busy={checkout.pending} disabled={empty || leaving}>
          {T.checkOut}
        </Button>
      </div>
      {ackMessage && unacknowledged > 0 ? (
        <p className={styles.noFit} role="alert">
          {NEEDS_ACK}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirm === 'cancel'}
        title="Cancel this order?"
        text="The cart will be emptied and its order cancelled."
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        danger
        busy={cancel.pending}
        onConfirm={() => void cancel.mutate()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'checkout'}
        title="Check out this order?"
        text="The cart will be saved as an order and checkout will start."
        confirmLabel={T.checkOut}
        cancelLabel="Not Yet"
        busy={checkout.pending || leaving}
        onConfirm={() => void checkout.mutate()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
