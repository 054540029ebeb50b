import { describe, expect, it } from 'vitest';
import { addCustomProduct, applyLabor, saveOrder, saveOrderAndCheckout, setCartCustomer } from '../../shared/api/pos-cart';
import { getTransactions, voidTransaction, voidTransactions } from '../../shared/api/payment';
import { addPayment, getVoucher } from '../../shared/api/tender';
import { createOrder, KIOSK_ORDER } from '../../shared/api/checkout';
import { getOrders, voidOrder } from '../../shared/api/order';
import { applyCode, getCart } from '../../shared/api/cart';
import { db } from '../db';
import { getOrder, renderOrder, STATUS } from '../db/orders';
import { EMPTY_CART } from './checkout';
import { refusal } from '../../tests/utils/failure';

/** The POS order flow across the cart, checkout, payments and the order list (spec 3 §4, spec 5). */
// Independent of shared/money: whole cents from 2-place strings.
const cents = (v: string | number | undefined) => Math.round(Number(v) * 100);
const cartTotal = (cart: { totals: Array<{ code: string; value: string | number }> }) => cents(cart.totals.find((t) => t.code === 'total')!.value);
let n = 0;
const key = () => `flow-${++n}`;

describe('mock store: a POS cart saved or checked out becomes a real POS order', () => {
  it('saveOrder: a saved order in the order list with its lines, customer, totals and nothing paid', async () => {
    await setCartCustomer(501);
    const cart = await getCart();
    // Ids are read as strings from the store's answers; the mock's orders are numbered.
    const order_id = Number((await saveOrder()).order_id);
    expect(db.cart.order_id).toBe(order_id);

    const { payment } = await getTransactions(order_id);
    expect(payment.transactions).toEqual([]);
    expect(payment.amountPaid).toBe('0.00');
    expect(cents(payment.orderTotal)).toBe(cartTotal(cart));
    expect(payment.balanceDue).toBe(payment.orderTotal);
    // Spec 3 §3: the payment state's customer is only its tax exemption.
    expect(payment.customer).toEqual({ tax_exempt: false, tax_exempt_number: '', firstname: '', lastname: '', customer_id: '' });
    expect(payment.products.map((p) => [p.name, p.quantity])).toEqual(cart.products.map((p) => [p.name, Number(p.quantity)]));

    const saved = await getOrders({ status: 'saved', filter_order_id: String(order_id) });
    expect(saved.results.map((o) => o.order_id)).toEqual([String(order_id)]);
    expect(saved.results[0]).toMatchObject({ pos_status: 'saved', order_status_id: String(STATUS.saved), customer_id: '501' });

    // The order view's data is the same order.
    const view = renderOrder(getOrder(db.orders, order_id)!);
    expect([view.order_total, view.balance_due, view.pos_status]).toEqual([payment.orderTotal, payment.balanceDue, 'saved']);
  });

  it('the saved total is the cart total with labor, an untaxed custom product, a coupon and a gift certificate', async () => {
    await setCartCustomer(502);
    await applyLabor({ laborId: 1, laborTime: 45, quantity: 2, name: 'Diagnosis' });
    await addCustomProduct({ name: 'Shop supplies', price: '7.35', quantity: 3 });
    await applyCode({ coupon: 'SAVE10' });
    const cart = await applyCode({ voucher: 'GIFT25' });
    const order_id = Number((await saveOrderAndCheckout()).order_id);
    const { payment } = await getTransactions(order_id);
    expect(cents(payment.orderTotal)).toBe(cartTotal(cart));
    expect(cents(payment.balanceDue)).toBe(cartTotal(cart));
    const view = renderOrder(getOrder(db.orders, order_id)!);
    expect(cents(view.totals.find((t) => t.code === 'total')!.value)).toBe(cartTotal(cart));
  });
});

describe('mock store: createOrder at POS checkout finalises the saved order', () => {
  it('confirms the order saved for checkout (payment_method=pos): no second order, no empty-cart refusal', async () => {
    await setCartCustomer(503);
    const order_id = Number((await saveOrderAndCheckout()).order_id);
    const { payment } = await getTransactions(order_id);
    await addPayment({ orderId: order_id, type: 'cash', amount: payment.balanceDue, request_id: key() });
    const count = db.orders.list.length;

    expect(await createOrder({ payment_method: 'pos' })).toEqual({ order_id: String(order_id) });
    expect(db.orders.list.length).toBe(count);
    const order = getOrder(db.orders, order_id)!;
    expect([order.order_status_id, order.pos_status]).toEqual([STATUS.complete, 'complete']);
    // The counter starts a new cart.
    expect([db.cart.lines, db.cart.order_id]).toEqual([[], null]);
  });

  it('confirms an order with a balance still due as outstanding, even when the cart was emptied', async () => {
    const order_id = Number((await saveOrderAndCheckout()).order_id);
    db.cart.lines = [];
    db.cart.vouchers = [];
    expect((await createOrder({ payment_method: 'pos' })).order_id).toBe(String(order_id));
    const order = getOrder(db.orders, order_id)!;
    expect([order.order_status_id, order.pos_status]).toEqual([STATUS.pending, 'outstanding_balance']);
  });

  it('confirms an order named by order_id; refuses unknown, voided or no order', async () => {
    expect((await createOrder({ payment_method: 'pos', order_id: 1001 })).order_id).toBe('1001');
    expect(getOrder(db.orders, 1001)!.pos_status).toBe('outstanding_balance');
    expect(await refusal(createOrder({ payment_method: 'pos', order_id: 4242 }))).toBe('Order not found!');
    expect(await refusal(createOrder({ payment_method: 'pos', order_id: 1006 }))).toBe('This order has been voided.');
    expect(await refusal(createOrder({ payment_method: 'pos' }))).toBe('There is no saved order to check out. Save the cart first.');
  });

  it('the kiosk still creates its own order from the cart, and refuses an empty cart', async () => {
    await saveOrder();
    const saved = db.cart.order_id;
    const { order_id } = await createOrder(KIOSK_ORDER);
    expect(order_id).not.toBe(saved);
    expect(getOrder(db.orders, order_id)!.pos_status).toBe('kiosk');
    expect(await refusal(createOrder(KIOSK_ORDER))).toBe(EMPTY_CART);
  });
});

describe('mock store: voids give back what they took', () => {
  it('voiding a voucher payment puts the amount back on that voucher, to the cent', async () => {
    await pay('GC-100-ALPHA', '37.19');
    expect((await getVoucher('GC-100-ALPHA')).amount).toBe('62.81');
    const { payment } = await getTransactions(1001);
    const tx = payment.transactions.at(-1)!;
    await voidTransaction(tx.transaction_id, key());
    expect((await getVoucher('GC-100-ALPHA')).amount).toBe('100.00');
    // A repeated void request gives nothing more back.
    expect(await refusal(voidTransaction(tx.transaction_id, key()))).toMatch(/already been voided/);
    expect((await getVoucher('GC-100-ALPHA')).amount).toBe('100.00');
  });

  it('void all and voiding the order give back every voucher payment', async () => {
    await pay('GC-050-BRAVO', '12.35');
    await pay('RW-025-DELTA', '0.10');
    await voidTransactions(1001, key());
    expect(await getVoucher('GC-050-BRAVO')).toEqual({ original_amount: '50.00', amount: '12.35' });
    expect(await getVoucher('RW-025-DELTA')).toEqual({ original_amount: '25.00', amount: '25.00' });

    await pay('RW-025-DELTA', '24.99');
    await voidOrder(1001, key());
    expect((await getVoucher('RW-025-DELTA')).amount).toBe('25.00');
  });
});

function pay(code: string, amount: string) {
  return addPayment({ orderId: 1001, type: 'voucher', amount, voucher_code: code, request_id: key() });
}
