import { sendPaymentUrl, type PosOrder } from '../api/order';
import { NotificationMethodModal } from '../customer';

export interface PaymentLinkModalProps {
  order: Pick<PosOrder, 'order_id' | 'email' | 'telephone' | 'texting_alerts'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Send Payment Link (spec 2 §7 sendPaymentURL): the customer domain's notification form,
 * pre-filled with the order's email and phone; posted once per click; the store's answer as a toast.
 */
export function PaymentLinkModal({ order, open, onClose }: PaymentLinkModalProps) {
  return (
    <NotificationMethodModal
      open={open}
      onClose={onClose}
      title="Send Payment Link"
      sendLabel="Send Payment Link"
      contact={{ email: order.email, phone: order.telephone, textingAlerts: order.texting_alerts }}
      onSend={(values) => sendPaymentUrl(order.order_id, values)}
    />
  );
}
