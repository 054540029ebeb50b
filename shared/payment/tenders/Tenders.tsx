import { useId, useRef, useState, type ReactNode } from 'react';
import type { PaymentState } from '../../api/payment';
import type { Id } from '../../api/types';
import { setPaymentData } from '../../api/tender';
import { errorText } from '../../api/errors';
import type { PaymentType } from '../../config';
import fields from '../../ui/fields.module.css';
import { availablePaymentTypes, paymentTypeLabel } from './rules';
import { useTexts } from '../../texts';
import { paymentTexts } from '../texts';
import { useTender } from './useTender';
import { CashForm } from './CashForm';
import { CheckForm } from './CheckForm';
import { CardForm } from './CardForm';
import { VoucherForm } from './VoucherForm';
import { StoreCreditForm } from './StoreCreditForm';
import styles from './tenders.module.css';
import { useConnection } from '../../offline';

/** The payment types a register takes while the store cannot be reached (shared/payment/offline). */
const OFFLINE_TYPES: readonly PaymentType[] = ['cash', 'check'];

export interface TendersProps {
  /** The page's order (`data-pf-props` `orderId`): every payment is posted for it. */
  orderId: Id;
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
 * split the balance until it is zero; each form is new after a payment (new balance, new attempt),
 * and the store credit form closes after a payment (no second spend of the credit left by one tap).
 */
/**
 * The chosen payment type, confirmed with the store (setPaymentData). The radio follows the
 * staff's latest choice at once; only the answer to the latest choice counts (arrowing through
 * the types sends one confirmation each, harmless: nothing is paid), and a refusal puts the
 * radio back on the last confirmed type with the store's words.
 */
function useConfirmedType(online: boolean) {
  const [chosen, setChosen] = useState<PaymentType | null>(null);
  const [requested, setRequested] = useState<PaymentType | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  const choose = (type: PaymentType) => {
    const n = ++latest.current;
    setError(null);
    // Offline the choice is the clerk's alone: the kept payment confirms it with the store when sent.
    if (!online) {
      setChosen(type);
      setRequested(null);
      return;
    }
    setRequested(type);
    setPaymentData(type).then(
      () => {
        if (n !== latest.current) return;
        setChosen(type);
        setRequested(null);
      },
      (e: unknown) => {
        if (n !== latest.current) return;
        setError(e);
        setRequested(null);
      },
    );
  };
  /** No type chosen (after a store credit payment: its form must not offer the rest at once). */
  const clear = () => {
    latest.current++;
    setChosen(null);
    setRequested(null);
    setError(null);
  };
  return { chosen, requested, error, choose, clear };
}

export function Tenders({ orderId, payment, enabled, onPaid, paymentLink }: TendersProps) {
  const t = useTexts(paymentTexts);
  const types = availablePaymentTypes(enabled, payment.storeCredit).filter((t) => t !== 'ecommerce' || paymentLink);
  const group = useId();
  const online = useConnection((s) => s.online);
  const confirm = useConfirmedType(online);
  const radios = useRef(new Map<PaymentType, HTMLInputElement>());
  const tender = useTender(orderId, (next, paid) => {
    // A store credit payment closes its form: reopened, it would offer the credit left, and one
    // more tap would spend it. The focus goes back to the types (the form's button is gone).
    if (paid.type === 'store_credit') {
      confirm.clear();
      requestAnimationFrame(() => (radios.current.get('storeCredit') ?? radios.current.values().next().value)?.focus());
    }
    onPaid(next);
  });
  const needsStore = (type: PaymentType) => !online && !OFFLINE_TYPES.includes(type);
  const noteId = `${group}-offline`;

  if (!types.length) return <p className={styles.empty}>{t('noPaymentTypes')}</p>;
  const current = confirm.chosen && types.includes(confirm.chosen) && !needsStore(confirm.chosen) ? confirm.chosen : null;
  const shown = confirm.requested ?? current;
  // A fresh form (defaults from the new balance) after every change of the payment state.
  const formKey = `${current}-${payment.balanceDue}-${payment.transactions.length}`;
  const balanceDue = payment.balanceDue;

  return (
    <div className={styles.panel}>
      <fieldset className={styles.types} disabled={tender.pending} aria-busy={confirm.requested ? true : undefined}>
        <legend>{t('paymentType')}</legend>
        {types.map((type) => (
          <label key={type} className={styles.type}>
            <input
              ref={(el) => {
                if (el) radios.current.set(type, el);
                else radios.current.delete(type);
              }}
              type="radio"
              name={group}
              value={type}
              checked={shown === type}
              onChange={() => confirm.choose(type)}
              disabled={needsStore(type)}
              aria-describedby={needsStore(type) ? noteId : undefined}
            />
            <span>{paymentTypeLabel(type)}</span>
          </label>
        ))}
      </fieldset>
      {!online && types.some(needsStore) && (
        <p id={noteId} className={styles.empty}>
          {t('needsStore')}
        </p>
      )}
      {confirm.error !== null && (
        <p role="alert" className={fields.error}>
          {errorText(confirm.error)}
        </p>
      )}
      {confirm.requested === null && current === 'cash' && <CashForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {confirm.requested === null && current === 'check' && <CheckForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {confirm.requested === null && current === 'card' && <CardForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {confirm.requested === null && current === 'voucher' && <VoucherForm key={formKey} balanceDue={balanceDue} tender={tender} />}
      {confirm.requested === null && current === 'storeCredit' && <StoreCreditForm key={formKey} balanceDue={balanceDue} storeCredit={payment.storeCredit} tender={tender} />}
      {confirm.requested === null && current === 'ecommerce' && paymentLink}
    </div>
  );
}
