import { useRef, useState } from 'react';
import { getTransactions, processorAction, voidTransaction, voidTransactions, type PaymentAnswer, type PaymentState, type Transaction } from '../api/payment';
import type { Id } from '../api/types';
import { useMutation } from '../data';
import { formatMoney, sum } from '../money';
import { Button, ConfirmDialog, refocusIfLost } from '../ui';
import { useRequestKeys } from './requestKeys';
import { hasVoidable, isVoided, transactionAction, voidedText } from './status';
import { setPayment } from './usePayment';
import styles from './payment.module.css';
import { text, useTexts } from '../texts';
import { paymentTexts } from './texts';

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
  const id = String(orderId);
  const order = customerName ? text(paymentTexts, 'voidOrderFor', { id, name: customerName }) : text(paymentTexts, 'voidOrder', { id });
  if (target.kind === 'all') {
    const amount = formatMoney(sum(...voidable.map((t) => t.amount)));
    return { title: text(paymentTexts, 'voidAllTitle', { count: voidable.length, amount, order }), confirm: text(paymentTexts, 'voidAll') };
  }
  const action = transactionAction(target.tx)?.label ?? text(paymentTexts, 'void');
  return {
    title: text(paymentTexts, 'voidThis', { action, amount: formatMoney(target.tx.amount), label: target.tx.transaction_label, order }),
    confirm: text(paymentTexts, 'voidPayment', { action }),
  };
}

/**
 * The order's transactions with labels, amounts and '(Voided)'; Void (or the processor's own
 * action) per transaction and Void All. A void asks first (a dialog whose Enter does not confirm);
 * each confirmation sends once (one at a time), a Retry with the same request_id; errors are an
 * 'Uh oh!' toast for 8 s, successes a 'Success!' toast (spec 3 §4, §8).
 */
export function TransactionList({ orderId, transactions, onPayment, voidAll = true, readOnly = false, customerName = '' }: TransactionListProps) {
  const keys = useRequestKeys();
  const t = useTexts(paymentTexts);
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
      successToast: (answer) => answer.success || text(paymentTexts, 'voidDone'),
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

  if (!transactions.length) return <p className={styles.empty}>{t('noTransactions')}</p>;

  const showActions = !readOnly && transactions.some((t) => transactionAction(t));
  const voidable = transactions.filter((t) => transactionAction(t) !== null);
  const asked = asking && question(orderId, asking, voidable, customerName.trim());
  return (
    <div className={styles.transactions}>
      <table className={styles.table} ref={table} tabIndex={-1}>
        <caption className="pf-visually-hidden">{t('transactions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transaction')}</th>
            <th scope="col" className={styles.amount}>
              {t('amount')}
            </th>
            {showActions && (
              <th scope="col">
                <span className="pf-visually-hidden">{t('actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => {
            const action = readOnly ? null : transactionAction(tx);
            const voided = isVoided(tx);
            return (
              <tr key={String(tx.transaction_id)} className={voided ? styles.voided : undefined}>
                <td>
                  {tx.transaction_label}
                  {voided && <span className={styles.voidText}> {voidedText(tx)}</span>}
                </td>
                <td className={styles.amount}>{formatMoney(tx.amount)}</td>
                {showActions && (
                  <td className={styles.action}>
                    {action && (
                      <Button
                        size="sm"
                        variant={action.label === 'Capture' ? 'secondary' : 'danger'}
                        aria-label={t('actionOn', { action: action.label, label: tx.transaction_label })}
                        busy={voids.pending && active === String(tx.transaction_id)}
                        disabled={voids.pending}
                        onClick={() => tap({ kind: 'one', tx })}
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
          {t('voidAll')}
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
            {voidable.map((tx) => (
              <li key={String(tx.transaction_id)}>
                {t('voidListLine', { label: tx.transaction_label, amount: formatMoney(tx.amount) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t(asking && transactionAction(asking.tx)?.kind === 'processor' ? 'voidBodyProcessor' : 'voidBody')}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
