import { useState } from 'react';
import { getTransactions, type PaymentState } from '../api/payment';
import type { Id } from '../api/types';
import { peekQuery, setQueryData, useQuery, type QueryResult } from '../data';

/** The page's one copy of an order's payment state: the order view and POS checkout read and update it. */
export const paymentKey = (orderId: Id) => ['payment', String(orderId)] as const;

/** Replaces the cached payment state (every payment call answers the new one). */
export function setPayment(orderId: Id, payment: PaymentState): void {
  setQueryData(paymentKey(orderId), payment);
}

/**
 * An order's payment state: `initial` (from the page's props) is shown and kept without asking the
 * store; without it the state is read with getTransactions. Voids and payments update it in place.
 */
export function usePayment(orderId: Id | null, initial?: PaymentState | null): QueryResult<PaymentState> {
  useState(() => {
    if (orderId !== null && initial && peekQuery(paymentKey(orderId)) === undefined) setPayment(orderId, initial);
    return null;
  });
  return useQuery(
    orderId === null ? null : paymentKey(orderId),
    async (signal) => (await getTransactions(orderId as Id, signal)).payment,
    { staleMs: Infinity },
  );
}
