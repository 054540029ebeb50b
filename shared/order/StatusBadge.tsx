import { memo } from 'react';
import type { PosOrder } from '../api/order';
import { isIncomplete, statusStyle } from './format';
import styles from './order.module.css';

/** The order status in the store's colours; Incomplete Transaction is marked as incomplete. */
export function StatusBadge({ order }: { order: Pick<PosOrder, 'status' | 'order_status'> }) {
  return <Badge status={order.status} incomplete={isIncomplete(order)} style={statusStyle(order.order_status)} />;
}

/**
 * Spec 2 §4: "Rows with status Incomplete Transaction are styled as incomplete": the class for the
 * whole row of such an order in a list (DataTable's `rowClassName`).
 */
export const incompleteRowClass = (order: Pick<PosOrder, 'status'>): string | undefined => (isIncomplete(order) ? styles.incompleteRow : undefined);

/** By value: a list's row re-sorted in place keeps a badge whose status did not change as it is. */
const Badge = memo(function Badge({ status, incomplete, style }: { status: string; incomplete: boolean; style: ReturnType<typeof statusStyle> }) {
  return (
    <span className={incomplete ? `${styles.badge} ${styles.incomplete}` : styles.badge} style={style}>
      {status}
    </span>
  );
});
