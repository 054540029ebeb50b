import { getOrderStatus, sendPaymentUrl } from '../api/order';
import type { Id } from '../api/types';
import { NotificationMethodModal, useUpdateContactInfo } from '../customer';
import { invalidateQueries, useQuery } from '../data';
import { Loading, Modal } from '../ui';
import { useTexts } from '../texts';
import { orderStatusKey } from './keys';
import { orderTexts } from './texts';

export { orderStatusKey } from './keys';

export interface PaymentLinkModalProps {
  orderId: Id;
  /** The order's customer: an email or phone changed before sending is saved on them (updateContactInfo). */
  customerId?: Id | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Send Payment Link (spec 2 §7 sendPaymentURL, the notification send to a supplied endpoint):
 * the Select Notification Method dialog, pre-filled from the order status response
 * (`getOrderStatus`: `email`, `phone`, `textingAlerts`; a POS order has none of them). If that
 * call fails the form opens empty, to be typed. Posted once per click; the store's answer as a
 * toast, a failure 'Failed to send to notification' (or the store's words). After the link went
 * out, an email or phone the clerk changed is saved on the customer (updateContactInfo).
 */
export function PaymentLinkModal({ orderId, customerId, open, onClose }: PaymentLinkModalProps) {
  const status = useQuery(open ? orderStatusKey(orderId) : null, (signal) => getOrderStatus(orderId, signal), { staleMs: 60_000 });
  const { saveContact } = useUpdateContactInfo();
  const t = useTexts(orderTexts);
  if (open && status.loading && !status.data) {
    return (
      <Modal open onClose={onClose} title={t('selectNotificationMethod')} size="sm">
        <Loading label={t('contactLoading')} />
      </Modal>
    );
  }
  const contact = status.data ? { email: status.data.email, phone: status.data.phone, textingAlerts: status.data.textingAlerts } : {};
  return (
    <NotificationMethodModal
      open={open}
      onClose={onClose}
      sendLabel={t('sendPaymentLink')}
      contact={contact}
      onSend={(values) => sendPaymentUrl(orderId, values)}
      onSent={(_, sent) => {
        if (!(Number(customerId) > 0)) return;
        void saveContact(Number(customerId), { email: contact.email, phone: contact.phone }, sent).then((saved) => saved && invalidateQueries(orderStatusKey(orderId)));
      }}
    />
  );
}
