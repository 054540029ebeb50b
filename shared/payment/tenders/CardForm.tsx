import { useFormik } from 'formik';
import { object } from 'yup';
import { parseAmount } from '../../money';
import { msgMaxAmountAllowed, suggestedAmount } from './rules';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';
import { useTexts } from '../../texts';
import { paymentTexts } from '../texts';

/**
 * Card: the amount (at most the balance due) is sent to the card terminal through the store; the
 * terminal's answer comes back as the payment, and a declined card as the store's error.
 */
export function CardForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
  const t = useTexts(paymentTexts);
  const max = suggestedAmount(balanceDue);
  const formik = useFormik({
    initialValues: { amount: max },
    validationSchema: object({ amount: amountSchema(() => max, () => msgMaxAmountAllowed(max)) }),
    onSubmit: (values) => tender.pay({ type: 'card', amount: parseAmount(values.amount) }),
  });
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('cardPayment')}>
      <TextField
        label={t('amount')}
        money
        inputMode="decimal"
        {...formikField(formik, 'amount')}
        disabled={tender.pending}
        help={t('cardHelp')}
      />
      <SubmitRow label={t('chargeCard')} pendingLabel={t('waitingForTerminal')} pending={tender.pending} error={tender.error} />
    </form>
  );
}
