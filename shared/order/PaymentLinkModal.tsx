import { getOrderStatus, sendPaymentUrl } from '../api/order';
import type { Id } from '../api/types';
import { NotificationMethodModal } from '../customer';
import { useQuery } from '../data';
import { Loading, Modal } from '../ui';

export interface PaymentLinkModalProps {
  orderId: Id;
  open: boolean;
  onClose: () => void;
}

/** The order status response's query (shared with POS checkout's payment link form). */
export const orderStatusKey = (orderId: Id) => ['orderStatus', String(orderId)] as const;

/**
 * Send Payment Link (spec 2 §7 sendPaymentURL): the customer domain's notification form,
 * pre-filled from the order status response (`getOrderStatus`: `email`, `phone`, `textingAlerts`;
 * a POS order has none of them), as POS checkout's form is. If that call fails the form opens
 * empty, to be typed. Posted once per click; the store's answer as a toast.
 */
export function PaymentLinkModal({ orderId, open, onClose }: PaymentLinkModalProps) {
  const status = useQuery(open ? orderStatusKey(orderId) : null, (signal) => getOrderStatus(orderId, signal), { staleMs: 60_000 });
  if (open && status.loading && !status.data) {
    return (
      <Modal open onClose={onClose} title="Send Payment Link" size="sm">
        <Loading label="Loading the customer's contact details" />
      </Modal>
    );
  }
  const contact = status.data ? { email: status.data.email, phone: status.data.phone, textingAlerts: status.data.textingAlerts } : {};
  return (
    <NotificationMethodModal
      open={open}
      onClose={onClose}
      title="Send Payment Link"
      sendLabel="Send Payment Link"
      contact={contact}
      onSend={(values) => sendPaymentUrl(orderId, values)}
    />
  );
}
