import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { getTransactions } from '../api/payment';
import { sum } from '../money';
import { PaymentSummary, TransactionList, usePayment, paymentSummary, transactionAction, TEXT_NO_TRANSACTIONS } from './index';
import type { PaymentState, Transaction } from '../api/payment';

function Harness({ orderId }: { orderId: number }) {
  const { data, error } = usePayment(orderId);
  if (error) return <p>failed</p>;
  if (!data) return <p>loading</p>;
  return (
    <>
      <PaymentSummary payment={data} breakdown storeCredit={data.customer ? data.storeCredit : null} />
      <TransactionList orderId={orderId} transactions={data.transactions} />
    </>
  );
}

/** Taps a transaction's action, then the confirming button of the question it asks. */
async function confirmed(user: ReturnType<typeof userEvent.setup>, button: string, confirm: string, dblClick = false) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog');
  await (dblClick ? user.dblClick : user.click)(within(dialog).getByRole('button', { name: confirm }));
}

const figures = (orderTotal: string, amountPaid: string) => ({ orderTotal, amountPaid, balanceDue: sum(orderTotal, `-${amountPaid}`) });

/** Counts requests to a route while letting the mock store answer them. */
function count(method: 'get' | 'post', path: string) {
  const seen: URL[] = [];
  const bodies: string[] = [];
  server.use(
    http[method](`*/${path}`, async ({ request }) => {
      seen.push(new URL(request.url));
      if (method === 'post') bodies.push(await request.clone().text());
      return undefined;
    }),
  );
  return { seen, bodies };
}

/** The table row whose text reads `pattern` (cells joined by a space). */
function row(pattern: RegExp): HTMLElement {
  const found = screen.getAllByRole('row').find((r) => pattern.test([...r.querySelectorAll('td, th')].map((c) => c.textContent?.trim()).join(' ').trim()));
  if (!found) throw new Error(`no row reads ${pattern}`);
  return found;
}

describe('payment summary', () => {
  it('reads Outstanding Balance with the paid amount and Balance Due', () => {
    render(<PaymentSummary payment={figures('100.10', '40.05')} />);
    expect(screen.getByText('Outstanding Balance')).toBeInTheDocument();
    expect(screen.getByText('Amount Paid').nextSibling).toHaveTextContent('$40.05');
    expect(screen.getByText('Balance Due').nextSibling).toHaveTextContent('$60.05');
    expect(screen.queryByText('Change Due')).not.toBeInTheDocument();
  });

  it('reads Paid In Full with Change Due, hiding the paid amount', () => {
    render(<PaymentSummary payment={figures('87.35', '100.00')} />);
    expect(screen.getByText('Paid In Full')).toBeInTheDocument();
    expect(screen.getByText('Change Due').nextSibling).toHaveTextContent('$12.65');
    expect(screen.queryByText('Amount Paid')).not.toBeInTheDocument();
  });

  it('reads Paid In Full with a Balance Due of $0.00 when paid exactly', () => {
    expect(paymentSummary(figures('0.30', '0.30'))).toEqual({ heading: 'Paid In Full', paidInFull: true, balanceLabel: 'Balance Due', balanceAmount: '0.00', showPaid: false });
    expect(paymentSummary(figures('0.30', '0.29'))).toMatchObject({ heading: 'Outstanding Balance', balanceAmount: '0.01', showPaid: true });
  });

  it('shows the cost breakdown, surcharges only when there are any', () => {
    const p = { ...figures('120.00', '0'), costParts: '100.00', costSurcharge: '0.00', costLabor: '10.00', costTax: '10.00', costCreditCardSurcharge: '0.00', costCreditCardSurchargeTax: '0.00' };
    const { rerender } = render(<PaymentSummary payment={p} breakdown />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Parts', 'Labor', 'Tax', 'Total', 'Amount Paid', 'Balance Due']);
    rerender(<PaymentSummary payment={{ ...p, costSurcharge: '5.00', costCreditCardSurcharge: '3.00', costCreditCardSurchargeTax: '0.27' }} breakdown />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Parts', 'Surcharge', 'Labor', 'Tax', 'Credit Card Surcharge', 'Credit Card Surcharge Tax', 'Total', 'Amount Paid', 'Balance Due']);
  });
});

describe('transaction actions', () => {
  const tx = (over: Partial<Transaction>): Transaction => ({ transaction_id: '1', transaction_type: 'cash', transaction_label: 'Cash', amount: '1.00', status: 'complete', datacap_dc_direct: null, payjunction: null, ...over });
  it('voids store tenders, acts through processor links, and offers nothing for a settled hold or a void', () => {
    expect(transactionAction(tx({}))).toEqual({ kind: 'void', label: 'Void' });
    expect(transactionAction(tx({ status: 'void' }))).toBeNull();
    const pj = (status: string, settled: boolean) => tx({ transaction_type: 'card', payjunction: { transaction: { action_text: status === 'HOLD' ? 'Capture' : 'Void', action_url: '/pj?id=1', status, settled } } });
    expect(transactionAction(pj('HOLD', true))).toBeNull();
    expect(transactionAction(pj('HOLD', false))).toEqual({ kind: 'processor', label: 'Capture', url: '/pj?id=1' });
    expect(transactionAction(pj('CAPTURE', true))).toEqual({ kind: 'processor', label: 'Void', url: '/pj?id=1' });
    const dc = tx({ transaction_type: 'card', datacap_dc_direct: { void_or_return_action: 'Return', void_or_return_status: '', void_or_return_url: '/dc?id=2' } });
    expect(transactionAction(dc)).toEqual({ kind: 'processor', label: 'Return', url: '/dc?id=2' });
  });
});

describe('transactions list', () => {
  it('lists labels, amounts and (Voided), with no action for a hold settled before capture', async () => {
    render(<Harness orderId={1005} />);
    await screen.findByText('Paid In Full');
    const order = renderOrder(getOrder(db.orders, 1005)!);
    expect(screen.getAllByRole('row')).toHaveLength(order.transactions.length + 1);
    expect(row(/^Cash \(Voided\) \$10\.00$/)).toBeInTheDocument();
    expect(within(row(/Visa ending 1881/)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(/MasterCard ending 5100/)).getByRole('button', { name: 'Return MasterCard ending 5100' })).toBeInTheDocument();
    expect(within(row(/Check #2210/)).getByRole('button', { name: 'Void Check #2210' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void All' })).toBeInTheDocument();
  });

  it('says so when there are no transactions', async () => {
    render(<Harness orderId={1001} />);
    expect(await screen.findByText(TEXT_NO_TRANSACTIONS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void All' })).not.toBeInTheDocument();
  });

  it('voids a transaction once on a double click of its confirmation, updates the state and says Success!', async () => {
    const user = userEvent.setup();
    render(<Harness orderId={1003} />);
    await screen.findByText('Outstanding Balance');
    const calls = count('post', 'pos/checkout/voidTransaction');
    await confirmed(user, 'Void Cash', 'Void Payment', true);
    expect(await screen.findByText('Cash has been voided.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(calls.bodies).toHaveLength(1);
    expect(calls.bodies[0]).toMatch(/^transaction=\d+&request_id=[0-9a-f]{32}$/);
    expect(row(/^Cash \(Voided\) \$50\.00$/)).toBeInTheDocument();
    expect(screen.queryByText('Amount Paid')?.nextSibling).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: 'Void All' })).not.toBeInTheDocument();
  });

  it('shows the store error in an Uh oh! toast for 8 seconds and stays usable', async () => {
    const user = userEvent.setup();
    render(<Harness orderId={1003} />);
    await screen.findByText('Outstanding Balance');
    server.use(http.post('*/pos/checkout/voidTransaction', () => HttpResponse.json({ error: 'The drawer is closed.' })));
    await confirmed(user, 'Void Cash', 'Void Payment');
    const text = await screen.findByText('The drawer is closed.');
    const toast = text.closest<HTMLElement>('.Toastify__toast')!;
    expect(within(toast).getByText('Uh oh!')).toBeInTheDocument();
    expect(toast.querySelector<HTMLElement>('.Toastify__progress-bar')!.style.animationDuration).toBe('8000ms');
    expect(screen.getByRole('button', { name: 'Void Cash' })).toBeEnabled();
    expect(row(/^Cash\s*\$50\.00/)).toBeInTheDocument();
  });

  it('resends the same request_id after a lost answer, so the void is applied once', async () => {
    const user = userEvent.setup();
    render(<Harness orderId={1003} />);
    await screen.findByText('Outstanding Balance');
    const ids: string[] = [];
    let lost = false;
    server.use(
      http.post('*/pos/checkout/voidTransaction', async ({ request }) => {
        ids.push(new URLSearchParams(await request.clone().text()).get('request_id') ?? '');
        if (!lost) {
          lost = true;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    await confirmed(user, 'Void Cash', 'Void Payment');
    expect(await screen.findByText('Uh oh!')).toBeInTheDocument();
    await confirmed(user, 'Void Cash', 'Void Payment');
    expect(await screen.findByText('Cash has been voided.')).toBeInTheDocument();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('voids all once on a double click of its confirmation: paid 0, balance due the total', async () => {
    const user = userEvent.setup();
    render(<Harness orderId={1004} />);
    await screen.findByText('Paid In Full');
    const calls = count('get', 'pos/checkout/voidTransactions');
    await confirmed(user, 'Void All', 'Void All', true);
    expect(await screen.findByText('All transactions have been voided.')).toBeInTheDocument();
    expect(calls.seen).toHaveLength(1);
    expect(calls.seen[0].searchParams.get('orderId')).toBe('1004');
    expect(screen.getByText('Outstanding Balance')).toBeInTheDocument();
    const total = renderOrder(getOrder(db.orders, 1004)!).total;
    expect(screen.getByText('Balance Due').nextSibling).toHaveTextContent(`$${total}`);
    expect(screen.getByText('Amount Paid').nextSibling).toHaveTextContent('$0.00');
  });

  it('captures a processor hold through its link with from_pos=1, then reads the state again', async () => {
    const user = userEvent.setup();
    render(<Harness orderId={1008} />);
    await screen.findByText('Outstanding Balance');
    const calls = count('get', 'index.php');
    await user.dblClick(screen.getByRole('button', { name: 'Capture Discover ending 6011' }));
    expect(await screen.findByText('PayJunction: the transaction has been captured.')).toBeInTheDocument();
    const actions = calls.seen.filter((u) => u.searchParams.get('route') === 'extension/payment/payjunction/action');
    expect(actions).toHaveLength(1);
    expect(actions[0].searchParams.get('from_pos')).toBe('1');
    expect(within(row(/Discover ending 6011/)).getByRole('button', { name: 'Void Discover ending 6011' })).toBeInTheDocument();
  });

  it('gives store credit back when a store credit payment is voided', async () => {
    const user = userEvent.setup();
    render(<Harness orderId={1005} />);
    await screen.findByText('Paid In Full');
    expect(screen.getByText('Store Credit', { selector: 'dt' }).nextSibling).toHaveTextContent('$75.00');
    await confirmed(user, 'Void Store Credit', 'Void Payment');
    await screen.findByText('Store Credit has been voided.');
    expect(screen.getByText('Store Credit', { selector: 'dt' }).nextSibling).toHaveTextContent('$105.00');
  });

  it('hands the new payment state to its owner', async () => {
    const user = userEvent.setup();
    const seen: PaymentState[] = [];
    const { transactions } = await getTransactions(1003).then((a) => a.payment);
    render(<TransactionList orderId={1003} transactions={transactions} onPayment={(p) => seen.push(p)} voidAll={false} />);
    expect(screen.queryByRole('button', { name: 'Void All' })).not.toBeInTheDocument();
    await confirmed(user, 'Void Cash', 'Void Payment');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].amountPaid).toBe('0.00');
  });

  describe('nothing is voided on one tap', () => {
    const voidCalls = () => ({ one: count('post', 'pos/checkout/voidTransaction'), all: count('get', 'pos/checkout/voidTransactions') });
    const sent = (c: ReturnType<typeof voidCalls>) => c.one.bodies.length + c.all.seen.length;

    it.each([
      ['Void Cash', 'Void the $50.00 Cash payment on order #1003?', 'Void Payment'],
      ['Void All', 'Void the one payment ($50.00) on order #1003?', 'Void All'],
    ])('%s asks "%s" and sends nothing until confirmed; Escape, Cancel and Enter send nothing', async (button, question, confirm) => {
      const user = userEvent.setup();
      render(<Harness orderId={1003} />);
      await screen.findByText('Outstanding Balance');
      const calls = voidCalls();
      await user.click(screen.getByRole('button', { name: button }));
      let dialog = screen.getByRole('dialog', { name: question });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: button }));
      await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: button }));
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent(calls)).toBe(0);
      await user.click(screen.getByRole('button', { name: button }));
      dialog = screen.getByRole('dialog', { name: question });
      await user.dblClick(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Success!')).toBeInTheDocument();
      expect(sent(calls)).toBe(1);
    });

    it('names the processor action and lists the payments Void All takes back', async () => {
      const user = userEvent.setup();
      render(<Harness orderId={1005} />);
      await screen.findByText('Paid In Full');
      await user.click(screen.getByRole('button', { name: 'Return MasterCard ending 5100' }));
      const dialog = screen.getByRole('dialog', { name: /^Return the \$[\d,.]+ MasterCard ending 5100 payment on order #1005\?$/ });
      expect(within(dialog).getByRole('button', { name: 'Return Payment' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Void All' }));
      const all = screen.getByRole('dialog', { name: /^Void all \d+ payments \(\$[\d,.]+\) on order #1005\?$/ });
      expect(within(all).getByText(/^Check #2210: \$/)).toBeInTheDocument();
      expect(within(all).queryByText(/^Cash:/)).not.toBeInTheDocument();
    });
  });
});
