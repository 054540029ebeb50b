import { createContext, useContext, useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from './focusable';
import { lockBodyScroll } from './scrollLock';
import { getSettings } from '../config/settings';
import { StaffTargets, staffTargetsAttr } from '../runtime/targets';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog's h2 and used as its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, shown under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; otherwise the first focusable element of the body, then of the footer, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Id of the text that describes the dialog (e.g. the "Heads up!" message), for aria-describedby. */
  describedBy?: string;
  /** Extra class on the dialog box. */
  className?: string;
}

/**
 * Open dialogs. Only the top one answers Escape and traps Tab: the most deeply nested (React runs a
 * child's effects before its parent's, so opening order alone would put an outer dialog on top),
 * then the most recently opened.
 */
const stack: { token: symbol; depth: number }[] = [];
const isTop = (token: symbol) => {
  let top = stack[0];
  for (const entry of stack) if (entry.depth >= top.depth) top = entry;
  return top?.token === token;
};
/** Callbacks waiting for the last open dialog to close (see `whenNoDialog`). */
const waiting = new Set<() => void>();

/**
 * Runs `then` once no dialog is open: at once when none is, else right after the last one has
 * closed and given the focus back to its opener. So a widget can put the focus somewhere after a
 * dialog without racing the dialog's own focus return. Answers a function that cancels the wait.
 */
export function whenNoDialog(then: () => void): () => void {
  if (stack.length === 0) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => void waiting.delete(then);
}

/** How many dialogs enclose this one in the React tree (context passes through portals). */
const DepthContext = createContext(0);

/**
 * The WAI-ARIA modal dialog every widget uses: portalled to document.body inside a `pf-root`
 * wrapper (so the theme tokens and base styles apply), focus moved in and kept in, Escape and the
 * backdrop close it, focus goes back to where it was, and the page behind does not scroll.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ onClose, title, children, footer, size = 'md', initialFocusRef, closeLabel, describedBy, className }: ModalProps) {
  const t = useTexts(uiTexts);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressedOnBackdrop = useRef(false);
  const depth = useContext(DepthContext) + 1;
  const staffTargets = useContext(StaffTargets);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Mount: remember the focused element, move focus in, lock scrolling; undo all on close.
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = Symbol('modal');
    stack.push({ token, depth });
    const unlock = lockBodyScroll();

    const firstIn = (el: HTMLElement | null) => (el ? focusableIn(el)[0] : undefined);
    const target = initialFocusRef?.current ?? firstIn(bodyRef.current) ?? firstIn(footerRef.current) ?? closeRef.current ?? dialogRef.current;
    target?.focus();

    // Listening on the document catches Escape/Tab even when focus has wandered outside the dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop(token) || event.defaultPrevented) return;
      if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
    };
    // Escape is taken in the capture phase: react-select cancels every Escape, even with its menu
    // closed. An open popup (aria-expanded="true" on the focused control) still closes first.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop(token)) return;
      if ((event.target as Element | null)?.getAttribute?.('aria-expanded') === 'true') return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onEscape, true);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onEscape, true);
      stack.splice(
        stack.findIndex((entry) => entry.token === token),
        1,
      );
      unlock();
      if (returnTo?.isConnected) returnTo.focus();
      if (stack.length === 0) {
        const ready = [...waiting];
        waiting.clear();
        ready.forEach((then) => then());
      }
    };
    // initialFocusRef is read once, on open, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Close only when both press and release happen on the backdrop (not a drag out of the dialog).
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <DepthContext.Provider value={depth}>
      <div className="pf-root" data-pf-modal="" data-pf-mode={getSettings().mode} {...staffTargetsAttr(staffTargets)}>
        <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={describedBy}
            tabIndex={-1}
            className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
          >
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel ?? t('close')} onClick={() => onCloseRef.current()}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div ref={bodyRef} className={styles.body}>
              {children}
            </div>
            {footer != null && (
              <div ref={footerRef} className={styles.footer}>
                {footer}
              </div>
            )}
          </div>
        </div>
      </div>
    </DepthContext.Provider>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const items = focusableIn(dialog);
  if (items.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (!inside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
