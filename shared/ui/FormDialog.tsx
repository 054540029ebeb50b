import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
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
  /** The form's class; by default the kit's field group. */
  formClassName?: string;
  /**
   * For a widget whose dialog buttons keep the widget's own look: the classes of Cancel and of the
   * submit button, which then carry no kit Button classes (nothing to compete with). Busy still
   * disables the submit button and sets aria-busy.
   */
  buttonClassNames?: { cancel: string; submit: string };
  children: ReactNode;
}

/** A dialog around a form: the fields, then Cancel and the submit button in the footer. */
export function FormDialog({ open = true, onClose, title, size, submitLabel, busy, submitDisabled, onSubmit, formClassName, buttonClassNames, children }: FormDialogProps) {
  const t = useTexts(uiTexts);
  const formId = `${useId()}-form`;
  const cancel = { onClick: onClose, children: t('cancel') };
  const submit = { type: 'submit', form: formId, children: submitLabel } as const;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        buttonClassNames ? (
          <>
            <button type="button" className={buttonClassNames.cancel} {...cancel} />
            <button className={buttonClassNames.submit} disabled={busy || submitDisabled} aria-busy={busy || undefined} {...submit} />
          </>
        ) : (
          <>
            <Button variant="secondary" {...cancel} />
            <Button busy={busy} disabled={submitDisabled} {...submit} />
          </>
        )
      }
    >
      <form
        id={formId}
        className={formClassName ?? fields.group}
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
