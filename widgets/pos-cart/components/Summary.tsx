import type { PosCart } from '../../../shared/api/pos-cart';
import { OrderActions } from './OrderActions';
import styles from '../pos-cart.module.css';
import { useTexts } from '../../../shared/texts';
import { posCartTexts } from '../texts';

export interface SummaryProps {
  cart: PosCart;
  /** No lines and no gift certificates: nothing to check out. */
  empty: boolean;
  /** Lines that do not fit the vehicle and are not acknowledged yet (Check Out waits for them). */
  unacknowledged: number;
  onDone: () => void;
}

/** The order summary: the store's totals rows, then the order's actions (Save, Quote, Abandon, Cancel, Check Out). */
export function Summary({ cart, empty, unacknowledged, onDone }: SummaryProps) {
  const t = useTexts(posCartTexts);
  return (
    <section className={styles.summary} aria-label={t('orderSummary')}>
      {cart.totals.length > 0 && (
        <dl className={styles.totals}>
          {cart.totals.map((t) => (
            <div key={t.code} className={styles.totalRow}>
              <dt>{t.title}</dt>
              <dd>{t.text}</dd>
            </div>
          ))}
        </dl>
      )}
      <OrderActions
        onDone={onDone}
        empty={empty}
        unacknowledged={unacknowledged}
        orderId={cart.order_id}
        customerName={[cart.customer?.firstname, cart.customer?.lastname].filter(Boolean).join(' ')}
        total={cart.totals.find((t) => t.code === 'total')?.text}
      />
    </section>
  );
}
