import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import styles from '../pos-cart.module.css';

/** Spec 3 §4, §9: the apply-to-all toggle resets 250 ms after a PO number was applied. */
export const PO_TOGGLE_RESET_MS = 250;

export interface PoNumberFieldProps {
  lineName: string;
  poNumber: string;
  /** Sends the PO number for this line (or every line); resolves true when the store took it. */
  onApply: (poNumber: string, applyToAll: boolean) => Promise<boolean>;
  applying: boolean;
}

/** A line's PO number with Apply and the "Apply to all" toggle (spec 3 §2, §7 applyPoNumber). */
export function PoNumberField({ lineName, poNumber, onApply, applying }: PoNumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(poNumber);
  const [toAll, setToAll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = useRef(poNumber);

  // The store's PO number changed (this line, or apply-to-all from another line): show it,
  // unless something else is being typed here.
  useEffect(() => {
    setText((current) => (current === shown.current ? poNumber : current));
    shown.current = poNumber;
  }, [poNumber]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

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
    <form className={styles.inlineForm} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-po`} className={styles.smallLabel}>
        PO Number<span className="pf-visually-hidden"> for {lineName}</span>
      </label>
      <input id={`${id}-po`} className={`${fields.input} ${styles.poInput}`} value={text} maxLength={30} onChange={(e) => setText(e.target.value)} />
      <label className={styles.check}>
        <input type="checkbox" checked={toAll} onChange={(e) => setToAll(e.target.checked)} /> Apply to all
      </label>
      <Button type="submit" size="sm" variant="secondary" busy={applying} aria-label={`Apply the PO number to ${toAll ? 'every line' : lineName}`}>
        Apply
      </Button>
    </form>
  );
}
