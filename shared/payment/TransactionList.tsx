import { useRef, useState } from 'react';
import { getTransactions, processorAction, voidTransaction, voidTransactions, type PaymentAnswer, type PaymentState, type Transaction } from '../api/payment';
import type { Id } from '../api/types';
import { useMutation } from '../data';
import { formatMoney, sum } from '../money';
import { Button, ConfirmDialog, refocusIfLost } from '../ui';
import { useRequestKeys } from './requestKeys';
import { hasVoidable, isVoided, TEXT_NO_TRANSACTIONS, transactionAction, voidedText } from './status';
import { setPayment } from './usePayment';
import styles from './payment.module.css';

export interface TransactionListProps {
  orderId: Id;
  transactions: readonly Transaction[];
  /** Hear the new payment state after a void (it is also put into the page's payment cache). */
  onPayment?: (payment: PaymentState) => void;
  /** Offer "Void All" (default true). */
  voidAll?: boolean;
  /** No actions at all (e.g. a voided order). */
  readOnly?: boolean;
  /** The order's customer's name: the void questions name whose payment it is. */
  customerName?: string;
}

type Target = { kind: 'one'; tx: Transaction } | { kind: 'all' };

const targetId = (t: Target) => (t.kind === 'all' ? 'all' : String(t.tx.transaction_id));

async function send(orderId: Id, target: Target, key: string): Promise<PaymentAnswer> {
  if (target.kind === 'all') return voidTransactions(orderId, key);
  const action = transactionAction(target.tx);
  if (action?.kind === 'processor') {
    const answer = await processorAction(action.url, key);
    const { payment } = await getTransactions(orderId);
    return { success: answer.success, payment };
  }
  return voidTransaction(target.tx.transaction_id, key);
}

/** A processor's Capture takes the authorised money: nothing is undone, so it needs no question. */
const asksFirst = (target: Target) => target.kind === 'all' || transactionAction(target.tx)?.label !== 'Capture';

/**
 * The question before a void names the payment, its amount, the order and its customer
 * (nothing destructive on one tap; whose money it is).
 */
function question(orderId: Id, target: Target, voidable: readonly Transaction[], customerName = ''): { title: string; confirm: string } {
  const order = `order #${orderId}${customerName ? ` for ${customerName}` : ''}`;
  if (target.kind === 'all') {
    const n = voidable.length;
    const amount = formatMoney(sum(...voidable.map((t) => t.amount)));
    return { title: `Void ${n === 1 ? `the one payment (${amount})` : `all ${n} payments (${amount})`} on ${order}?`, confirm: 'Void All' };
  }
  const verb = transactionAction(target.tx)?.label ?? 'Void';
  return { title: `${verb} the ${formatMoney(target.tx.amount)} ${target.tx.transaction_label} payment on ${order}?`, confirm: `${verb} Payment` };
}

/**
 * The order's transactions with labels, amounts and '(Voided)'; Void (or the processor's own
 * action) per transaction and Void All. A void asks first (a dialog whose Enter does not confirm);
 * each confirmation sends once (one at a time), a Retry with the same request_id; errors are an
 * 'Uh oh!' toast for 8 s, successes a 'Success!' toast (spec 3 §4, §8).
 */
export function TransactionList({ orderId, transactions, onPayment, voidAll = true, readOnly = false, customerName = '' }: TransactionListProps) {
  const keys = useRequestKeys();
  const [active, setActive] = useState<string | null>(null);
  const voids = useMutation(
    async (target: Target) => {
      const id = targetId(target);
      try {
        const answer = await send(orderId, target, keys.key(id));
        keys.settle(id);
        return answer;
      } catch (error) {
        keys.settle(id, error);
        throw error;
      }
    },
    {
      successToast: (answer) => answer.success || 'The transaction has been voided.',
      onSuccess: (answer) => {
        setPayment(orderId, answer.payment);
        onPayment?.(answer.payment);
      },
    },
  );

  const [asking, setAsking] = useState<Target | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const run = (target: Target) => {
    if (voids.pending) return;
    setActive(targetId(target));
    void voids.mutate(target).finally(() => {
      setActive(null);
      setAsking(null);
      // The voided row's button is gone with the question: the focus goes to the transactions
      // (where the void shows), not to the top of the page.
      refocusIfLost(() => table.current);
    });
  };
  const tap = (target: Target) => (asksFirst(target) ? setAsking(target) : run(target));

  if (!transactions.length) return <p className={styles.empty}>{TEXT_NO_TRANSACTIONS}</p>;

  const showActions = !readOnly && transactions.some((t) => transactionAction(t));
  const voidable = transactions.filter((t) => transactionAction(t) !== null);
  const asked = asking && question(orderId, asking, voidable, customerName.trim());
  return (
    <div className={styles.transactions}>
      <table className={styles.table} ref={table} tabIndex={-1}>
        <caption className="pf-visually-hidden">Transactions</caption>
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
            {showActions && (
              <th scope="col">
                <span className="pf-visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => {
            const action = readOnly ? null : transactionAction(t);
            const voided = isVoided(t);
            return (
              <tr key={String(t.transaction_id)} className={voided ? styles.voided : undefined}>
                <td>
                  {t.transaction_label}
                  {voided && <span className={styles.voidText}> {voidedText(t)}</span>}
                </td>
                <td className={styles.amount}>{formatMoney(t.amount)}</td>
                {showActions && (
                  <td className={styles.action}>
                    {action && (
                      <Button
                        size="sm"
                        variant={action.label === 'Capture' ? 'secondary' : 'danger'}
                        aria-label={`${action.label} ${t.transaction_label}`}
                        busy={voids.pending && active === String(t.transaction_id)}
                        disabled={voids.pending}
                        onClick={() => tap({ kind: 'one', tx: t })}
                      >
                        {action.label}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {voidAll && !readOnly && hasVoidable(transactions) && (
        <Button variant="danger" size="sm" busy={voids.pending && active === 'all'} disabled={voids.pending} onClick={() => tap({ kind: 'all' })}>
          Void All
        </Button>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        danger
        busy={voids.pending}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      >
        {asking?.kind === 'all' ? (
          <ul className={styles.confirmList}>
            {voidable.map((t) => (
              <li key={String(t.transaction_id)}>
                {t.transaction_label}: {formatMoney(t.amount)}
              </li>
            ))}
          </ul>
        ) : (
          <p>The payment is taken back{asking && transactionAction(asking.tx)?.kind === 'processor' ? ' through its card processor' : ''}. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
