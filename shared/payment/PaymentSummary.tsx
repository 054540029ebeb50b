import { formatMoney } from '../money';
import { costRows, paymentSummary, type PaymentFigures } from './status';
import styles from './payment.module.css';
import { useTexts } from '../texts';
import { paymentTexts } from './texts';

export interface PaymentSummaryProps {
  payment: PaymentFigures;
  /** Show the cost breakdown (parts, surcharge, labor, tax, card surcharge and its tax). */
  breakdown?: boolean;
  /** The customer's store credit balance, shown when given. */
  storeCredit?: string | null;
  /**
   * Amount Paid stays once the order is paid in full (POS checkout: the receipt the clerk prints
   * from there shows it). Without it, as spec 2 §4 has it for the order: hidden once paid in full.
   */
  keepPaid?: boolean;
}

/**
 * Paid In Full / Outstanding Balance, the total, the paid amount (hidden once fully paid) and
 * Balance Due / Change Due, exact to the cent (spec 3 §4, spec 2 §4).
 */
export function PaymentSummary({ payment, breakdown = false, storeCredit = null, keepPaid = false }: PaymentSummaryProps) {
  const t = useTexts(paymentTexts);
  const model = paymentSummary(payment);
  return (
    <div className={styles.summary}>
      <p className={model.paidInFull ? styles.paid : styles.owed} data-testid="payment-status">
        {model.heading}
      </p>
      <dl className={styles.figures}>
        {breakdown &&
          costRows(payment).map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{formatMoney(row.amount)}</dd>
            </div>
          ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('total')}</dt>
          <dd>{formatMoney(payment.orderTotal)}</dd>
        </div>
        {(model.showPaid || keepPaid) && (
          <div className={styles.row}>
            <dt>{t('amountPaid')}</dt>
            <dd>{formatMoney(payment.amountPaid)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.balance}`}>
          <dt>{model.balanceLabel}</dt>
          <dd>{formatMoney(model.balanceAmount)}</dd>
        </div>
        {storeCredit !== null && (
          <div className={styles.row}>
            <dt>{t('storeCredit')}</dt>
            <dd>{formatMoney(storeCredit)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
