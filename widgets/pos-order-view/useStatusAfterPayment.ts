import { useCallback } from 'react';
import { getOrderStatus, type PosOrder } from '../../shared/api/order';
import { invalidateQueries } from '../../shared/data';
import { historyKey } from './components/History';

type SetOrder = (update: (order: PosOrder) => PosOrder) => void;

/**
 * After a payment or a void on the order view, the store may change the order's status with the
 * balance (a voided payment takes a Complete order back to Pending, with a history line): read the
 * status again (`GET sale/order/getOrderStatus`) so the badge never says Complete beside an
 * outstanding balance. A failed read keeps the badge as it was (only logged, spec 2 §8).
 */
export function useStatusAfterPayment(orderId: PosOrder['order_id'], setOrder: SetOrder): () => Promise<void> {
  return useCallback(async () => {
    invalidateQueries(historyKey(orderId));
    try {
      const answer = await getOrderStatus(orderId);
      const status = answer.orderStatuses.find((s) => String(s.order_status_id) === String(answer.orderStatusId));
      if (status) setOrder((o) => ({ ...o, status: status.name, order_status_id: status.order_status_id, order_status: status }));
    } catch (error) {
      console.warn('Partsfront: the order status could not be read again.', error);
    }
  }, [orderId, setOrder]);
}
