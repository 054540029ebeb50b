import { useId } from 'react';
import { applyOrderPoNumber } from '../../../shared/api/order';
import { errorText } from '../../../shared/api/errors';
import type { OrderProduct } from '../../../shared/api/payment';
import { useMutation } from '../../../shared/data';
import { PoNumberField } from '../../../shared/order';
import styles from '../pos-checkout.module.css';
import { text, useTexts } from '../../../shared/texts';
import { posCheckoutTexts } from '../texts';

/** Spec 3 §8. */
export const MSG_PO_ADDED = posCheckoutTexts.en.poAdded;
export const MSG_PO_FAILED = posCheckoutTexts.en.poFailed;

interface Apply {
  line: OrderProduct;
  poNumber: string;
  applyToAll: boolean;
}

/**
 * The order's PO numbers at checkout (spec 3 §5, §7 `POST /pos/order/applyPoNumber`): one field per
 * product with "Apply to all", so an order continued from the order list (whose lines have no PO
 * number yet) can still meet "PO numbers required" and be confirmed. After the store takes a
 * number the payment state is read again, which is what Confirm Order checks.
 */
export function PoNumbers({ orderId, products, reload }: { orderId: number; products: OrderProduct[]; reload: () => Promise<unknown> }) {
  const headingId = useId();
  const t = useTexts(posCheckoutTexts);
  const apply = useMutation(
    async ({ line, poNumber, applyToAll }: Apply) => {
      const answer = await applyOrderPoNumber(orderId, [{ order_product_id: line.order_product_id, name: line.name, po_number: poNumber }], applyToAll);
      await reload();
      return answer;
    },
    { successToast: () => text(posCheckoutTexts, 'poAdded'), errorToast: (e) => [text(posCheckoutTexts, 'poFailed'), errorText(e, '')].filter(Boolean).join(' ') },
  );
  if (!products.length) return null;
  return (
    <div className={styles.poNumbers} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('poNumbers')}
      </h3>
      <ul className={styles.poList}>
        {products.map((line) => (
          <li key={line.order_product_id}>
            <PoLine line={line} applying={apply.pending} onApply={(poNumber, applyToAll) => apply.mutateAsync({ line, poNumber, applyToAll }).then(() => true, () => false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Checkout lays the field out as a row under the product's name. */
const PO_CLASSES = { form: styles.poLine, label: styles.poLabel, input: styles.poInput, check: styles.check };

function PoLine({ line, applying, onApply }: { line: OrderProduct; applying: boolean; onApply: (poNumber: string, applyToAll: boolean) => Promise<boolean> }) {
  const t = useTexts(posCheckoutTexts);
  return (
    <PoNumberField lineName={line.name} poNumber={line.po_number ?? ''} applying={applying} onApply={onApply} allName={t('everyProduct')} allHint={t('productsHint')} classes={PO_CLASSES}>
      <span className={styles.poProduct}>{line.name}</span>
    </PoNumberField>
  );
}
