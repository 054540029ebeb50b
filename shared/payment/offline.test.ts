import { describe, expect, it } from 'vitest';
import { getTransactions } from '../api/payment';
import { db } from '../../mocks/db';
import { getOrder } from '../../mocks/db/orders';
import { loseAnswers } from '../../tests/utils/lostAnswer';
import { connection, memoryStore, setOfflineStore } from '../offline';
import { peekQuery } from '../data';
import { keepPayment, paymentKey, pendingPayments, resetPendingPayments, sendPendingPayments, setPayment, withPending, T_PENDING, type PaymentState } from './index';
import { paymentsKey, type PendingPayment } from './offline';

/**
 * Cash taken while the store cannot be reached is kept with its request_id and sent when
 * the store answers — applied exactly once, however many times it is sent (the mock store honours
 * request_id like the PHP store: mocks/handlers/tender.ts, tested in tender.test.ts).
 */
const ORDER = 1001;
const kept = () => pendingPayments.getState().byOrder[String(ORDER)] ?? [];
const cashTaken = () => getOrder(db.orders, ORDER)!.transactions.filter((t) => t.transaction_type === 'cash');

async function openCheckout(): Promise<PaymentState> {
  const { payment } = await getTransactions(ORDER);
  setPayment(ORDER, payment);
  return payment;
}

describe('payments taken offline', () => {
  it('are shown as pending: recorded offline, counted in the balance, and sent once with the same request_id, also after a lost answer and a reload', async () => {
    const storage = memoryStore();
    setOfflineStore(storage);
    const before = await openCheckout();
    connection.setState({ online: false, offlineSince: Date.now() });

    const answer = await keepPayment({ orderId: ORDER, type: 'cash', amount: '10.00', request_id: 'offline-cash-1' }, 'Cash');
    expect(answer.success).toMatch(/recorded offline/);
    // The store's state is unchanged; the screens show the kept payment on top of it.
    expect(peekQuery(paymentKey(ORDER))).toEqual(before);
    const view = withPending(before, kept());
    expect(view.transactions.at(-1)).toMatchObject({ transaction_label: `Cash (${T_PENDING})`, amount: '10.00' });
    expect(Number(view.balanceDue)).toBeCloseTo(Number(before.balanceDue) - 10, 2);
    expect(cashTaken()).toHaveLength(0);
    expect(await storage.get<PendingPayment[]>(paymentsKey(ORDER))).toHaveLength(1);

    // Back online: the store takes it, and its answer is lost.
    connection.setState({ online: true, offlineSince: null });
    const lost = loseAnswers('pos/checkout/addPayment');
    await sendPendingPayments(ORDER);
    expect(lost.lost()).toBe(1);
    expect(cashTaken()).toHaveLength(1);
    expect(kept()).toHaveLength(1);

    // A reload: the register reads what it kept, and sends it again with the same request_id.
    resetPendingPayments();
    await sendPendingPayments(ORDER);
    expect(kept()).toHaveLength(0);
    expect(cashTaken()).toHaveLength(1);
    expect(cashTaken()[0].amount).toBe('10.00');
    const after = peekQuery<PaymentState>(paymentKey(ORDER))!;
    expect(after.transactions.filter((t) => t.transaction_type === 'cash')).toHaveLength(1);
    expect(await storage.get<PendingPayment[]>(paymentsKey(ORDER))).toEqual([]);

    // Sent yet again (another tab, a double reconnect): still one payment.
    await keepPayment({ orderId: ORDER, type: 'cash', amount: '10.00', request_id: 'offline-cash-1' }, 'Cash');
    await sendPendingPayments(ORDER);
    expect(cashTaken()).toHaveLength(1);
  });

  it('a kept payment the store refuses stays on its row with the store\'s words, and takes nothing', async () => {
    await openCheckout();
    connection.setState({ online: false });
    await keepPayment({ orderId: ORDER, type: 'check', amount: '10.00', check_number: '0', request_id: 'offline-check-1' }, 'Check');
    connection.setState({ online: true });
    await sendPendingPayments(ORDER);
    expect(kept()[0].refused).toMatch(/check number/);
    const view = withPending(peekQuery<PaymentState>(paymentKey(ORDER))!, kept());
    expect(view.transactions.at(-1)?.transaction_label).toMatch(/^Check \(not taken: the store said ".*check number.*"\)$/);
    expect(getOrder(db.orders, ORDER)!.transactions).toHaveLength(0);
  });
});
