import { useId } from 'react';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { formatMoney, parseAmount } from '../../money';
import fields from '../../ui/fields.module.css';
import { creditPresetAmount, msgMaxAmountAllowed, storeCreditMax, type CreditPreset } from './rules';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';
import { useTexts, withNodes } from '../../texts';
import { paymentTexts } from '../texts';

const PRESETS = [
  { value: 'full', label: 'presetFull' },
  { value: 'half', label: 'presetHalf' },
  { value: 'custom', label: 'presetCustom' },
] as const satisfies ReadonlyArray<{ value: CreditPreset; label: keyof typeof paymentTexts.en }>;

/**
 * In-store credit (spec 3 §5): at most min(credit, balance due), never negative; presets 100%
 * and 50% of that maximum, or a custom amount; above it 'Max amount allowed: {amount}'.
 */
export function StoreCreditForm({ balanceDue, storeCredit, tender }: { balanceDue: string; storeCredit: string; tender: TenderCall }) {
  const name = useId();
  const t = useTexts(paymentTexts);
  const max = storeCreditMax(storeCredit, balanceDue);
  const formik = useFormik({
    initialValues: { preset: 'full' as CreditPreset, amount: creditPresetAmount('full', max) },
    validationSchema: object({ preset: string().required(), amount: amountSchema(() => max, () => msgMaxAmountAllowed(max)) }),
    onSubmit: (values) => tender.pay({ type: 'store_credit', amount: parseAmount(values.amount) }),
  });
  const { preset } = formik.values;
  const choose = (next: CreditPreset) => {
    void formik.setFieldValue('preset', next);
    if (next !== 'custom') void formik.setFieldValue('amount', creditPresetAmount(next, max));
  };
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('creditPayment')}>
      <p className={styles.summary}>
        {withNodes(t('availableCredit'), { amount: <strong>{formatMoney(storeCredit)}</strong> })}
      </p>
      <fieldset className={styles.presets} disabled={tender.pending}>
        <legend>{t('amountToUse')}</legend>
        {PRESETS.map((p) => (
          <label key={p.value} className={fields.check}>
            <input type="radio" name={name} value={p.value} checked={preset === p.value} onChange={() => choose(p.value)} />
            {t(p.label)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('amount')}
        money
        inputMode="decimal"
        {...formikField(formik, 'amount')}
        readOnly={preset !== 'custom'}
        disabled={tender.pending}
        help={t('upTo', { amount: formatMoney(max) })}
      />
      <SubmitRow label={t('useStoreCredit')} pending={tender.pending} error={tender.error} />
    </form>
  );
}
