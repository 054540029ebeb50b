import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/db';
import { setStoreCredit } from '../../../mocks/db/customers';
import { creditBalance } from '../../../mocks/db/orders';
import { setFaults } from '../../../mocks/faults';
import { loseAnswers } from '../../../tests/utils/lostAnswer';
import { getTransactions, type PaymentState } from '../../api/payment';
import type { PaymentType } from '../../config';
import { formatMoney, subtract, sum } from '../../money';
import { Tenders } from './Tenders';
import { MSG_NO_ANSWER } from './useTender';
import { MSG_LOOKUP_UNREACHED } from './VoucherForm';


const ALL: PaymentType[] = ['card', 'ecommerce', 'cash', 'voucher', 'check', 'storeCredit'];

/** Every addPayment the store received, in order. */
let payments: URLSearchParams[] = [];
beforeEach(() => {
  payments = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('addPayment')) return;
    payments.push(new URLSearchParams(await request.clone().text()));
  });
});
afterEach(() => server.events.removeAllListeners());

/** The panel as a page uses it: the payment state replaced by each answer, its balance shown. */
function Harness({ orderId, initial, enabled, onPaid }: { orderId: number; initial: PaymentState; enabled: PaymentType[]; onPaid?: (p: PaymentState) => void }) {
  const [payment, setPayment] = useState(initial);
  return (
    <>
      <p>
        Balance: <output aria-label="Balance">{payment.balanceDue}</output>
      </p>
      <Tenders
        orderId={orderId}
        payment={payment}
        enabled={enabled}
        onPaid={(p) => {
          setPayment(p);
          onPaid?.(p);
        }}
      />
    </>
  );
}

async function setup(orderId = 1001, enabled: PaymentType[] = ALL) {
  const { payment } = await getTransactions(orderId);
  const onPaid = vi.fn();
  const user = userEvent.setup();
  render(<Harness orderId={orderId} initial={payment} enabled={enabled} onPaid={onPaid} />);
  return { user, payment, onPaid };
}

const balance = () => screen.getByRole('status', { name: 'Balance' }).textContent;
const choose = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('radio', { name: label }));
  await waitFor(() => expect(screen.getByRole('radio', { name: label })).toBeChecked());
};
const amountField = (label = 'Amount') => screen.getByRole('textbox', { name: label });
const storeTransactions = (orderId = 1001) => db.orders.list.find((o) => o.order_id === orderId)!.transactions;

describe('payment type selection', () => {
  it('offers only the enabled types, in-store credit only with a positive credit', async () => {
    await setup(1001, ['cash', 'check', 'storeCredit']);
    const group = screen.getByRole('group', { name: 'Payment Type' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Cash', 'Check', 'In-Store Credit']);
  });

  it("says 'No payment types have been enabled.' when none are (or only credit, without credit)", async () => {
    await setup(1001, []);
    expect(screen.getByText('No payment types have been enabled.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('hides in-store credit when the customer has none', async () => {
    setStoreCredit(db.customers, 501, '0.00');
    await setup(1001, ['storeCredit']);
    expect(screen.getByText('No payment types have been enabled.')).toBeInTheDocument();
  });

  it('confirms the chosen type with the store; its error is shown and the type is not chosen', async () => {
    server.use(http.post('*/checkout/cart/setPaymentData', () => HttpResponse.json({ error: 'Cash drawer is closed.' }), { once: true }));
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cash drawer is closed.');
    expect(screen.getByRole('radio', { name: 'Cash' })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Cash payment' })).not.toBeInTheDocument();
    await choose(user, 'Cash');
    expect(db.tenders.paymentItem).toBe('cash');
    expect(screen.getByRole('form', { name: 'Cash payment' })).toBeInTheDocument();
  });
});

describe('payment type selection: quick changes', () => {
  it('the latest choice wins, even when an earlier confirmation answers last; a refusal goes back to the confirmed type', async () => {
    server.use(
      http.post('*/checkout/cart/setPaymentData', async ({ request }) => {
        const item = new URLSearchParams(await request.text()).get('itemId');
        if (item === 'cash') await delay(300);
        if (item === 'voucher') return HttpResponse.json({ error: 'Vouchers are not accepted today.' });
        return HttpResponse.json({});
      }),
    );
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('radio', { name: 'Check' }));
    expect(screen.getByRole('radio', { name: 'Check' })).toBeChecked();
    expect(await screen.findByRole('form', { name: 'Check payment' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByRole('radio', { name: 'Check' })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Cash payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Gift/Reward Voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vouchers are not accepted today.');
    expect(screen.getByRole('radio', { name: 'Check' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Check payment' })).toBeInTheDocument();
  });
});

describe('cash', () => {
  it('suggests the balance, shows the change due, and pays: balance negative (change due)', async () => {
    const { user, payment, onPaid } = await setup();
    await choose(user, 'Cash');
    const field = amountField('Amount Tendered');
    expect(field).toHaveValue(payment.balanceDue);
    await user.clear(field);
    await user.type(field, sum(payment.balanceDue, '20'));
    expect(screen.getByText(`Change Due: ${formatMoney('20.00')}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(balance()).toBe('-20.00'));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(payments).toHaveLength(1);
    expect(Object.fromEntries(payments[0])).toMatchObject({ orderId: '1001', type: 'cash', amount: sum(payment.balanceDue, '20') });
    expect(payments[0].get('request_id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses an empty, zero or malformed amount without calling the store', async () => {
    const { user } = await setup();
    await choose(user, 'Cash');
    const field = amountField('Amount Tendered');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    for (const bad of ['0', '12.345', 'abc', '-5']) {
      await user.clear(field);
      await user.type(field, bad);
      expect(await screen.findByText('Enter an amount in dollars and cents, greater than zero.')).toBeInTheDocument();
    }
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(payments).toHaveLength(0);
  });

  it('splits the balance: a part in cash, then the rest, exactly to zero', async () => {
    const { user, payment } = await setup();
    await choose(user, 'Cash');
    await user.clear(amountField('Amount Tendered'));
    await user.type(amountField('Amount Tendered'), '33.33');
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '33.33')));
    // The new form suggests what is left.
    expect(amountField('Amount Tendered')).toHaveValue(subtract(payment.balanceDue, '33.33'));
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(balance()).toBe('0.00'));
    expect(new Set(payments.map((p) => p.get('request_id'))).size).toBe(2);
  });
});

describe('check', () => {
  it('needs a whole check number of at least 1', async () => {
    const { user } = await setup();
    await choose(user, 'Check');
    const number = screen.getByRole('textbox', { name: 'Check Number' });
    for (const bad of ['0', '1.5', 'abc']) {
      await user.clear(number);
      await user.type(number, bad);
      expect(await screen.findByText('The check number must be a whole number, 1 or more.')).toBeInTheDocument();
    }
    expect(payments).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '1042');
    await user.clear(amountField());
    await user.type(amountField(), '40');
    await user.click(screen.getByRole('button', { name: 'Take Check' }));
    await waitFor(() => expect(storeTransactions().at(-1)).toMatchObject({ transaction_label: 'Check #1042', amount: '40.00' }));
    expect(payments[0].get('check_number')).toBe('1042');
  });

  it("shows the store's refusal under the button and keeps what was typed", async () => {
    const { user, payment } = await setup();
    await choose(user, 'Check');
    await user.type(screen.getByRole('textbox', { name: 'Check Number' }), '77');
    await user.clear(amountField());
    await user.type(amountField(), sum(payment.balanceDue, '1'));
    await user.click(screen.getByRole('button', { name: 'Take Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A check cannot be more than the balance due');
    expect(screen.getByRole('textbox', { name: 'Check Number' })).toHaveValue('77');
    expect(storeTransactions()).toHaveLength(0);
  });
});

describe('voucher', () => {
  it("'Invalid code', the server's message, and a message when the lookup got no answer", async () => {
    const { user } = await setup();
    await choose(user, 'Gift/Reward Voucher');
    const code = screen.getByRole('textbox', { name: 'Voucher Code' });
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Enter the voucher code.')).toBeInTheDocument();
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'GC-040-EMPTY');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('The balance of voucher GC-040-EMPTY has been used up.')).toBeInTheDocument();
    setFaults({ failing: { 'pos/checkout/getVoucher': 'network' } });
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText(MSG_LOOKUP_UNREACHED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Voucher' })).toBeDisabled();
  });

  it("shows the card's balance, refuses more ('Max amount allowed') and redeems up to it", async () => {
    const { user, payment } = await setup();
    await choose(user, 'Gift/Reward Voucher');
    await user.type(screen.getByRole('textbox', { name: 'Voucher Code' }), 'gc-050-bravo');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText(/Card balance:/)).toHaveTextContent('Card balance: $12.35 of $50.00');
    expect(amountField()).toHaveValue('12.35');
    await user.clear(amountField());
    await user.type(amountField(), '12.36');
    expect(await screen.findByText('Max amount allowed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redeem Voucher' }));
    expect(payments).toHaveLength(0);
    await user.clear(amountField());
    await user.type(amountField(), '12.35');
    await user.click(screen.getByRole('button', { name: 'Redeem Voucher' }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '12.35')));
    expect(Object.fromEntries(payments[0])).toMatchObject({ type: 'voucher', voucher_code: 'gc-050-bravo', amount: '12.35' });
  });

  it('asks for a new lookup when the code is edited', async () => {
    const { user } = await setup();
    await choose(user, 'Gift/Reward Voucher');
    const code = screen.getByRole('textbox', { name: 'Voucher Code' });
    await user.type(code, 'RW-025-DELTA');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText(/Card balance:/)).toBeInTheDocument();
    await user.type(code, 'X');
    expect(screen.queryByText(/Card balance:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Voucher' })).toBeDisabled();
  });
});

describe('in-store credit', () => {
  it('offers 100%, 50% and custom of min(credit, balance due), and refuses more with the maximum', async () => {
    setStoreCredit(db.customers, 501, '25.51');
    const { user, payment } = await setup();
    await choose(user, 'In-Store Credit');
    expect(screen.getByText(/Available credit:/)).toHaveTextContent('Available credit: $25.51');
    expect(amountField()).toHaveValue('25.51');
    expect(amountField()).toHaveAttribute('readonly');
    await user.click(screen.getByRole('radio', { name: '50%' }));
    expect(amountField()).toHaveValue('12.76');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(amountField()).not.toHaveAttribute('readonly');
    await user.clear(amountField());
    await user.type(amountField(), '25.52');
    expect(await screen.findByText('Max amount allowed: $25.51')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Store Credit' }));
    expect(payments).toHaveLength(0);
    await user.clear(amountField());
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Use Store Credit' }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '10.00')));
    expect(creditBalance(db.orders, 501)).toBe('15.51');
  });

  it('closes after a payment: the credit left is not offered again, one more tap spends nothing', async () => {
    setStoreCredit(db.customers, 501, '40.00');
    const { user, payment } = await setup();
    await choose(user, 'In-Store Credit');
    await user.click(screen.getByRole('radio', { name: '50%' }));
    await user.click(screen.getByRole('button', { name: 'Use Store Credit' }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '20.00')));
    expect(screen.queryByRole('button', { name: 'Use Store Credit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'In-Store Credit' })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'In-Store Credit' })).toHaveFocus());
    expect(payments).toHaveLength(1);
    // Chosen again, it starts from what is left.
    await choose(user, 'In-Store Credit');
    expect(screen.getByText(/Available credit:/)).toHaveTextContent('Available credit: $20.00');
  });

  it('caps the maximum at the balance due when the credit is larger', async () => {
    setStoreCredit(db.customers, 501, '100000.00');
    const { user, payment } = await setup();
    await choose(user, 'In-Store Credit');
    expect(amountField()).toHaveValue(payment.balanceDue);
    expect(screen.getByText(`Up to ${formatMoney(payment.balanceDue)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Store Credit' }));
    await waitFor(() => expect(balance()).toBe('0.00'));
  });
});

describe('card', () => {
  it("charges through the terminal; a declined card shows the store's error and a new attempt can follow", async () => {
    const { user } = await setup();
    await choose(user, 'Card');
    await user.clear(amountField());
    await user.type(amountField(), '20.13');
    await user.click(screen.getByRole('button', { name: 'Charge Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Card declined by the terminal/);
    await user.clear(amountField());
    await user.type(amountField(), '20.00');
    await user.click(screen.getByRole('button', { name: 'Charge Card' }));
    await waitFor(() => expect(storeTransactions()).toHaveLength(1));
    // A declined card is a definite answer: the next attempt has its own key.
    expect(payments[1].get('request_id')).not.toBe(payments[0].get('request_id'));
    expect(storeTransactions()[0]).toMatchObject({ transaction_type: 'card', amount: '20.00' });
  });

  it("refuses more than the balance due ('Max amount allowed: {amount}')", async () => {
    const { user, payment } = await setup();
    await choose(user, 'Card');
    await user.clear(amountField());
    await user.type(amountField(), sum(payment.balanceDue, '0.01'));
    expect(await screen.findByText(`Max amount allowed: ${formatMoney(payment.balanceDue)}`)).toBeInTheDocument();
  });

  it("reads 'Waiting for the card terminal...' while the terminal works", async () => {
    server.use(http.post('*/pos/checkout/addPayment', async () => {
      await delay(200);
      return HttpResponse.json({ error: 'Terminal timed out.' });
    }));
    const { user } = await setup();
    await choose(user, 'Card');
    await user.click(screen.getByRole('button', { name: 'Charge Card' }));
    expect(await screen.findByRole('button', { name: 'Waiting for the card terminal...' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Terminal timed out.');
  });
});

/** Fills a tender's form so that pressing its button pays `amount`. */
const TENDERS: Array<{ type: string; button: string; fill: (user: ReturnType<typeof userEvent.setup>) => Promise<void> }> = [
  { type: 'Cash', button: 'Take Cash', fill: async (user) => void (await user.clear(amountField('Amount Tendered')), await user.type(amountField('Amount Tendered'), '10')) },
  { type: 'Check', button: 'Take Check', fill: async (user) => void (await user.type(screen.getByRole('textbox', { name: 'Check Number' }), '501'), await user.clear(amountField()), await user.type(amountField(), '10')) },
  { type: 'Card', button: 'Charge Card', fill: async (user) => void (await user.clear(amountField()), await user.type(amountField(), '10')) },
  {
    type: 'Gift/Reward Voucher',
    button: 'Redeem Voucher',
    fill: async (user) => {
      await user.type(screen.getByRole('textbox', { name: 'Voucher Code' }), 'GC-100-ALPHA');
      await user.click(screen.getByRole('button', { name: 'Look Up' }));
      await screen.findByText(/Card balance:/);
      await user.clear(amountField());
      await user.type(amountField(), '10');
    },
  },
  {
    type: 'In-Store Credit',
    button: 'Use Store Credit',
    fill: async (user) => {
      await user.click(screen.getByRole('radio', { name: 'Custom' }));
      await user.clear(amountField());
      await user.type(amountField(), '10');
    },
  },
];

describe.each(TENDERS)('$type: never taken twice', ({ type, button, fill }) => {
  it('a double click sends one payment', async () => {
    server.use(http.post('*/pos/checkout/addPayment', async () => void (await delay(100))));
    const { user, payment } = await setup();
    await choose(user, type);
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '10.00')));
    expect(payments).toHaveLength(1);
    expect(storeTransactions()).toHaveLength(1);
  });

  it('a lost answer: the retry resends the same request_id and the store applies it once', async () => {
    const losing = loseAnswers('pos/checkout/addPayment');
    const { user, payment } = await setup();
    await choose(user, type);
    await fill(user);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_NO_ANSWER);
    expect(losing.lost()).toBe(1);
    // The store took it; the screen does not know yet. What was typed is still there.
    expect(storeTransactions()).toHaveLength(1);
    expect(amountField(type === 'Cash' ? 'Amount Tendered' : 'Amount')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '10.00')));
    expect(payments).toHaveLength(2);
    expect(payments[1].get('request_id')).toBe(payments[0].get('request_id'));
    expect(storeTransactions()).toHaveLength(1);
  });

  it('a 500 or an unreadable answer keeps the key for the retry too', async () => {
    setFaults({ failing: { 'pos/checkout/addPayment': 'http500' } });
    const { user, payment } = await setup();
    await choose(user, type);
    await fill(user);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_NO_ANSWER);
    setFaults({ failing: { 'pos/checkout/addPayment': 'malformed' } });
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(payments).toHaveLength(2));
    setFaults({});
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(balance()).toBe(subtract(payment.balanceDue, '10.00')));
    expect(new Set(payments.map((p) => p.get('request_id'))).size).toBe(1);
    expect(storeTransactions()).toHaveLength(1);
  });
});
