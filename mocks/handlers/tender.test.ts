import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addPayment, getVoucher, setCheckoutCustomer, setPaymentData, type AddPaymentInput } from '../../shared/api/tender';
import { getTransactions, voidTransaction } from '../../shared/api/payment';
import { ApiError } from '../../shared/api/errors';
import { formatMoney, fromCents, subtract, sum, toCents } from '../../shared/money';
import { db, resetDb } from '../db';
import { creditBalance, getOrder } from '../db/orders';
import { setStoreCredit } from '../db/customers';
import { loseAnswers } from '../../tests/utils/lostAnswer';
import { refusal } from '../../tests/utils/failure';

let n = 0;
const pay = (input: Omit<AddPaymentInput, 'request_id' | 'orderId'> & { orderId?: number; request_id?: string }) =>
  addPayment({ orderId: 1001, request_id: `test-${++n}`, ...input });
const due = async (orderId = 1001) => (await getTransactions(orderId)).payment.balanceDue;

describe('mock store: tenders', () => {
  it('takes cash above the balance as change due, and reads Paid In Full', async () => {
    const balance = await due();
    const answer = await pay({ type: 'cash', amount: sum(balance, '20') });
    expect(answer.payment.balanceDue).toBe('-20.00');
    expect(answer.payment.transactions.at(-1)).toMatchObject({ transaction_type: 'cash', status: 'complete', transaction_label: 'Cash' });
    expect(await refusal(pay({ type: 'cash', amount: '1.00' }))).toBe('This order is already paid in full.');
  });

  it('refuses bad amounts, types and orders without changing anything', async () => {
    expect(await refusal(pay({ type: 'cash', amount: '0' }))).toBe('Please enter an amount greater than zero.');
    expect(await refusal(pay({ type: 'cash', amount: '1.234' }))).toBe('Please enter an amount greater than zero.');
    expect(await refusal(pay({ type: 'bitcoin' as never, amount: '1' }))).toBe('Please choose a payment type.');
    expect(await refusal(pay({ orderId: 4242, type: 'cash', amount: '1' }))).toBe('Order not found!');
    expect(await refusal(pay({ orderId: 1006, type: 'cash', amount: '1' }))).toBe('This order has been voided.');
    expect(await refusal(addPayment({ orderId: 1001, type: 'cash', amount: '1', request_id: '' }))).toMatch(/no request id/);
    expect((await getTransactions(1001)).payment.transactions).toEqual([]);
  });

  it('needs a check number that is a whole number of at least 1, and no more than the balance', async () => {
    for (const bad of ['', '0', '-3', '12.5', 'abc']) expect(await refusal(pay({ type: 'check', amount: '10', check_number: bad }))).toMatch(/check number/);
    expect(await refusal(pay({ type: 'check', amount: sum(await due(), '0.01'), check_number: '7' }))).toMatch(/cannot be more than the balance due/);
    const answer = await pay({ type: 'check', amount: '10.00', check_number: '1042' });
    expect(answer.payment.transactions.at(-1)).toMatchObject({ transaction_type: 'check', transaction_label: 'Check #1042', amount: '10.00' });
  });

  it('looks vouchers up and spends their balance, never beyond it', async () => {
    expect(await getVoucher('gc-050-bravo')).toEqual({ original_amount: '50.00', amount: '12.35' });
    expect(await refusal(getVoucher('NOPE'))).toBe('Invalid code');
    expect(await refusal(getVoucher('GC-040-EMPTY'))).toMatch(/has been used up/);
    expect(await refusal(pay({ type: 'voucher', amount: '12.36', voucher_code: 'GC-050-BRAVO' }))).toBe('Max amount allowed: $12.35');
    expect(await refusal(pay({ type: 'voucher', amount: '1', voucher_code: 'NOPE' }))).toBe('Invalid code');
    await pay({ type: 'voucher', amount: '12.35', voucher_code: 'GC-050-BRAVO' });
    expect(await refusal(getVoucher('GC-050-BRAVO'))).toMatch(/has been used up/);
    const reward = await pay({ type: 'voucher', amount: '5.00', voucher_code: 'RW-025-DELTA' });
    expect(reward.payment.transactions.at(-1)?.transaction_label).toBe('Reward Voucher (RW-025-DELTA)');
    expect(await getVoucher('RW-025-DELTA')).toEqual({ original_amount: '25.00', amount: '20.00' });
  });

  it('takes store credit up to min(credit, balance due) and lowers the credit; a void gives it back', async () => {
    const credit = creditBalance(db.orders, 501);
    expect(credit).toBe((await getTransactions(1001)).payment.storeCredit);
    expect(await refusal(pay({ type: 'store_credit', amount: sum(credit, '0.01') }))).toBe(`Max amount allowed: ${formatMoney(credit)}`);
    const answer = await pay({ type: 'store_credit', amount: credit });
    expect(answer.payment.storeCredit).toBe('0.00');
    const tx = answer.payment.transactions.at(-1)!;
    const voided = await voidTransaction(tx.transaction_id, 'void-1');
    expect(voided.payment.storeCredit).toBe(credit);
    // Never more than the balance due, even with more credit.
    setStoreCredit(db.customers, 501, '100000.00');
    const balance = await due();
    expect(await refusal(pay({ type: 'store_credit', amount: sum(balance, '0.01') }))).toBe(`Max amount allowed: ${formatMoney(balance)}`);
    expect(await refusal(pay({ orderId: 1002, type: 'store_credit', amount: '1' }))).toBe('A customer must be selected!');
  });

  it('charges cards through the terminal: approved as a PayJunction capture, declined as an error', async () => {
    const declined = await refusal(pay({ type: 'card', amount: '20.13' }));
    expect(declined).toMatch(/^Card declined/);
    const answer = await pay({ type: 'card', amount: '20.00' });
    expect(answer.payment.transactions.at(-1)).toMatchObject({ transaction_type: 'card', payjunction: { transaction: { status: 'CAPTURE', action_text: 'Void' } } });
    expect(await refusal(pay({ type: 'card', amount: sum(await due(), '0.01') }))).toMatch(/cannot be more than the balance due/);
  });

  it('applies a repeated request_id once and answers the first result again', async () => {
    const first = await pay({ type: 'cash', amount: '10.00', request_id: 'same' });
    const again = await pay({ type: 'cash', amount: '10.00', request_id: 'same' });
    expect(again).toEqual(first);
    expect((await getTransactions(1001)).payment.transactions).toHaveLength(1);
    // A refusal is the first result too: the same key keeps answering it.
    expect(await refusal(pay({ type: 'card', amount: '5.13', request_id: 'declined' }))).toMatch(/^Card declined/);
    expect(await refusal(pay({ type: 'card', amount: '5.00', request_id: 'declined' }))).toMatch(/^Card declined/);
  });

  it('a lost answer: the payment was taken once; resending its request_id takes nothing more', async () => {
    const losing = loseAnswers('pos/checkout/addPayment');
    const input = { orderId: 1001, type: 'cash' as const, amount: '10.00', request_id: 'lost-1' };
    const lost = await addPayment(input).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ApiError);
    expect((lost as ApiError).kind).toBe('network');
    expect(losing.lost()).toBe(1);
    const retry = await addPayment(input);
    expect(retry.payment.transactions).toHaveLength(1);
    expect(retry.payment.amountPaid).toBe('10.00');
  });

  it('sets the checkout customer of an order or the cart, with their store credit', async () => {
    const answer = await setCheckoutCustomer(502, 1002);
    expect(answer).toMatchObject({ customer: { customer_id: '502', firstname: 'Priya' }, storeCredit: '20.00' });
    expect((await getTransactions(1002)).payment.customer).toMatchObject({ tax_exempt: false });
    expect(getOrder(db.orders, 1002)!.customer_id).toBe(502);
    await setCheckoutCustomer(503);
    expect(db.cart.customer_id).toBe(503);
    expect(await refusal(setCheckoutCustomer(999))).toBe('Customer not found!');
  });

  it('confirms a payment item, refusing unknown ones', async () => {
    expect(await setPaymentData('cash')).toEqual({});
    expect(db.tenders.paymentItem).toBe('cash');
    expect(await refusal(setPaymentData('barter'))).toMatch(/not available/);
  });

  it('property: any split of the balance into tenders ends at exactly zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom('cash', 'check', 'card', 'store_credit'), { minLength: 6, maxLength: 6 }),
        async (weights, kinds) => {
          resetDb();
          const { payment } = await getTransactions(1001);
          const total = toCents(payment.balanceDue);
          const whole = weights.reduce((a, b) => a + b, 0);
          // Shares of the balance in cents; the last tender takes what is left.
          let left = total;
          const parts = weights.map((w, i) => {
            const part = i === weights.length - 1 ? left : Math.max(1, Math.floor((total * w) / whole));
            const take = Math.min(part, left);
            left -= take;
            return take;
          }).filter((c) => c > 0);
          let credit = toCents(payment.storeCredit);
          let last = payment;
          for (const [i, cents] of parts.entries()) {
            let type = kinds[i];
            if (type === 'card' && cents % 100 === 13) type = 'cash';
            if (type === 'store_credit' && cents > credit) type = 'cash';
            if (type === 'store_credit') credit -= cents;
            last = (await pay({ type: type as AddPaymentInput['type'], amount: fromCents(cents), check_number: '101' })).payment;
          }
          expect(last.balanceDue).toBe('0.00');
          expect(last.amountPaid).toBe(last.orderTotal);
          expect(subtract(last.orderTotal, last.amountPaid)).toBe('0.00');
        },
      ),
      { numRuns: 40 },
    );
  });
});
