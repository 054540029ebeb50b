import { useFormik } from 'formik';
import { object } from 'yup';
import { parseAmount } from '../../money';
import { msgMaxAmountAllowed, suggestedAmount } from './rules';
import { amountSchema, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';

/**
 * Card: the amount (at most the balance due) is sent to the card terminal through the store; the
 * terminal's answer comes back as the payment, and a declined card as the store's error.
 */
export function CardForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
  const max = suggestedAmount(balanceDue);
  const formik = useFormik({
    initialValues: { amount: max },
    validationSchema: object({ amount: amountSchema(() => max, msgMaxAmountAllowed(max)) }),
    onSubmit: (values) => tender.pay({ type: 'card', amount: parseAmount(values.amount) }),
  });
  const shown = formik.touched.amount || formik.submitCount > 0 ? formik.errors.amount : undefined;
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label="Card payment">
      <TextField
        label="Amount"
        name="amount"
        money
        inputMode="decimal"
        value={formik.values.amount}
        onChange={(v) => {
          void formik.setFieldValue('amount', v);
          void formik.setFieldTouched('amount', true, false);
        }}
        onBlur={() => void formik.setFieldTouched('amount', true)}
        error={shown}
        disabled={tender.pending}
        help="The customer pays on the card terminal."
      />
      <SubmitRow label="Charge Card" pendingLabel="Waiting for the card terminal..." pending={tender.pending} error={tender.error} />
    </form>
  );
}
