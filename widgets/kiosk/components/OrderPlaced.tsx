import { useEffect, useId, useRef } from 'react';
import { pageTimers } from '../../../shared/kiosk';
import { useTexts } from '../../../shared/texts';
import { kioskTexts } from '../texts';
import styles from '../kiosk.module.css';

/**
 * Where a kiosk checkout ends (spec 3 §4: the order is created and the kiosk goes home): a full
 * screen with the order number and the amount to pay in large type and what to do next, pay at the counter. It stays
 * for the kiosk's idle time (`afterMs`), long enough to write the number down, then `onDone`
 * (the kiosk starts over with the splash); Done does it at once.
 */
export function OrderPlaced({ orderId, total = '', afterMs, onDone }: { orderId: string | number; total?: string; afterMs: number; onDone: () => void }) {
  const t = useTexts(kioskTexts);
  const titleId = useId();
  const textId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    button.current?.focus();
    const timer = pageTimers.setTimeout(() => done.current(), afterMs);
    return () => pageTimers.clearTimeout(timer);
  }, [afterMs]);

  return (
    <div className={styles.placed} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <div className={styles.placedPanel}>
        <h2 id={titleId} className={styles.placedTitle}>
          {t('orderPlacedTitle')}
        </h2>
        <p className={styles.orderLabel}>{t('orderNumber')}</p>
        <p className={styles.orderNumber} data-order-number="">
          {orderId}
        </p>
        {total ? (
          <>
            <p className={styles.orderLabel}>{t('amountToPay')}</p>
            <p className={styles.orderNumber} data-order-total="">
              {total}
            </p>
          </>
        ) : null}
        <p className={styles.payHere}>{t('payAtCounter')}</p>
        <p id={textId}>{total ? t('orderPlacedTotal', { orderId: String(orderId), total }) : t('orderPlaced', { orderId: String(orderId) })}</p>
        <button
          ref={button}
          type="button"
          className={styles.primary}
          onClick={() => done.current()}
          onKeyDown={(e) => {
            // Focus stays on the screen: Done is its one control.
            if (e.key === 'Tab') e.preventDefault();
          }}
        >
          {t('done')}
        </button>
      </div>
    </div>
  );
}
