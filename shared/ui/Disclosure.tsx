import { useDeferredValue, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Disclosure.module.css';

export interface DisclosureProps {
  /** The button's visible content. */
  summary: ReactNode;
  /** The button's accessible name when its content does not say enough (e.g. "Currency: Euro"). */
  label?: string;
  /** The panel. */
  children: ReactNode;
  /** A click, or focus, outside the disclosure closes it (dropdown menus and popouts). */
  closeOnOutside?: boolean;
  /** Render the panel's content only while open (content that reads data or is heavy). */
  lazy?: boolean;
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): `aria-expanded` and
 * `aria-controls` on the button; Escape closes the panel and puts focus back on the button;
 * with `closeOnOutside`, a click or focus outside closes it.
 */
export function Disclosure({ summary, label, children, closeOnOutside = false, lazy = false, open: controlled, onOpenChange, className, buttonClassName, panelClassName }: DisclosureProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  // A lazy panel opens at once, its content rendered right after in the background (a React
  // deferred value): the click's frame shows the open panel without waiting for what it reads
  // and lays out (the cart's lines), so the press stays responsive on a slow phone.
  const contentOpen = useDeferredValue(open) && open;
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const change = useRef(onOpenChange);
  useEffect(() => {
    change.current = onOpenChange;
  });
  const setOpen = (next: boolean) => {
    setOwn(next);
    change.current?.(next);
  };

  useEffect(() => {
    if (!open || !closeOnOutside) return;
    const onOutside = (e: Event) => {
      if (box.current && e.target instanceof Node && !box.current.contains(e.target)) {
        setOwn(false);
        change.current?.(false);
      }
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, closeOnOutside]);

  return (
    <div
      ref={box}
      className={[styles.disclosure, className].filter(Boolean).join(' ')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" className={buttonClassName} aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={() => setOpen(!open)}>
        {summary}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {lazy && !contentOpen ? null : children}
      </div>
    </div>
  );
}
