import { useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints/pos-pages';
import { ApiError } from '../../../shared/api/errors';
import { cartService } from '../../../shared/cart';
import { useMutation } from '../../../shared/data';
import { navigation } from '../../../shared/runtime/navigation';
import { Button, ConfirmDialog, notifySuccess } from '../../../shared/ui';
import { posCartTexts } from '../texts';
import { text, useTexts } from '../../../shared/texts';
import styles from '../pos-cart.module.css';

export interface OrderActionsProps {
  empty: boolean;
  /** Lines that do not fit the vehicle and are not acknowledged yet (Check Out waits for them). */
  unacknowledged: number;
  /** The cart's order, when it has one, its customer's name and its total (the store's text): the questions name them. */
  orderId?: string | null;
  customerName?: string;
  total?: string;
  /** After Save, Abandon and Cancel were taken: the focus goes back to the scan field (the next sale). */
  onDone?: () => void;
}

/**
 * The order a question is about, by number, amount and customer: "order #1005 ($145.20) for
 * Priya Raman"; a cart never saved is "this unsaved order", one without a customer says so.
 */
export function orderPhrase(orderId?: string | null, customerName?: string, total?: string): string {
  let order = orderId ? text(posCartTexts, 'orderNumber', { id: orderId }) : text(posCartTexts, 'unsavedOrder');
  if (total) order = text(posCartTexts, 'orderWithTotal', { order, total });
  return customerName ? text(posCartTexts, 'orderForCustomer', { order, name: customerName }) : text(posCartTexts, 'orderNoCustomer', { order });
}

/** A save that answered without an order id is a failure (spec 3 §4: "otherwise a failure callback runs"). */
const orderIdOf = (answer: { order_id?: unknown }): string => {
  const id = answer?.order_id;
  if (id === undefined || id === null || id === '' || id === 0) throw new ApiError('malformed', text(posCartTexts, 'orderNotSaved'));
  return String(id);
};

export const NEEDS_ACK = posCartTexts.en.needsAck;
/** What is left to do, under NEEDS_ACK: how many lines, and where. */
export const needsAckDetail = (n: number): string => text(posCartTexts, 'needsAckDetail', { count: n });

/**
 * Save, Quote, Abandon and Cancel (both ask first, naming the order and its customer:
 * nothing destructive on one tap) and Check Out (confirm, then /pos/checkout): spec 3 §2, §4.
 * Each is single-flight, sent once per confirmation; the store's error text shows as an error toast.
 */
export function OrderActions({ empty, unacknowledged, orderId, customerName, total, onDone = () => undefined }: OrderActionsProps) {
  const t = useTexts(posCartTexts);
  const [confirm, setConfirm] = useState<'abandon' | 'cancel' | 'checkout' | null>(null);
  const order = orderPhrase(orderId, customerName, total);
  const [ackMessage, setAckMessage] = useState(false);

  const save = useMutation(() => cartService.saveOrder().then(orderIdOf), {
    onSuccess: (orderId) => {
      notifySuccess(text(posCartTexts, 'orderSaved'), {
        links: [
          { href: pageUrl('pagePosOrderView', { order_id: orderId }), label: text(posCartTexts, 'viewOrder') },
          { href: pageUrl('pagePosOrders'), label: text(posCartTexts, 'allOrders') },
        ],
      });
      onDone();
    },
  });
  const quote = useMutation(() => cartService.saveOrder().then(orderIdOf), {
    onSuccess: (orderId) => navigation.go(pageUrl('pagePosReceipt', { order_id: orderId })),
  });
  // The question closes once the store has answered; on a failure the error toast says why and
  // the clerk may ask again (a Retry).
  // Taken, the question closes and the focus goes to the scan field once it has (its opener is
  // disabled with the cart empty).
  const abandon = useMutation(() => cartService.abandonOrder(), {
    onSuccess: () => {
      setConfirm(null);
      onDone();
    },
    onError: () => setConfirm(null),
    successToast: (cart) => cart.success || text(posCartTexts, 'abandoned'),
  });
  const cancel = useMutation(() => cartService.cancelOrder(), {
    onSuccess: () => {
      setConfirm(null);
      onDone();
    },
    onError: () => setConfirm(null),
    successToast: (cart) => cart.success || text(posCartTexts, 'cancelled'),
  });
  const checkout = useMutation(() => cartService.saveOrderAndCheckout().then(orderIdOf), {
    onSuccess: () => navigation.go(pageUrl('pagePosCheckout')),
    onError: () => setConfirm(null),
  });
  const leaving = quote.data !== undefined || checkout.data !== undefined;

  const askCheckout = () => {
    if (unacknowledged > 0) {
      setAckMessage(true);
      // The first box to tick, brought to the middle of the screen (clear of the sticky summary) and focused.
      const box = document.querySelector<HTMLInputElement>('[data-pf-fit-ack]:not(:checked)');
      box?.scrollIntoView?.({ block: 'center' });
      box?.focus({ preventScroll: true });
      return;
    }
    setAckMessage(false);
    setConfirm('checkout');
  };

  return (
    <div className={styles.orderActions}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void save.mutate()} busy={save.pending} disabled={empty || leaving}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={() => void quote.mutate()} busy={quote.pending} disabled={empty || leaving}>
          {t('quote')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirm('abandon')} busy={abandon.pending} disabled={empty || leaving}>
          {t('abandon')}
        </Button>
        <Button variant="danger" onClick={() => setConfirm('cancel')} busy={cancel.pending} disabled={empty || leaving}>
          {t('cancel')}
        </Button>
        <Button onClick={askCheckout} busy={checkout.pending} disabled={empty || leaving}>
          {t('checkOut')}
        </Button>
      </div>
      {ackMessage && unacknowledged > 0 ? (
        <p className={styles.noFit} role="alert">
          {t('needsAck')} {t('needsAckDetail', { count: unacknowledged })}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirm === 'abandon'}
        title={t('abandonTitle', { order })}
        confirmLabel={t('abandonOrder')}
        cancelLabel={t('keepOrder')}
        danger
        busy={abandon.pending}
        onConfirm={() => void abandon.mutate()}
        onClose={() => setConfirm(null)}
      >
        {t('abandonBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'cancel'}
        title={t('cancelTitle', { order })}
        confirmLabel={t('cancelOrder')}
        cancelLabel={t('keepOrder')}
        danger
        busy={cancel.pending}
        onConfirm={() => void cancel.mutate()}
        onClose={() => setConfirm(null)}
      >
        {t('cancelBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'checkout'}
        title={t('checkoutTitle')}
        confirmLabel={t('checkOut')}
        cancelLabel={t('notYet')}
        busy={checkout.pending || leaving}
        onConfirm={() => void checkout.mutate()}
        onClose={() => setConfirm(null)}
      >
        {t('checkoutBody')}
      </ConfirmDialog>
    </div>
  );
}
