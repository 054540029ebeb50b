import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { useTexts } from '../texts';
import { uiTexts } from './texts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming what will happen and to whom, e.g. "Void the $45.00 Check payment on order #1005?". */
  title: string;
  /** What follows, in a sentence or two (e.g. "This cannot be undone."). */
  children?: ReactNode;
  /** The confirming button's text: the action itself ("Void Payment"), never "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Called by the confirming button only. The dialog stays open until the caller closes it. */
  onConfirm: () => void;
  /** Cancel, Escape, × and the backdrop. Not called while `busy` (the request is on its way). */
  onClose: () => void;
  /** The action is on its way: the confirming button is busy and ignores more taps. */
  busy?: boolean;
  /** The action destroys something (the confirming button shows in the danger look). */
  danger?: boolean;
}

/**
 * "Are you sure?" before anything that cannot be taken back (nothing destructive on one
 * tap). Focus starts on Cancel, so Enter, or a second tap landing where the first was, never
 * confirms; Escape cancels. Only the confirming button calls `onConfirm`.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onClose, busy = false, danger = false }: ConfirmDialogProps) {
  const t = useTexts(uiTexts);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => !busy && onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Modal>
  );
}
