import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from '../locale-switch.module.css';

export interface DisclosureProps {
  /** The button's visible text, e.g. "$ USD". */
  summary: ReactNode;
  /** Accessible name of the button, e.g. "Currency: US Dollar". */
  label: string;
  children: ReactNode;
}

/**
 * A button that shows and hides a list (WAI-ARIA disclosure): Escape closes it and puts focus
 * back on the button; a click outside closes it.
 */
export function Disclosure({ summary, label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div
      ref={box}
      className={styles.disclosure}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} aria-label={label} onClick={() => setOpen((o) => !o)}>
        {summary} <span aria-hidden="true">▾</span>
      </button>
      <div id={id} hidden={!open} className={styles.menu}>
        {children}
      </div>
    </div>
  );
}
