import { useState } from 'react';
import { getOrderStatus, sendPaymentUrl } from '../../api/order';
import { ApiError, errorText } from '../../api/errors';
import type { Id } from '../../api/types';
import { invalidateQueries, useMutation, useQuery } from '../../data';
import { canSend, notificationDefaults, MSG_SEND_FAILED, NotificationMethodFields, useUpdateContactInfo, type NotificationValues } from '../../customer';
import { orderStatusKey } from '../../order';
import { Button, Loading, notifySuccess } from '../../ui';
import { SubmitRow } from './fields';
import styles from './tenders.module.css';
import { text, useTexts } from '../../texts';
import { paymentTexts } from '../texts';

const sendText = (e: unknown) => (e instanceof ApiError && e.kind === 'store' && e.message ? e.message : MSG_SEND_FAILED);

export interface PaymentLinkFormProps {
  orderId: Id;
  /** The order's customer, when known: an email or phone changed here is saved on them after the link went out. */
  customerId?: Id | null;
  onSent?: () => void;
}

/**
 * Text/email payment link (the eCommerce tender): the customer's email and phone from the order,
 * the notification fields of shared/customer (texting consent and its override), and Send. The
 * customer pays online; `onSent` lets the page read the payment state again. Once the link went
 * out, an email or phone the clerk changed is saved on the customer (updateContactInfo; its
 * failure is a toast of its own and never undoes the link).
 */
export function PaymentLinkForm({ orderId, customerId, onSent }: PaymentLinkFormProps) {
  const t = useTexts(paymentTexts);
  const contact = useQuery(orderStatusKey(orderId), (signal) => getOrderStatus(orderId, signal), { staleMs: 60_000 });
  if (contact.loading) return <Loading label={t('loadingContact')} />;
  if (!contact.data) {
    return (
      <p role="alert" className={styles.empty}>
        {errorText(contact.error, t('contactFailed'))}{' '}
        <Button variant="link" onClick={() => void contact.refetch()}>
          {t('tryAgain')}
        </Button>
      </p>
    );
  }
  const { email, phone, textingAlerts } = contact.data;
  return <LinkForm orderId={orderId} customerId={customerId} initial={notificationDefaults({ email, phone, textingAlerts })} onSent={onSent} />;
}

function LinkForm({ orderId, customerId, initial, onSent }: Omit<PaymentLinkFormProps, 'onSent'> & { initial: NotificationValues; onSent?: () => void }) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const { saveContact } = useUpdateContactInfo();
  const t = useTexts(paymentTexts);
  const send = useMutation((v: NotificationValues) => sendPaymentUrl(orderId, v), {
    errorToast: false,
    onSuccess: (answer, sent) => {
      notifySuccess(answer.success || text(paymentTexts, 'linkSent'));
      onSent?.();
      if (Number(customerId) > 0) {
        void saveContact(Number(customerId), { email: initial.email, phone: initial.phone }, sent).then((saved) => saved && invalidateQueries(orderStatusKey(orderId)));
      }
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('paymentLink')}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (canSend(value)) void send.mutate(value);
      }}
    >
      <NotificationMethodFields value={value} onChange={setValue} showErrors={tried} disabled={send.pending} legend={t('sendLinkLegend')} />
      <SubmitRow label={t('sendLink')} pending={send.pending} error={send.error ? sendText(send.error) : null} />
      {send.data?.success && (
        <p role="status" className={styles.summary}>
          {send.data.success}
        </p>
      )}
    </form>
  );
}
