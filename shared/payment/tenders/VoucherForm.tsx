import { useFormik } from 'formik';
import { object, string } from 'yup';
import { getVoucher, type VoucherLookup } from '../../api/tender';
import { ApiError } from '../../api/errors';
import { useMutation } from '../../data';
import { formatMoney, minAmount, parseAmount } from '../../money';
import { Button } from '../../ui';
import { MSG_CODE_REQUIRED, MSG_INVALID_CODE, MSG_MAX_AMOUNT, suggestedAmount } from './rules';
import { amountSchema, formikField, SubmitRow, TextField } from './fields';
import type { TenderCall } from './useTender';
import styles from './tenders.module.css';

/** Spec 3 §5: a failed lookup gives 'Invalid code' or the server's message. Without an answer we say so. */
export const MSG_LOOKUP_UNREACHED = 'The voucher could not be looked up. Try again.';

function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'store') return error.message || MSG_INVALID_CODE;
  return MSG_LOOKUP_UNREACHED;
}

/**
 * Gift or reward voucher: the code is looked up (its balance shown), then an amount up to the
 * card's balance ('Max amount allowed') is redeemed. Editing the code asks for a new lookup.
 */
export function VoucherForm({ balanceDue, tender }: { balanceDue: string; tender: TenderCall }) {
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
      code: string().trim().required(MSG_CODE_REQUIRED),
      amount: amountSchema(() => (card ? parseAmount(card.amount) : null), MSG_MAX_AMOUNT),
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
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label="Voucher payment">
      <div className={styles.lookup}>
        <TextField
          label="Voucher Code"
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
          Look Up
        </Button>
      </div>
      {card && (
        <>
          <p className={styles.summary} aria-live="polite">
            Card balance: <strong>{formatMoney(card.amount)}</strong> of {formatMoney(card.original_amount)}
          </p>
          <TextField
            label="Amount"
            money
            inputMode="decimal"
            {...formikField(formik, 'amount')}
            disabled={tender.pending}
          />
        </>
      )}
      <SubmitRow label="Redeem Voucher" pending={tender.pending} error={tender.error} disabled={!card} />
    </form>
  );
}
