import { useFormik } from 'formik';
import { object, string } from 'yup';
import { parseAmount } from '../../money';
import { checkNumberValid, suggestedAmount } from './rules';
import { text } from '../../texts';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';
import { useTexts } from '../../texts';
import { paymentTexts } from '../texts';

const schema = object({
  checkNumber: string().default('').test('check-number', () => text(paymentTexts, 'checkNumberInvalid'), (v) => checkNumberValid(v ?? '')),
  amount: amountSchema(),
});

/** Check: the check number (a whole number, at least 1: spec 3 §5) and the amount. */
export function CheckForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
  const t = useTexts(paymentTexts);
  const formik = useFormik({
    initialValues: { checkNumber: '', amount: suggestedAmount(balanceDue) },
    validationSchema: schema,
    onSubmit: (values) => tender.pay({ type: 'check', amount: parseAmount(values.amount), check_number: values.checkNumber.trim() }),
  });
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('checkPayment')}>
      <TextField label={t('checkNumber')} inputMode="numeric" {...formikField(formik, 'checkNumber')} disabled={tender.pending} />
      <TextField label={t('amount')} money inputMode="decimal" {...formikField(formik, 'amount')} disabled={tender.pending} />
      <SubmitRow label={t('takeCheck')} pending={tender.pending} error={tender.error} />
    </form>
  );
}
