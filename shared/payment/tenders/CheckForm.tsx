import { useFormik } from 'formik';
import { object, string } from 'yup';
import { parseAmount } from '../../money';
import { checkNumberValid, MSG_CHECK_NUMBER, suggestedAmount } from './rules';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';

const schema = object({
  checkNumber: string().default('').test('check-number', MSG_CHECK_NUMBER, (v) => checkNumberValid(v ?? '')),
  amount: amountSchema(),
});

/** Check: the check number (a whole number, at least 1: spec 3 §5) and the amount. */
export function CheckForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
  const formik = useFormik({
    initialValues: { checkNumber: '', amount: suggestedAmount(balanceDue) },
    validationSchema: schema,
    onSubmit: (values) => tender.pay({ type: 'check', amount: parseAmount(values.amount), check_number: values.checkNumber.trim() }),
  });
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label="Check payment">
      <TextField label="Check Number" inputMode="numeric" {...formikField(formik, 'checkNumber')} disabled={tender.pending} />
      <TextField label="Amount" money inputMode="decimal" {...formikField(formik, 'amount')} disabled={tender.pending} />
      <SubmitRow label="Take Check" pending={tender.pending} error={tender.error} />
    </form>
  );
}
