import { useState } from 'react';
import { createOrder } from '../../../shared/api/checkout';
import { pageUrl } from '../../../shared/api/endpoints/pos-pages';
import { errorText } from '../../../shared/api/errors';
import type { PaymentState } from '../../../shared/api/payment';
import { useMutation } from '../../../shared/data';
import { formatMoney, isPositive } from '../../../shared/money';
import { navigation } from '../../../shared/runtime/navigation';
import { Button } from '../../../shared/ui';
import styles from '../pos-checkout.module.css';
import { PoNumbers } from './PoNumbers';
import { text, useTexts } from '../../../shared/texts';
import { posCheckoutTexts } from '../texts';

export const MSG_PO_REQUIRED = posCheckoutTexts.en.poRequired;
export const msgOutstanding = (amount: string) => text(posCheckoutTexts, 'outstanding', { amount: formatMoney(amount) });

/**
 * Completing check out (spec 3 §4, §5): when PO numbers are enabled and required every product
 * needs one (the PO Numbers fields give them, POST /pos/order/applyPoNumber); a warning shows while a balance is outstanding; Confirm Order confirms the order
 * with the store (createOrder) and goes to /pos/order/done, or shows the store's error under the
 * button.
 */
export function CompleteCheckout({ orderId, payment, poNumbers, reload }: { orderId: number; payment: PaymentState; poNumbers: { enabled: boolean; required: boolean }; reload: () => Promise<unknown> }) {
  const t = useTexts(posCheckoutTexts);
  const [poMissing, setPoMissing] = useState(false);
  // Paid at the POS: the store finalises the page's order (`data-pf-props` `orderId`; the payment
  // state carries none), named so that an order continued from the order list is confirmed too
  // (not only the one the session's cart saved).
  const confirm = useMutation(() => createOrder({ payment_method: 'pos', order_id: orderId }), {
    errorToast: false,
    onSuccess: ({ order_id }) => navigation.go(pageUrl('pagePosDone', { order_id: String(order_id) })),
  });
  const outstanding = isPositive(payment.balanceDue);
  const needsPo = poNumbers.enabled && poNumbers.required && payment.products.some((p) => !String(p.po_number ?? '').trim());

  const complete = () => {
    setPoMissing(needsPo);
    if (needsPo) return;
    void confirm.mutate();
  };

  return (
    <div className={styles.complete}>
      {poNumbers.enabled && <PoNumbers orderId={orderId} products={payment.products} reload={reload} />}
      {outstanding && (
        <p className={styles.warning}>
          <strong>{t('warning')}</strong> {t('outstanding', { amount: formatMoney(payment.balanceDue) })}
        </p>
      )}
      <Button onClick={complete} busy={confirm.pending}>
        {t('confirmOrder')}
      </Button>
      <div role="alert" className={styles.error}>
        {poMissing && needsPo ? t('poRequired') : confirm.error ? errorText(confirm.error) : null}
      </div>
    </div>
  );
}
