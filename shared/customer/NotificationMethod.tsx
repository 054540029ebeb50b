import { useId, useState } from 'react';
import { ApiError } from '../api/errors';
import { useMutation } from '../data';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { PhoneInput } from '../ui/PhoneInput';
import fields from '../ui/fields.module.css';
import { text, useTexts } from '../texts';
import { canSend, msgSendFailed, notificationDefaults, validateNotification, type NotificationValues } from './notification';
import { customerTexts } from './texts';
import styles from './customer.module.css';

export interface NotificationMethodFieldsProps {
  value: NotificationValues;
  onChange: (next: NotificationValues) => void;
  /** Show every error now (after a send attempt); otherwise an error shows once its field was left. */
  showErrors?: boolean;
  disabled?: boolean;
  /** The fieldset's legend (default: 'Notification method'). */
  legend?: string;
}

/**
 * Notify by email / by text, with the address of each method shown while it is on, and the
 * "override texting permission" box for a customer who has not consented to texts (spec 2 §5).
 * Controlled: the parent keeps the values and gates its Send / Save on `canSend(value)`.
 */
export function NotificationMethodFields({ value, onChange, showErrors = false, disabled = false, legend }: NotificationMethodFieldsProps) {
  const uid = useId();
  const t = useTexts(customerTexts);
  const id = (k: string) => `${uid}-${k}`;
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const errors = validateNotification(value);
  const shown = (k: keyof typeof errors) => (showErrors || left[k] ? errors[k] : undefined);
  const set = (patch: Partial<NotificationValues>) => onChange({ ...value, ...patch });
  const leave = (k: string) => setLeft((l) => ({ ...l, [k]: true }));
  const consent = shown('overrideTextPermission') ?? (value.notifyByText && !value.textingAlerts && !value.overrideTextPermission ? errors.overrideTextPermission : undefined);

  return (
    <fieldset className={fields.group} disabled={disabled}>
      <legend className={fields.legend}>{legend ?? t('notificationMethod')}</legend>
      <label className={fields.check}>
        <input type="checkbox" checked={value.notifyByEmail} onChange={(e) => set({ notifyByEmail: e.target.checked })} />
        {t('notifyByEmail')}
      </label>
      {value.notifyByEmail && (
        <Field id={id('email')} label={t('email')} error={shown('email')}>
          {(a11y) => <input {...a11y} className={fields.input} type="email" autoComplete="off" value={value.email} onChange={(e) => set({ email: e.target.value })} onBlur={() => leave('email')} />}
        </Field>
      )}
      <label className={fields.check}>
        <input type="checkbox" checked={value.notifyByText} onChange={(e) => set({ notifyByText: e.target.checked })} />
        {t('notifyByText')}
      </label>
      {value.notifyByText && (
        <>
          <Field id={id('phone')} label={t('phone')} error={shown('phone')}>
            {(a11y) => (
              <PhoneInput
                {...a11y}
                name="phone"
                className={fields.input}
                value={value.phone}
                onChange={(phone) => set({ phone })}
                onBlur={() => leave('phone')}
              />
            )}
          </Field>
          {!value.textingAlerts && (
            <div className={fields.field}>
              <label className={fields.check}>
                <input
                  type="checkbox"
                  checked={value.overrideTextPermission}
                  aria-invalid={consent ? true : undefined}
                  aria-describedby={consent ? id('consent-error') : undefined}
                  onChange={(e) => set({ overrideTextPermission: e.target.checked })}
                />
                {t('overrideTextPermission')}
              </label>
              {consent && (
                <p className={fields.error} id={id('consent-error')} role="alert">
                  {consent}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

export interface NotificationMethodModalProps {
  open: boolean;
  onClose: () => void;
  /** The customer's contact details and texting consent, pre-filled. */
  contact: { email?: string; phone?: string; textingAlerts?: boolean | number };
  /** Sends the notification (the caller's endpoint); resolves to the store's answer. */
  onSend: (values: NotificationValues) => Promise<{ success?: unknown } | unknown>;
  title?: string;
  sendLabel?: string;
  /** Called after a successful send, with the store's success text and the values sent (e.g. for `useUpdateContactInfo`). */
  onSent?: (success: string, sent: NotificationValues) => void;
  /** Sending is blocked (e.g. the caller's own data is still loading). */
  sendDisabled?: boolean;
}

/**
 * The Select Notification Method modal: the fields above and Send. A store refusal shows the
 * store's words; any other failure 'Failed to send to notification' (spec 2 §8). The modal stays
 * open with what was typed after a failure, and Send cannot go twice.
 */
export function NotificationMethodModal({ open, onClose, contact, onSend, title, sendLabel, onSent, sendDisabled }: NotificationMethodModalProps) {
  const t = useTexts(customerTexts);
  return (
    <Modal open={open} onClose={onClose} title={title ?? t('selectNotificationMethod')} size="md">
      {open && <NotificationMethodBody contact={contact} onSend={onSend} onClose={onClose} sendLabel={sendLabel ?? t('send')} onSent={onSent} sendDisabled={sendDisabled} />}
    </Modal>
  );
}

const sentText = () => text(customerTexts, 'notificationSent');

function NotificationMethodBody({ contact, onSend, onClose, sendLabel, onSent, sendDisabled = false }: Omit<NotificationMethodModalProps, 'open' | 'title'> & { sendLabel: string }) {
  const [value, setValue] = useState(() => notificationDefaults(contact));
  const [tried, setTried] = useState(false);
  const t = useTexts(customerTexts);
  const send = useMutation((v: NotificationValues) => onSend(v), {
    errorToast: (e) => (e instanceof ApiError && e.kind === 'store' && e.message ? e.message : msgSendFailed()),
    onSuccess: (answer, sent) => {
      const text = (answer as { success?: unknown } | null)?.success;
      const success = typeof text === 'string' && text ? text : sentText();
      onSent?.(success, sent);
      onClose();
    },
    successToast: (answer) => {
      const text = (answer as { success?: unknown } | null)?.success;
      return typeof text === 'string' && text ? text : sentText();
    },
  });
  const ok = canSend(value) && !sendDisabled;
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (ok) void send.mutate(value);
      }}
    >
      <NotificationMethodFields value={value} onChange={setValue} showErrors={tried} disabled={send.pending} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!ok} busy={send.pending}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
