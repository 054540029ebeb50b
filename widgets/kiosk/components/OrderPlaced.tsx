import { Modal } from '../../../shared/ui/Modal';
import { ORDER_PLACED_TITLE, orderPlacedText } from '../texts';
import styles from '../kiosk.module.css';

/** After a kiosk checkout, on the home page: the order number to give at the counter. */
export function OrderPlaced({ orderId, onDone }: { orderId: string | number; onDone: () => void }) {
  return (
    <Modal
      open
      onClose={onDone}
      title={ORDER_PLACED_TITLE}
      size="sm"
      footer={
        <button type="button" className={styles.primary} onClick={onDone}>
          Done
        </button>
      }
    >
      <p className={styles.orderNumber}>
        Order <strong>#{orderId}</strong>
      </p>
      <p>{orderPlacedText(orderId)}</p>
    </Modal>
  );
}
