import type { PosOrder } from '../api/order';
import { isIncomplete, statusStyle } from './format';
import styles from './order.module.css';

/** The order status in the store's colours; Incomplete Transaction is marked as incomplete. */
export function StatusBadge({ order }: { order: Pick<PosOrder, 'status' | 'order_status'> }) {
  return (
    <span className={[styles.badge, isIncomplete(order) && styles.incomplete].filter(Boolean).join(' ')} style={statusStyle(order.order_status)}>
      {order.status}
    </span>
  );
}
