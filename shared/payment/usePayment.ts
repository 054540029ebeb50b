import { useEffect, useMemo, useState } from 'react';
import { getTransactions, type PaymentState } from '../api/payment';
import type { Id } from '../api/types';
import { peekQuery, useQuery, type QueryResult } from '../data';
import { loadPendingPayments, usePendingPayments, withPending } from './offline';
import { paymentKey, setPayment } from './paymentCache';

export { paymentKey, setPayment };

/**
 * An order's payment state: `initial` (from the page's props) is shown and kept without asking the
 * store; without it the state is read with getTransactions. Voids and payments update it in place.
 * Payments this register took offline and has not yet sent are shown with it (`withPending`).
 */
export function usePayment(orderId: Id | null, initial?: PaymentState | null): QueryResult<PaymentState> {
  useState(() => {
    if (orderId !== null && initial && peekQuery(paymentKey(orderId)) === undefined) setPayment(orderId, initial);
    return null;
  });
  const query = useQuery(
    orderId === null ? null : paymentKey(orderId),
    async (signal) => (await getTransactions(orderId as Id, signal)).payment,
    { staleMs: Infinity },
  );
  useEffect(() => {
    if (orderId !== null) void loadPendingPayments(orderId);
  }, [orderId]);
  const pending = usePendingPayments(orderId);
  const data = useMemo(() => (query.data && pending.length ? withPending(query.data, pending) : query.data), [query.data, pending]);
  return data === query.data ? query : { ...query, data };
}
