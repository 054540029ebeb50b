import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { applyOrderPoNumber } from '../../../shared/api/order';
import { errorText } from '../../../shared/api/errors';
import type { OrderProduct } from '../../../shared/api/payment';
import { useMutation } from '../../../shared/data';
import { Button } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import styles from '../pos-checkout.module.css';

/** Spec 3 §8. */
export const MSG_PO_ADDED = 'PO Number added successfully.';
export const MSG_PO_FAILED = 'Error adding PO Number.';
/** Spec 3 §4, §9: the apply-to-all toggle resets 250 ms after a PO number was applied. */
export const PO_TOGGLE_RESET_MS = 250;

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
  const apply = useMutation(
    async ({ line, poNumber, applyToAll }: Apply) => {
      const answer = await applyOrderPoNumber(orderId, [{ order_product_id: line.order_product_id, name: line.name, po_number: poNumber }], applyToAll);
      await reload();
      return answer;
    },
    { successToast: MSG_PO_ADDED, errorToast: (e) => [MSG_PO_FAILED, errorText(e, '')].filter(Boolean).join(' ') },
  );
  if (!products.length) return null;
  return (
    <div className={styles.poNumbers} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        PO Numbers
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

function PoLine({ line, applying, onApply }: { line: OrderProduct; applying: boolean; onApply: (poNumber: string, applyToAll: boolean) => Promise<boolean> }) {
  const id = useId();
  const stored = line.po_number ?? '';
  const [text, setText] = useState(stored);
  const [toAll, setToAll] = useState(false);
  const shown = useRef(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The store's number changed (this line, or apply-to-all from another): show it unless
  // something else is being typed here.
  useEffect(() => {
    setText((current) => (current === shown.current ? stored : current));
    shown.current = stored;
  }, [stored]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (applying) return;
    const applied = await onApply(text.trim(), toAll);
    if (applied && toAll) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setToAll(false), PO_TOGGLE_RESET_MS);
    }
  };

  return (
    <form className={styles.poLine} onSubmit={(e) => void submit(e)} noValidate>
      <span className={styles.poProduct}>{line.name}</span>
      <label htmlFor={`${id}-po`} className={styles.poLabel}>
        PO Number <span className="pf-visually-hidden">for {line.name}</span>
      </label>
      <input id={`${id}-po`} className={`${fields.input} ${styles.poInput}`} value={text} maxLength={30} onChange={(e) => setText(e.target.value)} />
      <label className={styles.check}>
        <input type="checkbox" checked={toAll} onChange={(e) => setToAll(e.target.checked)} /> Apply to all<span className="pf-visually-hidden"> products</span>
      </label>
      <Button type="submit" size="sm" variant="secondary" busy={applying} aria-label={`Apply the PO number to ${toAll ? 'every product' : line.name}`}>
        Apply
      </Button>
    </form>
  );
}
