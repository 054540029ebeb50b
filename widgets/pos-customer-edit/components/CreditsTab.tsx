import { useCallback, useId, useState } from 'react';
import { addCredit, getCredits, type CreditRow, customerKeys } from '../../../shared/api/customer';
import { useMutation } from '../../../shared/data';
import { compare, formatMoney, isMoneyText, parseAmount } from '../../../shared/money';
import { Button, Field, FormDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import fields from '../../../shared/ui/fields.module.css';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import styles from '../pos-customer-edit.module.css';

/** A credit row with a key of its own: a store may repeat a `customer_transaction_id` on one page. */
type KeyedCredit = CreditRow & { key: string };

const columns: Column<KeyedCredit>[] = [
  { key: 'date_added', label: 'Date Added', sortable: true, render: (c) => formatDate(c.date_added) },
  { key: 'description', label: 'Description' },
  // Spec 2 §3 documents `amount` only: formatted here (negative when credit was used).
  { key: 'amount', label: 'Amount', sortable: true, align: 'end', render: (c) => formatMoney(c.amount) },
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
export function creditAmountError(text: string): string | undefined {
  if (!text.trim()) return 'Required';
  const unsigned = text.trim().replace(/^-/, '');
  if (!isMoneyText(unsigned)) return 'Enter an amount such as 25.00 (a minus takes credit away).';
  if (compare(parseAmount(text.trim()), 0) === 0) return 'The amount cannot be zero.';
  return undefined;
}

/** Credits (spec 2 §3 §7): the balance, the transactions 10 a page, Add Credits (exact money). */
export function CreditsTab({ customerId }: { customerId: number }) {
  const [balance, setBalance] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
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
          Store credit balance: <strong>{balance ?? '…'}</strong>
        </p>
        <Button onClick={() => setAdding(true)}>Add Credits</Button>
      </div>
      <SubList<KeyedCredit> label="Credits" columns={columns} load={load} queryKey={customerKeys.credits(customerId)} rowKey={(c) => c.key} />
      <AddCreditsModal customerId={customerId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function AddCreditsModal({ customerId, open, onClose }: { customerId: number; open: boolean; onClose: () => void }) {
  const uid = useId();
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
  const descriptionError = description.trim() ? undefined : 'Required';
  const amountError = creditAmountError(amount);
  const valid = !descriptionError && !amountError;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Credits"
      size="sm"
      submitLabel="Add Credits"
      busy={add.pending}
      submitDisabled={!valid}
      onSubmit={() => {
        setLeft({ description: true, amount: true });
        if (valid) void add.mutate({ description: description.trim(), amount: parseAmount(amount.trim()) });
      }}
    >
      <Field id={`${uid}-description`} label="Description" error={left.description && descriptionError}>
        {(a11y) => <input {...a11y} className={fields.input} value={description} onChange={(e) => setDescription(e.target.value)} onBlur={() => setLeft((l) => ({ ...l, description: true }))} />}
      </Field>
      <Field id={`${uid}-amount`} label="Amount" hint="In dollars, e.g. 25.00; a minus takes credit away." error={left.amount && amountError}>
        {(a11y) => <input {...a11y} className={fields.input} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} onBlur={() => setLeft((l) => ({ ...l, amount: true }))} />}
      </Field>
    </FormDialog>
  );
}
