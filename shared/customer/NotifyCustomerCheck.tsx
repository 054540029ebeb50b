import { useId } from 'react';
import fields from '../ui/fields.module.css';
import message from '../ui/message.module.css';
import { useTexts } from '../texts';
import { customerTexts } from './texts';

/** Under Notify Customer: what the step's button does next (spec 2 §2: the Select Notification Method modal). */
export const NOTIFY_NEXT = customerTexts.en.notifyNext;

/**
 * The Notify Customer box of the two-step Add History form (customer screen): ticked, it
 * says that the notification method is chosen next.
 */
export function NotifyCustomerCheck({ checked, onChange, disabled }: { checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  const hintId = `${useId()}-notify-hint`;
  const t = useTexts(customerTexts);
  return (
    <>
      <label className={fields.check}>
        <input type="checkbox" checked={checked} aria-describedby={checked ? hintId : undefined} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />
        {t('notifyCustomer')}
      </label>
      {checked && (
        <p className={message.muted} id={hintId}>
          {t('notifyNext')}
        </p>
      )}
    </>
  );
}
