import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { creditBalance } from '../../mocks/db/orders';
import { sum } from '../money';
import { getCredits } from './customer';
import { getTransactions, newRequestId, processorAction, processorQuery, voidTransaction, voidTransactions, type Transaction } from './payment';
import { failure } from '../../tests/utils/failure';

const byLabel = (list: Transaction[], pattern: RegExp) => list.find((t) => pattern.test(t.transaction_label))!;

describe('shared/api/payment against the mock store', () => {
  it('reads an order payment state with its cost breakdown', async () => {
    const { payment } = await getTransactions(1003);
    // Spec 3 §3: no order id, and the customer is only its tax exemption.
    expect(payment).toMatchObject({ customer: { tax_exempt: false }, costSurcharge: '25.00' });
    expect(payment).not.toHaveProperty('orderId');
    expect(payment.transactions).toHaveLength(2);
    expect(payment.purchaseOrders).toHaveLength(1);
    expect(await failure(getTransactions(424242))).toMatchObject({ kind: 'store', message: 'Order not found.' });
  });

  it('voids a cash transaction once per request_id and answers the first result again', async () => {
    const before = (await getTransactions(1003)).payment;
    const cash = byLabel(before.transactions, /^Cash$/);
    const id = newRequestId();
    const first = await voidTransaction(cash.transaction_id, id);
    expect(first.success).toBe('Cash has been voided.');
    expect(first.payment.amountPaid).toBe('0.00');
    expect(first.payment.balanceDue).toBe(first.payment.orderTotal);
    const again = await voidTransaction(cash.transaction_id, id);
    expect(again).toEqual(first);
    expect(await failure(voidTransaction(cash.transaction_id, newRequestId()))).toMatchObject({ message: expect.stringMatching(/already been voided/) });
  });

  it('gives store credit back when a store credit payment is voided', async () => {
    const { payment } = await getTransactions(1005);
    const credit = byLabel(payment.transactions, /Store Credit/);
    const start = payment.storeCredit;
    const answer = await voidTransaction(credit.transaction_id, newRequestId());
    expect(answer.payment.storeCredit).toBe(sum(start, credit.amount));
    expect(answer.payment.storeCredit).toBe(creditBalance(db.orders, 501));
    // The customer's Credits tab shows the same balance and the refund.
    const credits = await getCredits(501, { sort: 'date_added', order: 'DESC' });
    expect(credits.balance_text).toBe(`$${answer.payment.storeCredit}`);
    expect(credits.results[0]).toMatchObject({ description: 'Store credit payment on order #1005 voided', amount: Number(credit.amount) });
  });

  it('refuses to void a card through voidTransaction, and voids it through its processor link', async () => {
    const { payment } = await getTransactions(1008);
    const datacap = payment.transactions.find((t) => t.datacap_dc_direct)!;
    expect(await failure(voidTransaction(datacap.transaction_id, newRequestId()))).toMatchObject({ message: expect.stringMatching(/card processor/) });
    const id = newRequestId();
    const answer = await processorAction(datacap.datacap_dc_direct!.void_or_return_url, id);
    expect(answer.transaction).toMatchObject({ status: 'void', datacap_dc_direct: { void_or_return_status: 'Voided' } });
    expect(await processorAction(datacap.datacap_dc_direct!.void_or_return_url, id)).toEqual(answer);
    const hold = payment.transactions.find((t) => t.payjunction?.transaction.status === 'HOLD')!;
    const captured = await processorAction(hold.payjunction!.transaction.action_url, newRequestId());
    expect(captured).toMatchObject({ success: expect.stringMatching(/captured/), transaction: { payjunction: { transaction: { status: 'CAPTURE', action_text: 'Void' } } } });
  });

  it('refuses the processor action of a hold that settled before capture', async () => {
    const { payment } = await getTransactions(1005);
    const stuck = payment.transactions.find((t) => t.payjunction?.transaction.status === 'HOLD' && t.payjunction.transaction.settled)!;
    expect(await failure(processorAction(stuck.payjunction!.transaction.action_url, newRequestId()))).toMatchObject({ kind: 'store' });
  });

  it('voids all transactions, or nothing when one cannot be voided', async () => {
    const all = await voidTransactions(1004, newRequestId());
    expect(all.payment).toMatchObject({ amountPaid: '0.00' });
    expect(all.payment.balanceDue).toBe(all.payment.orderTotal);
    expect(all.payment.transactions.every((t) => t.status === 'void')).toBe(true);
    const before = (await getTransactions(1005)).payment;
    expect(await failure(voidTransactions(1005, newRequestId()))).toMatchObject({ message: expect.stringMatching(/Nothing was voided/) });
    expect((await getTransactions(1005)).payment).toEqual(before);
    expect(await failure(voidTransactions(1004, newRequestId()))).toMatchObject({ message: 'There are no transactions to void.' });
  });

  it('sends a processor link with its route, its query, from_pos=1 and the request id', async () => {
    expect(processorQuery('index.php?route=extension/payment/payjunction/action&transaction_id=5', 'k')).toEqual({ route: 'extension/payment/payjunction/action', transaction_id: '5', from_pos: '1', request_id: 'k' });
    expect(processorQuery('https://store.example/payments/void?id=9', 'k')).toEqual({ route: 'payments/void', id: '9', from_pos: '1', request_id: 'k' });
    let seen = '';
    server.use(http.get('*/index.php', ({ request }) => ((seen = new URL(request.url).search), HttpResponse.json({ success: 'ok', transaction: { transaction_id: 9, transaction_label: 'Card', amount: '1.00' } }))));
    await processorAction('/payments/void?id=9', 'abc');
    expect(seen).toBe('?route=payments%2Fvoid&id=9&from_pos=1&request_id=abc');
  });

  it('throws one ApiError per failure kind', async () => {
    setFaults({ failing: { 'pos/checkout/voidTransaction': 'http500' } });
    expect((await failure(voidTransaction(5001, newRequestId()))).kind).toBe('http');
    setFaults({ failing: { 'pos/checkout/getTransactions': 'malformed' } });
    expect((await failure(getTransactions(1001))).kind).toBe('malformed');
    setFaults({ failing: { 'pos/checkout/voidTransactions': 'network' } });
    expect((await failure(voidTransactions(1001, newRequestId()))).kind).toBe('network');
  });

  it('makes a different request id each time', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('refuses a processor link without from_pos=1, an unknown transaction, and voids on a voided order', async () => {
    const { payment } = await getTransactions(1008);
    const datacap = payment.transactions.find((t) => t.datacap_dc_direct)!;
    const url = new URL(datacap.datacap_dc_direct!.void_or_return_url, 'http://store.test/');
    const direct = await fetch(`http://store.test/index.php${url.search}`).then((r) => r.json());
    expect(direct).toEqual({ error: 'This action is only available from the POS.' });
    expect(await failure(processorAction('index.php?route=extension/payment/payjunction/action&transaction_id=999999', newRequestId()))).toMatchObject({ message: 'Transaction not found.' });
    const voidedOrder = (await getTransactions(1006)).payment.transactions[0];
    expect(await failure(voidTransaction(voidedOrder.transaction_id, newRequestId()))).toMatchObject({ message: 'This order has been voided.' });
  });
});
