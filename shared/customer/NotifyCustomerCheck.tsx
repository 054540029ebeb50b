import { useId } from 'react';
import fields from '../ui/fields.module.css';
import message from '../ui/message.module.css';

/** Under Notify Customer: what the step's button does next (spec 2 §2: the Select Notification Method modal). */
export const NOTIFY_NEXT = 'You choose how to notify the customer next.';

/**
 * The Notify Customer box of the two-step Add History form (customer screen): ticked, it
 * says that the notification method is chosen next.
 */
export function NotifyCustomerCheck({ checked, onChange, disabled }: { checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  const hintId = `${useId()}-notify-hint`;
  return (
    <>
      <label className={fields.check}>
        <input type="checkbox" checked={checked} aria-describedby={checked ? hintId : undefined} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />
        Notify Customer
      </label>
      {checked && (
        <p className={message.muted} id={hintId}>
          {NOTIFY_NEXT}
        </p>
      )}
    </>
  );
}
