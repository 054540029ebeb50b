import { useState } from 'react';
import { getOrderStatus, sendPaymentUrl } from '../../api/order';
import { ApiError, errorText } from '../../api/errors';
import type { Id } from '../../api/types';
import { useMutation, useQuery } from '../../data';
import { canSend, notificationDefaults, MSG_SEND_FAILED, NotificationMethodFields, type NotificationValues } from '../../customer';
import { Button, Loading, notifySuccess } from '../../ui';
import { SubmitRow } from './fields';
import styles from './tenders.module.css';

const sendText = (e: unknown) => (e instanceof ApiError && e.kind === 'store' && e.message ? e.message : MSG_SEND_FAILED);

/**
 * Text/email payment link (the eCommerce tender): the customer's email and phone from the order,
 * the notification fields of shared/customer (texting consent and its override), and Send. The
 * customer pays online; `onSent` lets the page read the payment state again.
 */
export function PaymentLinkForm({ orderId, onSent }: { orderId: Id; onSent?: () => void }) {
  const contact = useQuery(['orderStatus', String(orderId)] as const, (signal) => getOrderStatus(orderId, signal), { staleMs: 60_000 });
  if (contact.loading) return <Loading label="Loading the customer's contact details" />;
  if (!contact.data) {
    return (
      <p role="alert" className={styles.empty}>
        {errorText(contact.error, "The customer's contact details could not be loaded.")}{' '}
        <Button variant="link" onClick={() => void contact.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const { email, phone, textingAlerts } = contact.data;
  return <LinkForm orderId={orderId} initial={notificationDefaults({ email, phone, textingAlerts })} onSent={onSent} />;
}

function LinkForm({ orderId, initial, onSent }: { orderId: Id; initial: NotificationValues; onSent?: () => void }) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const send = useMutation((v: NotificationValues) => sendPaymentUrl(orderId, v), {
    errorToast: false,
    onSuccess: (answer) => {
      notifySuccess(answer.success || 'The payment link has been sent.');
      onSent?.();
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Payment link"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (canSend(value)) void send.mutate(value);
      }}
    >
      <NotificationMethodFields value={value} onChange={setValue} showErrors={tried} disabled={send.pending} legend="Send the payment link" />
      <SubmitRow label="Send Payment Link" pending={send.pending} error={send.error ? sendText(send.error) : null} />
      {send.data?.success && (
        <p role="status" className={styles.summary}>
          {send.data.success}
        </p>
      )}
    </form>
  );
}
