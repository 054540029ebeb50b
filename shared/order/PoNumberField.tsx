import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui';
import fields from '../ui/fields.module.css';
import { useTexts } from '../texts';
import { orderTexts } from './texts';

/** Spec 3 §4, §9: the apply-to-all toggle resets 250 ms after a PO number was applied. */
export const PO_TOGGLE_RESET_MS = 250;

/** The widget's own classes for the field's parts (the POS cart's line row and checkout's list lay it out differently). */
export interface PoNumberFieldClasses {
  form?: string;
  label?: string;
  input?: string;
  check?: string;
}

export interface PoNumberFieldProps {
  lineName: string;
  poNumber: string;
  /** Sends the PO number for this line (or every line); resolves true when the store took it. */
  onApply: (poNumber: string, applyToAll: boolean) => Promise<boolean>;
  applying: boolean;
  /** What Apply's name says it applies to with the toggle on: "every line" (cart) or "every product" (checkout). */
  allName: string;
  /** Said to screen readers after "Apply to all" (checkout: " products"). */
  allHint?: string;
  classes?: PoNumberFieldClasses;
  /** Shown first in the form (checkout: the product's name). */
  children?: ReactNode;
}

/**
 * A line's PO number with Apply and the "Apply to all" toggle (spec 3 §2, §4, §7 applyPoNumber),
 * in the POS cart's lines and at checkout. The toggle turns itself off a moment after a number
 * went to every line.
 */
export function PoNumberField({ lineName, poNumber, onApply, applying, allName, allHint, classes = {}, children }: PoNumberFieldProps) {
  const id = useId();
  const t = useTexts(orderTexts);
  const [text, setText] = useState(poNumber);
  const [toAll, setToAll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = useRef(poNumber);

  // The store's PO number changed (this line, or apply-to-all from another line): show it,
  // unless something else is being typed here. The value shown before is read now: the updater
  // runs later, when `shown` already holds the new number, and would take every field for edited.
  useEffect(() => {
    const before = shown.current;
    shown.current = poNumber;
    setText((current) => (current === before ? poNumber : current));
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
    <form className={classes.form} onSubmit={(e) => void submit(e)} noValidate>
      {children}
      <label htmlFor={`${id}-po`} className={classes.label}>
        {/* The space stays outside the hidden span: an accessible name trims each part's own text. */}
        {t('poNumber')} <span className="pf-visually-hidden">{t('poNumberFor', { name: lineName })}</span>
      </label>
      <input id={`${id}-po`} className={[fields.input, classes.input].filter(Boolean).join(' ')} value={text} maxLength={30} onChange={(e) => setText(e.target.value)} />
      <label className={classes.check}>
        <input type="checkbox" checked={toAll} onChange={(e) => setToAll(e.target.checked)} /> {t('applyToAll')}
        {allHint ? <span className="pf-visually-hidden">{allHint}</span> : null}
      </label>
      <Button type="submit" size="sm" variant="secondary" busy={applying} aria-label={t('applyTo', { target: toAll ? allName : lineName })}>
        {t('apply')}
      </Button>
    </form>
  );
}
