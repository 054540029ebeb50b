import { useEffect, useMemo } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { addPayment, setPaymentData, type AddPaymentInput, type PaymentAnswer } from '../api/tender';
import { getTransactions, type PaymentState, type Transaction } from '../api/payment';
import type { Id } from '../api/types';
import { ApiError } from '../api/errors';
import { peekQuery } from '../data';
import { formatMoney, subtract, sum } from '../money';
import { check, connection, isOnline, offlineStore, setWaiting, watchConnection } from '../offline';
import { paymentKey, setPayment } from './paymentCache';
import { text } from '../texts';
import { paymentTexts } from './texts';

/**
 * Payments taken while the store cannot be reached. Cash and checks need no one but
 * the clerk: they are taken with their attempt's `request_id`, kept on the register (IndexedDB,
 * per order), shown on the order's payments and receipt as "pending: recorded offline", and sent
 * when the store answers again with the SAME `request_id` — the store applies a repeated
 * request_id once (spec 5), so a payment whose answer was lost, or that is sent again after a
 * reload, is taken exactly once. Cards, vouchers, store credit and payment links need the store
 * (a terminal, a balance): they are not offered offline.
 */

/** The tenders a register takes offline. */
export const OFFLINE_TENDERS: ReadonlyArray<AddPaymentInput['type']> = ['cash', 'check'];
export const T_PENDING = paymentTexts.en.pending;
export const T_PAYMENT_REFUSED = (said: string) => text(paymentTexts, 'refused', { text: said });
export const T_NEEDS_STORE = paymentTexts.en.needsStore;
export const T_KEPT = (amount: string, label: string) => text(paymentTexts, 'kept', { label, amount: formatMoney(amount) });
export const PENDING_STATUS = 'pending_offline';
export const REFUSED_STATUS = 'refused_offline';
export const CHECKOUT_WORKS_OFFLINE = paymentTexts.en.worksOffline;

export interface PendingPayment {
  input: AddPaymentInput;
  label: string;
  at: number;
  /** The store's refusal when it was sent (nothing was taken). */
  refused?: string;
}

export const pendingPayments = createStore<{ byOrder: Record<string, PendingPayment[]> }>(() => ({ byOrder: {} }));
const NONE: PendingPayment[] = [];
export const paymentsKey = (orderId: Id) => `payments:${String(orderId)}`;
/** The order's payment state as the store last answered it, kept with its payments. */
export const checkoutKey = (orderId: Id) => `checkout:${String(orderId)}`;
const keepState = (orderId: Id, state: PaymentState | undefined) => {
  if (state) void offlineStore().set(checkoutKey(orderId), state).catch(() => undefined);
};

const list = (orderId: Id) => pendingPayments.getState().byOrder[String(orderId)] ?? NONE;

function put(orderId: Id, next: PendingPayment[]): Promise<void> {
  pendingPayments.setState((s) => ({ byOrder: { ...s.byOrder, [String(orderId)]: next } }));
  const all = Object.values(pendingPayments.getState().byOrder).flat().filter((p) => !p.refused);
  setWaiting('payments', all.length, all.length ? Math.min(...all.map((p) => p.at)) : null);
  return offlineStore().set(paymentsKey(orderId), next).catch(() => undefined);
}

const loaded = new Map<string, Promise<void>>();
/** Reads what this register kept for the order (once per page). */
export function loadPendingPayments(orderId: Id): Promise<void> {
  const key = String(orderId);
  let p = loaded.get(key);
  if (!p) {
    p = offlineStore()
      .get<PendingPayment[]>(paymentsKey(orderId))
      .then(async (saved) => {
        if (!saved?.length) return;
        const have = new Set(list(orderId).map((x) => x.input.request_id));
        await put(orderId, [...saved.filter((x) => !have.has(x.input.request_id)), ...list(orderId)]);
      })
      .catch(() => undefined);
    loaded.set(key, p);
  }
  return p;
}

/** Keeps a cash or check payment to send later; answers as the store would, with the store's last state. */
export async function keepPayment(input: AddPaymentInput, label: string): Promise<PaymentAnswer> {
  await loadPendingPayments(input.orderId);
  const pending = list(input.orderId);
  if (!pending.some((p) => p.input.request_id === input.request_id)) await put(input.orderId, [...pending, { input: { ...input }, label, at: Date.now() }]);
  // An answer lost while the store still answers the probe: sent again shortly (same request_id).
  resendLater(input.orderId);
  const state = peekQuery<PaymentState>(paymentKey(input.orderId));
  keepState(input.orderId, state);
  if (!state) throw new ApiError('network', text(paymentTexts, 'unreachable'));
  return { success: T_KEPT(input.amount, label), payment: state };
}

/**
 * The order's payment state with the payments kept on this register: listed after the store's,
 * marked "pending: recorded offline" (or the store's refusal), and counted in the amount paid and
 * the balance until the store has them.
 */
export function withPending(payment: PaymentState, pending: readonly PendingPayment[]): PaymentState {
  if (!pending.length) return payment;
  const paid = keptAmount(pending);
  return { ...payment, transactions: [...payment.transactions, ...keptRows(pending)], amountPaid: sum(payment.amountPaid, paid), balanceDue: subtract(payment.balanceDue, paid) };
}

/** What the kept payments not refused add up to. */
const keptAmount = (pending: readonly PendingPayment[]) => sum('0', ...pending.filter((p) => !p.refused).map((p) => p.input.amount));

/** The kept payments as transactions: "Cash (pending: recorded offline)". */
function keptRows(pending: readonly PendingPayment[]): Transaction[] {
  return pending.map((p) => ({
    transaction_id: `offline-${p.input.request_id.slice(0, 12)}`,
    transaction_type: p.input.type,
    transaction_label: text(paymentTexts, 'keptLabel', { label: p.label, status: p.refused ? T_PAYMENT_REFUSED(p.refused) : text(paymentTexts, 'pending') }),
    amount: p.input.amount,
    status: p.refused ? REFUSED_STATUS : PENDING_STATUS,
    datacap_dc_direct: null,
    payjunction: null,
  }));
}

/**
 * An order as the order view's pages show it (its receipt and invoice, printed at the counter)
 * with the payments this register keeps for it, so that a receipt printed before they reach the
 * store lists them as "pending: recorded offline".
 */
export function useOrderWithKeptPayments<O extends { order_id: Id; transactions: readonly Transaction[]; amount_paid: string; balance_due: string }>(order: O): O {
  useEffect(() => {
    void loadPendingPayments(order.order_id);
  }, [order.order_id]);
  const pending = usePendingPayments(order.order_id);
  return useMemo(() => {
    if (!pending.length) return order;
    const paid = keptAmount(pending);
    return { ...order, transactions: [...order.transactions, ...keptRows(pending)], amount_paid: sum(order.amount_paid, paid), balance_due: subtract(order.balance_due, paid) };
  }, [order, pending]);
}

/** A kept payment's row: it has no action (nothing to void at the store yet). */
export const isKeptPayment = (t: Pick<Transaction, 'status'>): boolean => t.status === PENDING_STATUS || t.status === REFUSED_STATUS;

export const usePendingPayments = (orderId: Id | null): PendingPayment[] =>
  useStore(pendingPayments, (s) => (orderId === null ? NONE : (s.byOrder[String(orderId)] ?? NONE)));

let sending = new Map<string, Promise<void>>();
/** How soon a kept payment is sent again when the register is online (a lost answer, not an outage). */
export const RESEND_MS = 5000;
const resendTimers = new Map<string, ReturnType<typeof setTimeout>>();
function resendLater(orderId: Id): void {
  const key = String(orderId);
  if (!isOnline() || resendTimers.has(key)) return;
  resendTimers.set(
    key,
    setTimeout(() => {
      resendTimers.delete(key);
      void sendPendingPayments(orderId);
    }, RESEND_MS),
  );
}

/**
 * Sends the order's kept payments, in the order they were taken, each with its own request_id.
 * The store's answer replaces the state shown; a refusal stays on its row with the store's words;
 * no answer stops here (the next connection sends the rest).
 */
export function sendPendingPayments(orderId: Id): Promise<void> {
  const key = String(orderId);
  const under = sending.get(key);
  if (under) return under;
  const run = (async () => {
    await loadPendingPayments(orderId);
    for (;;) {
      const next = list(orderId).find((p) => !p.refused);
      if (!next || !isOnline()) return;
      try {
        await setPaymentData(next.input.type);
        const answer = await addPayment(next.input);
        setPayment(orderId, answer.payment);
        keepState(orderId, answer.payment);
        await put(orderId, list(orderId).filter((p) => p.input.request_id !== next.input.request_id));
      } catch (e) {
        if (e instanceof ApiError && e.kind === 'store') {
          await put(orderId, list(orderId).map((p) => (p.input.request_id === next.input.request_id ? { ...p, refused: e.message } : p)));
          continue;
        }
        // No answer, or an unreadable one: the payment may have been taken; its request_id goes again later.
        if (e instanceof ApiError && e.kind === 'network') void check().then((reachable) => reachable && resendLater(orderId));
        else resendLater(orderId);
        return;
      }
    }
  })().finally(() => sending.delete(key));
  sending.set(key, run);
  return run;
}

/** A refused kept payment the clerk has read: taken off the list (nothing was taken). */
export function dismissKeptPayment(orderId: Id, requestId: string): Promise<void> {
  return put(orderId, list(orderId).filter((p) => p.input.request_id !== requestId));
}

/**
 * The POS checkout keeps the order's payment outbox open: the connection watched (probe: the
 * order's getTransactions), the kept payments read back, and sent whenever the store answers.
 */
export function usePaymentOutbox(orderId: Id | null): void {
  useEffect(() => {
    if (orderId === null) return;
    const stop = watchConnection(() => getTransactions(orderId));
    // Opened again without the store's state (it did not answer): the state kept with the payments.
    if (peekQuery(paymentKey(orderId)) === undefined) {
      void offlineStore()
        .get<PaymentState>(checkoutKey(orderId))
        .then((kept) => kept && peekQuery(paymentKey(orderId)) === undefined && setPayment(orderId, kept))
        .catch(() => undefined);
    }
    void loadPendingPayments(orderId).then(() => sendPendingPayments(orderId));
    const unsubscribe = connection.subscribe((s, prev) => {
      if (s.online && !prev.online) void sendPendingPayments(orderId);
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [orderId]);
}

/** Tests: nothing kept in memory. */
export function resetPendingPayments(): void {
  resendTimers.forEach((t) => clearTimeout(t));
  resendTimers.clear();
  pendingPayments.setState({ byOrder: {} }, true);
  loaded.clear();
  sending = new Map();
}
