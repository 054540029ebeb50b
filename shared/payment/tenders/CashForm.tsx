import { useFormik } from 'formik';
import { object } from 'yup';
import { formatMoney, isPositive, parseAmount } from '../../money';
import { amountProblem, changeDue, suggestedAmount } from './rules';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';
import { useTexts } from '../../texts';
import { paymentTexts } from '../texts';

const schema = object({ amount: amountSchema() });

/** Cash: the amount tendered, the balance by default; more than the balance shows the change due. */
export function CashForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
  const t = useTexts(paymentTexts);
  const formik = useFormik({
    initialValues: { amount: suggestedAmount(balanceDue) },
    validationSchema: schema,
    onSubmit: (values) => tender.pay({ type: 'cash', amount: parseAmount(values.amount) }),
  });
  const amount = formik.values.amount;
  const change = amountProblem(amount) ? '0.00' : changeDue(amount, balanceDue);
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('cashPayment')}>
      <TextField
        label={t('amountTendered')}
        money
        inputMode="decimal"
        {...formikField(formik, 'amount')}
        disabled={tender.pending}
      />
      <p className={styles.change} aria-live="polite">
        {isPositive(change) ? t('cashChange', { amount: formatMoney(change) }) : ''}
      </p>
      <SubmitRow label={t('takeCash')} pending={tender.pending} error={tender.error} />
    </form>
  );
}
