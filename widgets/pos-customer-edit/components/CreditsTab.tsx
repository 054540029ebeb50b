import { useCallback, useId, useMemo, useState } from 'react';
import { addCredit, getCredits, type CreditRow, customerKeys } from '../../../shared/api/customer';
import { useMutation } from '../../../shared/data';
import { compare, formatMoney, isMoneyText, parseAmount } from '../../../shared/money';
import { msgRequired } from '../../../shared/customer';
import { Button, Field, FormDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import fields from '../../../shared/ui/fields.module.css';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import { text, useTexts, withNodes } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts, type PosCustomerEditT } from '../texts';

/** A credit row with a key of its own: a store may repeat a `customer_transaction_id` on one page. */
type KeyedCredit = CreditRow & { key: string };

const columnsOf = (t: PosCustomerEditT): Column<KeyedCredit>[] => [
  { key: 'date_added', label: t('dateAdded'), sortable: true, render: (c) => formatDate(c.date_added) },
  { key: 'description', label: t('description') },
  // Spec 2 §3 documents `amount` only: formatted here (negative when credit was used).
  { key: 'amount', label: t('amount'), sortable: true, align: 'end', render: (c) => formatMoney(c.amount) },
];

/** Each row's key: its id, and its place on the page when the id was already used (React needs unique keys). */
export function keyedCredits(rows: CreditRow[]): KeyedCredit[] {
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const key = seen.has(row.customer_transaction_id) ? `${row.customer_transaction_id}#${i}` : row.customer_transaction_id;
    seen.add(row.customer_transaction_id);
    return { ...row, key };
  });
}

/** A typed credit: money with at most 2 decimals, a leading minus to take credit away, not zero. */
export function creditAmountError(typed: string): string | undefined {
  if (!typed.trim()) return msgRequired();
  const unsigned = typed.trim().replace(/^-/, '');
  if (!isMoneyText(unsigned)) return text(posCustomerEditTexts, 'amountInvalid');
  if (compare(parseAmount(typed.trim()), 0) === 0) return text(posCustomerEditTexts, 'amountZero');
  return undefined;
}

/** Credits (spec 2 §3 §7): the balance, the transactions 10 a page, Add Credits (exact money). */
export function CreditsTab({ customerId }: { customerId: number }) {
  const [balance, setBalance] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const t = useTexts(posCustomerEditTexts);
  const columns = useMemo(() => columnsOf(t), [t]);
  const load = useCallback(
    async (q: TableQuery, signal: AbortSignal) => {
      const answer = await getCredits(customerId, listQuery(q), signal);
      setBalance(answer.balance_text || formatMoney(answer.balance));
      return { ...answer, results: keyedCredits(answer.results) };
    },
    [customerId],
  );
  return (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <p className={styles.balance} aria-live="polite">
          {withNodes(t('balanceText'), { balance: <strong>{balance ?? '…'}</strong> })}
        </p>
        <Button onClick={() => setAdding(true)}>{t('addCredits')}</Button>
      </div>
      <SubList<KeyedCredit> label={t('tabCredits')} columns={columns} load={load} queryKey={customerKeys.credits(customerId)} rowKey={(c) => c.key} />
      <AddCreditsModal customerId={customerId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function AddCreditsModal({ customerId, open, onClose }: { customerId: number; open: boolean; onClose: () => void }) {
  const uid = useId();
  const t = useTexts(posCustomerEditTexts);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  // A field's error shows once the staff has left it; Add Credits stays disabled until both are valid (spec 2 §5).
  const [left, setLeft] = useState({ description: false, amount: false });
  const add = useMutation((credit: { description: string; amount: string }) => addCredit(customerId, credit), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.credits(customerId)],
    onSuccess: () => {
      setDescription('');
      setAmount('');
      setLeft({ description: false, amount: false });
      onClose();
    },
  });
  const descriptionError = description.trim() ? undefined : msgRequired();
  const amountError = creditAmountError(amount);
  const valid = !descriptionError && !amountError;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('addCredits')}
      size="sm"
      submitLabel={t('addCredits')}
      busy={add.pending}
      submitDisabled={!valid}
      onSubmit={() => {
        setLeft({ description: true, amount: true });
        if (valid) void add.mutate({ description: description.trim(), amount: parseAmount(amount.trim()) });
      }}
    >
      <Field id={`${uid}-description`} label={t('description')} error={left.description && descriptionError}>
        {(a11y) => <input {...a11y} className={fields.input} value={description} onChange={(e) => setDescription(e.target.value)} onBlur={() => setLeft((l) => ({ ...l, description: true }))} />}
      </Field>
      <Field id={`${uid}-amount`} label={t('amount')} hint={t('amountHint')} error={left.amount && amountError}>
        {(a11y) => <input {...a11y} className={fields.input} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} onBlur={() => setLeft((l) => ({ ...l, amount: true }))} />}
      </Field>
    </FormDialog>
  );
}
