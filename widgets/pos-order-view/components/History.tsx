import { getOrderHistories, orderKeys, type OrderHistoryEntry } from '../../../shared/api/order';
import type { Id } from '../../../shared/api/types';
import { useQuery } from '../../../shared/data';
import { formatOrderDate } from '../../../shared/order';
import { Button, Loading } from '../../../shared/ui';
import { useTexts } from '../../../shared/texts';
import { orderTexts } from '../../../shared/order';
import styles from '../pos-order-view.module.css';
import { posOrderViewTexts } from '../texts';

export const historyKey = orderKeys.histories;

/** The order's history (POST histories): date, status, comment; 'No Order History Results' when empty. */
export function History({ orderId }: { orderId: Id }) {
  const t = useTexts(posOrderViewTexts);
  const order = useTexts(orderTexts);
  const { data, error, loading, refetch } = useQuery(historyKey(orderId), (signal) => getOrderHistories(orderId, signal));
  if (loading) return <Loading label={t('historyLoading')} />;
  if (error && !data)
    return (
      <p className={styles.muted} role="alert">
        {t('historyFailed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  const rows: OrderHistoryEntry[] = data ?? [];
  if (!rows.length) return <p className={styles.muted}>{order('noHistory')}</p>;
  return (
    <table className={styles.table}>
      <caption className="pf-visually-hidden">{t('historyCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dateAdded')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('comment')}</th>
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
