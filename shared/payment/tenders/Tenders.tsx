import { useId, useState, type ReactNode } from 'react';
import type { PaymentState } from '../../api/payment';
import { setPaymentData } from '../../api/tender';
import { errorText } from '../../api/errors';
import type { PaymentType } from '../../config';
import { useMutation } from '../../data';
import fields from '../../ui/fields.module.css';
import { availablePaymentTypes, MSG_NO_PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from './rules';
import { useTender } from './useTender';
import { CashForm } from './CashForm';
import { CheckForm } from './CheckForm';
import { CardForm } from './CardForm';
import { VoucherForm } from './VoucherForm';
import { StoreCreditForm } from './StoreCreditForm';
import styles from './tenders.module.css';

export interface TendersProps {
  payment: PaymentState;
  /** `pos.paymentTypes` from the settings. */
  enabled: readonly PaymentType[];
  /** Called with the new payment state after each payment. */
  onPaid: (payment: PaymentState) => void;
  /** The text/email payment link form (it needs the customer's contact fields). */
  paymentLink?: ReactNode;
}

/**
 * Payment type selection and the tender forms (spec 3 §2 "Payment type selection", §5). Types
 * appear only when enabled; in-store credit also needs a positive credit; none → 'No payment
 * types have been enabled.'. Choosing a type confirms it with the store (setPaymentData): its
 * error is shown and the choice is not made. Each form suggests the balance due, so payments
 * split the balance until it is zero; each form is new after a payment (new balance, new attempt).
 */
export function Tenders({ payment, enabled, onPaid, paymentLink }: TendersProps) {
  const types = availablePaymentTypes(enabled, payment.storeCredit).filter((t) => t !== 'ecommerce' || paymentLink);
  const [chosen, setChosen] = useState<PaymentType | null>(null);
  const group = useId();
  const confirm = useMutation((type: PaymentType) => setPaymentData(type).then(() => type), {
    errorToast: false,
    onSuccess: (type) => setChosen(type),
  });
  const tender = useTender(payment.orderId, onPaid);

  if (!types.length) return <p className={styles.empty}>{MSG_NO_PAYMENT_TYPES}</p>;
  const current = chosen && types.includes(chosen) ? chosen : null;
  // A fresh form (defaults from the new balance) after every change of the payment state.
  const formKey = `${current}-${payment.balanceDue}-${payment.transactions.length}`;
  const balanceDue = payment.balanceDue;

  return (
    <div className={styles.panel}>
      <fieldset className={styles.types} disabled={confirm.pending || tender.pending}>
        <legend>Payment Type</legend>
        {types.map((type) => (
          <label key={type} className={styles.type}>
            <input type="radio" name={group} value={type} checked={current === type} onChange={() => void confirm.mutate(type)} />
            <span>{PAYMENT_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </fieldset>
      {confirm.error !== null && (
        <p role="alert" className={fields.error}>
          {errorText(confirm.error)}
        </p>
      )}
      {current === 'cash' && <CashForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {current === 'check' && <CheckForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {current === 'card' && <CardForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {current === 'voucher' && <VoucherForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {current === 'storeCredit' && <StoreCreditForm key={formKey} balanceDue={balanceDue} storeCredit={payment.storeCredit} tender={tender} />}
      {current === 'ecommerce' && paymentLink}
    </div>
  );
}
