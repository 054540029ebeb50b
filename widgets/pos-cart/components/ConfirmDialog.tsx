import { Button, Modal } from '../../../shared/ui';
import styles from '../pos-cart.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** "Are you sure?" before cancelling an order or checking out (spec 3 §2). */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onClose, busy, danger }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
