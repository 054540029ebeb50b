import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { recordById } from '../db/customers';
import { getOrder, recordTransaction } from '../db/orders';

const post = async (path: string, body: Record<string, string>) =>
  (await fetch(`http://store.test${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) })).json();

describe('mock store: one store-credit ledger for the POS and the Credits tab', () => {
  it('gives a POS store-credit row and a row added on the Credits tab different ids (the tab keys its rows on them)', async () => {
    recordTransaction(db.orders, getOrder(db.orders, 1001)!, { type: 'store_credit', amount: '10.00' });
    expect(await post('/api/customer_credit/add', { customer_id: '501', description: 'Goodwill credit', amount: '5.00' })).toEqual({ success: 'Store credit added!' });
    recordTransaction(db.orders, getOrder(db.orders, 1001)!, { type: 'store_credit', amount: '1.00' });
    const ids = db.customers.records.flatMap((r) => r.credits.map((c) => c.customer_transaction_id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(recordById(db.customers, 501)!.credits.slice(-3).map((c) => c.amount)).toEqual(['-10.00', '5.00', '-1.00']);
  });
});
