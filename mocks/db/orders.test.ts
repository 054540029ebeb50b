import { describe, expect, it } from 'vitest';
import { compare, subtract, sum } from '../../shared/money';
import {
  addOrder,
  amountPaid,
  applyOnce,
  balanceDue,
  countOrders,
  createOrders,
  creditBalance,
  getOrder,
  isStuck,
  isVoid,
  orderTotal,
  paymentState,
  recordTransaction,
  renderOrder,
  voidOne,
} from './orders';

describe('mock store: orders', () => {
  it('holds orders of every status with exact totals', () => {
    const state = createOrders();
    const counts = countOrders(state.list);
    expect(counts.all).toBe(state.list.length);
    for (const status of ['saved', 'kiosk', 'outstanding_balance', 'complete'] as const) expect(counts[status]).toBeGreaterThan(0);
    expect(counts.saved + counts.kiosk + counts.outstanding_balance + counts.complete).toBe(counts.all);
    for (const o of state.list) {
      const order = renderOrder(o);
      const totalRow = order.totals.find((t) => t.code === 'total')!;
      expect(totalRow.value).toBe(order.total);
      expect(sum(...order.totals.filter((t) => t.code !== 'total').map((t) => t.value))).toBe(order.total);
      expect(sum(order.balance_due, order.amount_paid)).toBe(order.total);
      expect(order.paid_in_full).toBe(compare(order.amount_paid, order.total) >= 0);
    }
    const names = new Set(state.list.map((o) => renderOrder(o).status));
    for (const name of ['Saved', 'Kiosk', 'Processing', 'Complete', 'Voided', 'Incomplete Transaction']) expect(names).toContain(name);
  });

  it('has the fixtures the tests name', () => {
    const state = createOrders();
    const o = (id: number) => renderOrder(getOrder(state, id)!);
    expect(o(1001)).toMatchObject({ pos_status: 'saved', customer: 'Jordan Miller', transactions: [], po_number_list: ['PO-48213', 'PO-48214'] });
    expect(o(1001).products[0].option.length).toBeGreaterThan(0);
    expect(o(1002)).toMatchObject({ pos_status: 'kiosk', customer: '', customer_id: 0 });
    expect(o(1003).pos_status).toBe('outstanding_balance');
    expect(o(1003).transactions.map((t) => t.status)).toEqual(['complete', 'void']);
    expect(o(1004)).toMatchObject({ pos_status: 'complete', paid_in_full: true });
    expect(compare(o(1004).change_due, '0')).toBe(1);
    const every = o(1005);
    expect(new Set(every.transactions.map((t) => t.transaction_type))).toEqual(new Set(['card', 'voucher', 'store_credit', 'check', 'cash', 'online']));
    expect(every.balance_due).toBe('0.00');
    expect(every.transactions.some((t) => isStuck(t))).toBe(true);
    expect(every.transactions.some((t) => t.datacap_dc_direct?.void_or_return_action === 'Return')).toBe(true);
    expect(every.purchase_orders).toHaveLength(2);
    expect(o(1006).status).toBe('Voided');
    expect(o(1006).transactions.every((t) => t.status === 'void')).toBe(true);
    expect(o(1007).status).toBe('Incomplete Transaction');
    expect(o(1009)).toMatchObject({ tax_exempt: true, tax_exempt_number: 'IL-EX-55021' });
  });

  it('recomputes paid, balance and store credit on payments and voids', () => {
    const state = createOrders();
    const order = addOrder(state, { customer_id: 501, products: [{ product_id: 101, quantity: 1, price: '10.00' }] });
    expect(orderTotal(order)).toBe('10.90');
    const credit = creditBalance(state, 501);
    const tx = recordTransaction(state, order, { type: 'store_credit', amount: '4.45' });
    expect(creditBalance(state, 501)).toBe(subtract(credit, '4.45'));
    expect(order.pos_status).toBe('outstanding_balance');
    recordTransaction(state, order, { type: 'cash', amount: '10.00' });
    expect(balanceDue(order)).toBe('-3.55');
    expect(order.pos_status).toBe('complete');
    expect(paymentState(state, order)).toMatchObject({ amountPaid: '14.45', balanceDue: '-3.55', orderTotal: '10.90' });
    expect(voidOne(state, order, tx)).toBeNull();
    expect(isVoid(tx)).toBe(true);
    expect(creditBalance(state, 501)).toBe(credit);
    expect(amountPaid(order)).toBe('10.00');
    expect(voidOne(state, order, tx)).toMatch(/already been voided/);
  });

  it('applies a request_id once', () => {
    const state = createOrders();
    let runs = 0;
    const first = applyOnce(state, 'abc', () => ({ run: ++runs }));
    expect(applyOnce(state, 'abc', () => ({ run: ++runs }))).toBe(first);
    expect(runs).toBe(1);
  });
});
