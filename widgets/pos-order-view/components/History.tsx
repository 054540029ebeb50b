import { getOrderHistories, orderKeys, type OrderHistoryEntry } from '../../../shared/api/order';
import type { Id } from '../../../shared/api/types';
import { useQuery } from '../../../shared/data';
import { formatOrderDate, TEXT_NO_HISTORY } from '../../../shared/order';
import { Button, Loading } from '../../../shared/ui';
import styles from '../pos-order-view.module.css';

export const historyKey = orderKeys.histories;

/** The order's history (POST histories): date, status, comment; 'No Order History Results' when empty. */
export function History({ orderId }: { orderId: Id }) {
  const { data, error, loading, refetch } = useQuery(historyKey(orderId), (signal) => getOrderHistories(orderId, signal));
  if (loading) return <Loading label="Loading the order history" />;
  if (error && !data)
    return (
      <p className={styles.muted} role="alert">
        The order history could not be loaded.{' '}
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </p>
    );
  const rows: OrderHistoryEntry[] = data ?? [];
  if (!rows.length) return <p className={styles.muted}>{TEXT_NO_HISTORY}</p>;
  return (
    <table className={styles.table}>
      <caption className="pf-visually-hidden">Order history</caption>
      <thead>
        <tr>
          <th scope="col">Date Added</th>
          <th scope="col">Status</th>
          <th scope="col">Comment</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((h, i) => (
          <tr key={`${h.date_added}-${i}`}>
            <td>{formatOrderDate(h.date_added)}</td>
            <td>{h.status}</td>
            <td>{h.comment}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
