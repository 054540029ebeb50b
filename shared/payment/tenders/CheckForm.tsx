import { useFormik } from 'formik';
import { object, string } from 'yup';
import { parseAmount } from '../../money';
import { checkNumberValid, MSG_CHECK_NUMBER, suggestedAmount } from './rules';
import { amountSchema, SubmitRow, TextField } from './fields';
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
  const shown = (field: 'checkNumber' | 'amount') => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const set = (field: 'checkNumber' | 'amount') => (v: string) => {
    void formik.setFieldValue(field, v);
    void formik.setFieldTouched(field, true, false);
  };
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label="Check payment">
      <TextField label="Check Number" name="checkNumber" inputMode="numeric" value={formik.values.checkNumber} onChange={set('checkNumber')} onBlur={() => void formik.setFieldTouched('checkNumber', true)} error={shown('checkNumber')} disabled={tender.pending} />
      <TextField label="Amount" name="amount" money inputMode="decimal" value={formik.values.amount} onChange={set('amount')} onBlur={() => void formik.setFieldTouched('amount', true)} error={shown('amount')} disabled={tender.pending} />
      <SubmitRow label="Take Check" pending={tender.pending} error={tender.error} />
    </form>
  );
}
