/**
 * The notification method form (spec 2 §3 "Notification form", §5 "Notification"): notify by
 * email and/or by text. The email is checked only when notify by email is on, the phone only when
 * notify by text is on; a customer who has not consented to texts (textingAlerts off) can be
 * texted only with the override ticked, else "Customer doesn't constent to text messages" (the
 * store's words, typo included). Used by the Select Notification Method modal, Add History, the
 * order history modal and the payment link.
 */
import { safeParse } from 'valibot';
import { flag } from '../api/shape';
import { text } from '../texts';
import { customerTexts } from './texts';
import { isValidEmail, isValidPhone, msgEmail, msgPhone, msgRequired } from './validation';

/** The English words; what is shown comes from the catalog (`text(customerTexts, 'sendFailed')`). */
export const MSG_NO_TEXT_CONSENT = customerTexts.en.noTextConsent;
export const MSG_SEND_FAILED = customerTexts.en.sendFailed;
/** 'Failed to send to notification' as the page shows it now. */
export const msgSendFailed = () => text(customerTexts, 'sendFailed');

export interface NotificationValues {
  notifyByEmail: boolean;
  email: string;
  notifyByText: boolean;
  phone: string;
  /** Send a text although the customer has not consented. */
  overrideTextPermission: boolean;
  /** The customer consents to text messages (from the store; not editable here). */
  textingAlerts: boolean;
}

export type NotificationErrors = Partial<Record<'email' | 'phone' | 'overrideTextPermission', string>>;

/**
 * Spec 2 §4: by default notify by email is on and by text is off. `textingAlerts` is the store's
 * flag as it came (`1`, `"1"`, `true`, `"0"`…), read with the shapes' `flag`: only a yes is consent.
 */
export function notificationDefaults(contact: { email?: string; phone?: string; textingAlerts?: unknown }): NotificationValues {
  const consent = safeParse(flag, contact.textingAlerts ?? false);
  return {
    notifyByEmail: true,
    email: contact.email ?? '',
    notifyByText: false,
    phone: contact.phone ?? '',
    overrideTextPermission: false,
    textingAlerts: consent.success && consent.output,
  };
}

export function validateNotification(v: NotificationValues): NotificationErrors {
  const errors: NotificationErrors = {};
  if (v.notifyByEmail) {
    if (!v.email.trim()) errors.email = msgRequired();
    else if (!isValidEmail(v.email)) errors.email = msgEmail();
  }
  if (v.notifyByText) {
    if (!v.phone.trim()) errors.phone = msgRequired();
    else if (!isValidPhone(v.phone)) errors.phone = msgPhone();
    if (!v.textingAlerts && !v.overrideTextPermission) errors.overrideTextPermission = text(customerTexts, 'noTextConsent');
  }
  return errors;
}

/** Send is enabled when at least one method is on and nothing is wrong ("Validity gates the Send button"). */
export const canSend = (v: NotificationValues): boolean => (v.notifyByEmail || v.notifyByText) && Object.keys(validateNotification(v)).length === 0;

/** The fields as the store reads them (flags 0/1); a method that is off sends no address. */
export function notificationFields(v: NotificationValues): Record<string, string> {
  const flag = (b: boolean) => (b ? '1' : '0');
  return {
    notifyByEmail: flag(v.notifyByEmail),
    email: v.notifyByEmail ? v.email.trim() : '',
    notifyByText: flag(v.notifyByText),
    phone: v.notifyByText ? v.phone.trim() : '',
    overrideTextPermission: flag(v.notifyByText && v.overrideTextPermission),
    textingAlerts: flag(v.textingAlerts),
  };
}
