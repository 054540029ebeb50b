import { useFormik } from 'formik';
import { object, string } from 'yup';
import { getVoucher, type VoucherLookup } from '../../api/tender';
import { ApiError } from '../../api/errors';
import { useMutation } from '../../data';
import { formatMoney, minAmount, parseAmount } from '../../money';
import { Button } from '../../ui';
import { suggestedAmount } from './rules';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';
import { text, useTexts, withNodes } from '../../texts';
import { paymentTexts } from '../texts';

/** Spec 3 §5: a failed lookup gives 'Invalid code' or the server's message. Without an answer we say so. */
export const MSG_LOOKUP_UNREACHED = paymentTexts.en.lookupUnreached;

function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'store') return error.message || text(paymentTexts, 'invalidCode');
  return text(paymentTexts, 'lookupUnreached');
}

/**
 * Gift or reward voucher: the code is looked up (its balance shown), then an amount up to the
 * card's balance ('Max amount allowed') is redeemed. Editing the code asks for a new lookup.
 */
export function VoucherForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
  const t = useTexts(paymentTexts);
  const lookup = useMutation((code: string) => getVoucher(code), {
    errorToast: false,
    onSuccess: (card: VoucherLookup) => {
      void formik.setFieldValue('amount', minAmount(card.amount, suggestedAmount(balanceDue)), false);
    },
  });
  const card = lookup.data;
  const formik = useFormik({
    initialValues: { code: '', amount: '' },
    validationSchema: object({
      code: string().trim().required(() => text(paymentTexts, 'codeRequired')),
      amount: amountSchema(() => (card ? parseAmount(card.amount) : null), () => text(paymentTexts, 'maxAmount')),
    }),
    onSubmit: (values) => tender.pay({ type: 'voucher', amount: parseAmount(values.amount), voucher_code: values.code.trim() }),
  });
  const shown = (field: 'code' | 'amount') => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const look = () => {
    const code = formik.values.code.trim();
    if (!code) {
      void formik.setFieldTouched('code', true);
      return;
    }
    void lookup.mutate(code);
  };
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('voucherPayment')}>
      <div className={styles.lookup}>
        <TextField
          label={t('voucherCode')}
          name="code"
          value={formik.values.code}
          onChange={(v) => {
            void formik.setFieldValue('code', v);
            // Another code needs its own lookup.
            if (lookup.data || lookup.error) lookup.reset();
          }}
          onBlur={() => void formik.setFieldTouched('code', true)}
          error={shown('code') ?? (lookup.error ? lookupErrorText(lookup.error) : undefined)}
          disabled={tender.pending}
        />
        <Button variant="secondary" onClick={look} busy={lookup.pending} disabled={tender.pending}>
          {t('lookUp')}
        </Button>
      </div>
      {card && (
        <>
          <p className={styles.summary} aria-live="polite">
            {withNodes(t('cardBalance'), { amount: <strong>{formatMoney(card.amount)}</strong>, original: formatMoney(card.original_amount) })}
          </p>
          <TextField
            label={t('amount')}
            money
            inputMode="decimal"
            {...formikField(formik, 'amount')}
            disabled={tender.pending}
          />
        </>
      )}
      <SubmitRow label={t('redeemVoucher')} pending={tender.pending} error={tender.error} disabled={!card} />
    </form>
  );
}
