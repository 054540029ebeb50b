/**
 * Keeping a customer's contact details when staff change them in a notification form (spec 2 §7:
 * `POST /api/customer/updateContactInfo?customerId=` with email, telephone). A clerk who corrects
 * the email or phone while sending a notification (Add History's Select Notification Method, the
 * order history modal, the payment link) means the customer's record to change too.
 */
import { useCallback } from 'react';
import { updateContactInfo, customerKeys } from '../api/customer';
import { errorText } from '../api/errors';
import { useMutation } from '../data';
import { text } from '../texts';
import type { NotificationValues } from './notification';
import { customerTexts } from './texts';

export const CONTACT_UPDATE_FAILED = customerTexts.en.contactUpdateFailed;

/** The customer's email and phone as the form was opened with. */
export interface ContactBefore {
  email?: string;
  phone?: string;
}

const digits = (v: string) => v.replace(/\D/g, '');

/**
 * What updateContactInfo should post after a notification went out: the email when notify by
 * email was on and it differs (case and spaces aside), the phone when notify by text was on and
 * its digits differ; the other field keeps what the customer had. `null` when nothing changed.
 */
export function contactChanges(before: ContactBefore, sent: Pick<NotificationValues, 'notifyByEmail' | 'email' | 'notifyByText' | 'phone'>): { email: string; telephone: string } | null {
  const email = (before.email ?? '').trim();
  const phone = (before.phone ?? '').trim();
  const newEmail = sent.notifyByEmail && sent.email.trim() && sent.email.trim().toLowerCase() !== email.toLowerCase() ? sent.email.trim() : null;
  const newPhone = sent.notifyByText && sent.phone.trim() && digits(sent.phone) !== digits(phone) ? sent.phone.trim() : null;
  if (!newEmail && !newPhone) return null;
  return { email: newEmail ?? email, telephone: newPhone ?? phone };
}

/**
 * The hook the notification forms call after a successful send: `saveContact(customerId, before,
 * sent)` posts updateContactInfo only when the email or phone changed (once per call, the
 * store's success text as a toast, its refusal or CONTACT_UPDATE_FAILED as an error toast) and
 * refreshes the customer's record and lists. Resolves true when the store took the change, false
 * when nothing changed or it failed; a failure never undoes the notification already sent.
 */
export function useUpdateContactInfo() {
  const mutation = useMutation(
    ({ customerId, contact }: { customerId: number; contact: { email: string; telephone: string } }) => updateContactInfo(customerId, contact),
    {
      successToast: (a) => a.success,
      errorToast: (e) => errorText(e, text(customerTexts, 'contactUpdateFailed')),
      invalidates: [customerKeys.records, customerKeys.lists],
    },
  );
  const { mutate } = mutation;
  const saveContact = useCallback(
    async (customerId: number | null | undefined, before: ContactBefore, sent: NotificationValues): Promise<boolean> => {
      const contact = contactChanges(before, sent);
      if (!customerId || !contact) return false;
      return (await mutate({ customerId, contact })) !== undefined;
    },
    [mutate],
  );
  return { saveContact, pending: mutation.pending, error: mutation.error };
}
