import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import fields from './fields.module.css';

export interface FormDialogProps {
  open?: boolean;
  onClose: () => void;
  title: string;
  size?: 'sm' | 'md' | 'lg';
  /** The submit button's text, e.g. "Save Vehicle". */
  submitLabel: string;
  /** The save is on its way: the submit button is busy (and ignores more clicks). */
  busy?: boolean;
  submitDisabled?: boolean;
  /** Called by the submit button or Enter; the dialog stays open until the caller closes it. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog around a form: the fields, then Cancel and the submit button in the footer. */
export function FormDialog({ open = true, onClose, title, size, submitLabel, busy, submitDisabled, onSubmit, children }: FormDialogProps) {
  const formId = `${useId()}-form`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={fields.group}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
