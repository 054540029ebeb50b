import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { checkQuantity, msgAboveMaximum, QUANTITY_MAX, QUANTITY_MIN } from './quantity';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
import styles from './QuantityInput.module.css';

export interface QuantityInputProps {
  /** The committed quantity; '' while nothing usable is entered. Keep it controlled: set it from onChange. */
  value: number | '';
  /** Called with each committed quantity (after `debounceMs` when given), never twice with the same value. */
  onChange: (value: number | '') => void;
  /** The product's minimum (default 1). */
  min?: number;
  max?: number;
  /** Delay before a change is committed (500 for the cart); typing again restarts it. */
  debounceMs?: number;
  label?: string;
  /** Keep the label for screen readers only (e.g. in a cart row with a column header). */
  hideLabel?: boolean;
  id?: string;
  disabled?: boolean;
  className?: string;
  /**
   * A number above `max`: `'clamp'` (default) commits `max` with the spec's message; `'refuse'`
   * commits nothing (a pending change is dropped too), says so, and puts the committed quantity
   * back in the box when it is left (the POS cart: 99999 must not become a 10000 line).
   */
  aboveMax?: 'clamp' | 'refuse';
}

/** The dropdown lists 1…9 and "10+"; at 10 or more the control is a number input (spec 1 §5). */
const LAST_LISTED = 9;
const TEN_PLUS = '10+';

const usesInput = (value: number | '', min: number) => value === '' || value > LAST_LISTED || min > LAST_LISTED;

/**
 * The quantity control of spec 1 §5: a labelled dropdown 1–9 and "10+" that turns into a number
 * input, with the spec's messages tied to the control and announced.
 */
export function QuantityInput({
  value,
  onChange,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  debounceMs = 0,
  label,
  hideLabel = false,
  id,
  disabled,
  className,
  aboveMax = 'clamp',
}: QuantityInputProps) {
  const t = useTexts(uiTexts);
  const autoId = useId();
  const controlId = id ?? `pf-qty-${autoId}`;
  const messageId = `${controlId}-msg`;

  const [mode, setMode] = useState<'select' | 'input'>(() => (usesInput(value, min) ? 'input' : 'select'));
  const [text, setText] = useState(() => String(value));
  const [message, setMessage] = useState<string | null>(null);
  /** The box holds a number above max that was refused (aboveMax 'refuse'). */
  const [refused, setRefused] = useState(false);

  // The last value handed to onChange (or given by the parent): a prop equal to it is our own echo.
  const committed = useRef<number | ''>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInputNext = useRef(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelPending, []);

  // The parent changed the quantity itself (e.g. the server put back the old one): show it.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    cancelPending();
    setText(String(value));
    setMode(usesInput(value, min) ? 'input' : 'select');
    setMessage(null);
    setRefused(false);
  }, [value, min]);

  // "10+" moves focus into the number input it turned into.
  useEffect(() => {
    if (mode === 'input' && focusInputNext.current) {
      focusInputNext.current = false;
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [mode]);

  const commitNow = (next: number | '', rewriteText: boolean) => {
    timer.current = null;
    if (rewriteText) setText(String(next));
    // An edit undone within the delay sends nothing.
    if (next === committed.current) return;
    committed.current = next;
    onChangeRef.current(next);
  };

  const commit = (next: number | '', rewriteText: boolean) => {
    cancelPending();
    if (debounceMs > 0) timer.current = setTimeout(() => commitNow(next, rewriteText), debounceMs);
    else commitNow(next, false);
  };

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    setMessage(null);
    setRefused(false);
    if (event.target.value === TEN_PLUS) {
      const ten = Math.min(Math.max(LAST_LISTED + 1, min), max);
      focusInputNext.current = true;
      setMode('input');
      setText(String(ten));
      commit(ten, false);
    } else {
      setText(event.target.value);
      commit(Number(event.target.value), false);
    }
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const check = checkQuantity(typed, min, max);
    setText(typed);
    if (aboveMax === 'refuse' && check.clamped && check.value === max) {
      // Nothing is sent: not this number, nor the one typed on the way to it ("9999" of "99999").
      cancelPending();
      setRefused(true);
      setMessage(msgAboveMaximum(max, typed.trim(), committed.current));
      return;
    }
    setRefused(false);
    setMessage(check.message);
    commit(check.value, check.clamped);
  };

  // Without a debounce the clamped number replaces the typed one when the user leaves the box
  // (rewriting it on each keystroke would fight the typing: "1" of "15" is below a minimum of 12).
  const onBlur = () => {
    // A refused number leaves the box showing the quantity that stays; the message stays with it.
    if (refused) {
      setText(String(committed.current));
      setRefused(false);
      return;
    }
    const check = checkQuantity(text, min, max);
    if (check.clamped && !timer.current) setText(String(check.value));
  };

  const invalid = refused || (message !== null && checkQuantity(text, min, max).value === '');
  const describedBy = message ? messageId : undefined;
  const listed = Array.from({ length: LAST_LISTED }, (_, i) => i + 1).filter((n) => n >= min && n <= max);

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? 'pf-visually-hidden' : styles.label}>
        {label ?? t('quantity')}
      </label>
      {mode === 'select' ? (
        <select id={controlId} className={styles.control} value={text} onChange={onSelect} disabled={disabled} aria-describedby={describedBy}>
          {listed.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
          {max > LAST_LISTED && <option value={TEN_PLUS}>{TEN_PLUS}</option>}
        </select>
      ) : (
        <input
          ref={inputRef}
          id={controlId}
          className={styles.control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={onType}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
      {message && (
        <p id={messageId} role="alert" className={styles.message}>
          {message}
        </p>
      )}
    </div>
  );
}
