import { describe, expect, it } from 'vitest';
import { addCustomProduct, saveOrderAndCheckout, setCartCustomer } from '../../shared/api/pos-cart';
import { getCart } from '../../shared/api/cart';
import { getTransactions, voidTransaction } from '../../shared/api/payment';
import { addPayment } from '../../shared/api/tender';
import { createOrder } from '../../shared/api/checkout';
import { getOrders } from '../../shared/api/order';
import { addCredit, getCredits, getCustomerOrders } from '../../shared/api/customer';
import { db } from '../db';

/**
 * One counter sale across the store's calls, and one ledger behind every figure.
 * The same customer's store credit reads the same on the POS cart (getData), at checkout
 * (getTransactions) and on the Credits tab (customer_credit), before and after the sale.
 */
let n = 0;
/** The cart answers store credit as a number: read every figure as a 2-place text. */
const money = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v).toFixed(2));
const key = () => `sale-${++n}`;

const creditEverywhere = async (customerId: number, orderId: number) => {
  const cart = await getCart();
  const { payment } = await getTransactions(orderId);
  const credits = await getCredits(customerId);
  return { checkout: payment.storeCredit, credits: credits.balance_text, cart: money(cart.customer?.store_credit) };
};

describe('mock store: a counter sale, from the cart to the receipt', () => {
  it('Check Out saves the order for /pos/checkout and starts a fresh cart, without its customer', async () => {
    await setCartCustomer(501);
    const before = await getCart();
    expect(before.products.length).toBeGreaterThan(0);
    expect(money(before.customer?.store_credit)).toBe('75.00');
    const orderId = Number((await saveOrderAndCheckout()).order_id);
    expect(orderId).toBe(1010);
    expect(db.cart.checkout_order_id).toBe(1010);
    const after = await getCart();
    expect([after.products, after.vouchers, after.customer, after.order_id]).toEqual([[], [], null, null]);
    // The order keeps what the cart held: its customer and total.
    const { payment } = await getTransactions(orderId);
    expect(payment.orderTotal).toBe(money(before.totals.find((t) => t.code === 'total')!.value));
    expect(payment.storeCredit).toBe('75.00');
  });

  it('pays the order split with store credit and cash: the credit is debited once, on every screen, and Confirm Order completes it', async () => {
    await setCartCustomer(502);
    const orderId = Number((await saveOrderAndCheckout()).order_id);
    const { payment } = await getTransactions(orderId);
    expect(payment.storeCredit).toBe('20.00');
    expect((await getCredits(502)).balance_text).toBe('$20.00');

    const credit = await addPayment({ orderId, type: 'store_credit', amount: '12.50', request_id: key() });
    expect(credit.payment.storeCredit).toBe('7.50');
    const tendered = (Number(credit.payment.balanceDue) + 20).toFixed(2);
    const cash = await addPayment({ orderId, type: 'cash', amount: tendered, request_id: key() });
    expect(cash.payment.balanceDue).toBe('-20.00');

    const credits = await getCredits(502);
    expect(credits.balance_text).toBe('$7.50');
    expect(credits.results.filter((r) => r.description === `Credit applied to order #${orderId}`).map((r) => money(r.amount))).toEqual(['-12.50']);

    // Confirm Order with no id: the register's order (the one Check Out saved).
    expect(await createOrder({ payment_method: 'pos' })).toEqual({ order_id: String(orderId) });
    expect(db.cart.checkout_order_id).toBeNull();
    const listed = (await getOrders({ filter_order_id: String(orderId) })).results[0];
    expect([listed.status, listed.pos_status]).toEqual(['Complete', 'complete']);
    const row = (await getCustomerOrders(502)).results.find((o) => String(o.order_id) === String(orderId))!;
    expect(row.status).toBe('Complete');
  });

  it('a voided store-credit payment gives the credit back and the order is no longer Complete', async () => {
    await setCartCustomer(501);
    await addCustomProduct({ name: 'Shop supplies', price: '10.00', quantity: 1 });
    const orderId = Number((await saveOrderAndCheckout()).order_id);
    const due = (await getTransactions(orderId)).payment.balanceDue;
    const paid = await addPayment({ orderId, type: 'store_credit', amount: '25.39', request_id: key() });
    await addPayment({ orderId, type: 'cash', amount: paid.payment.balanceDue, request_id: key() });
    await createOrder({ payment_method: 'pos', order_id: orderId });
    expect(await creditEverywhere(501, orderId)).toEqual({ cart: null, checkout: '49.61', credits: '$49.61' });

    const tx = paid.payment.transactions.find((t) => t.transaction_label === 'Store Credit')!;
    const voided = await voidTransaction(tx.transaction_id, key());
    expect(voided.payment.storeCredit).toBe('75.00');
    expect(voided.payment.balanceDue).toBe('25.39');
    const listed = (await getOrders({ filter_order_id: String(orderId) })).results[0];
    expect([listed.status, listed.pos_status, listed.balance_due]).toEqual(['Pending', 'outstanding_balance', '25.39']);
    const credits = await getCredits(501);
    expect(credits.results.filter((r) => r.description.includes(`order #${orderId}`)).map((r) => [r.description, money(r.amount)]).sort()).toEqual([
      [`Credit applied to order #${orderId}`, '-25.39'],
      [`Store credit payment on order #${orderId} voided`, '25.39'],
    ]);
    expect(credits.balance_text).toBe('$75.00');
    expect(Number(due)).toBeGreaterThan(25.39);
  });

  it('credit added on the Credits tab is the credit the cart and checkout offer', async () => {
    await setCartCustomer(503);
    const orderId = Number((await saveOrderAndCheckout()).order_id);
    await setCartCustomer(503);
    expect(await creditEverywhere(503, orderId)).toEqual({ cart: '150.00', checkout: '150.00', credits: '$150.00' });
    await addCredit(503, { description: 'Core refund', amount: '12.34' });
    expect(await creditEverywhere(503, orderId)).toEqual({ cart: '162.34', checkout: '162.34', credits: '$162.34' });
  });
});
