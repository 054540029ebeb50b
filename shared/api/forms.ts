import { request } from './client';
import { successAnswer } from './shape';
import { ApiError, storeRefusal } from './errors';
import { firstEmail } from './product';
import type { Id } from './types';

/**
 * Custom forms and the storefront schedule-appointment form (spec 3 §3, §5, §7; shapes in spec 5
 * "Kiosk, forms and content"). Form definitions arrive in the placeholder's `data-pf-props`;
 * only the locations and the submission are calls.
 */

/**
 * The field types the form builder offers. Spec 3 §3 names the field's properties but not the
 * types; these are the builder's: one-line inputs, a text area, choices (select, radio, checkbox
 * list), a single agreement checkbox, the store's locations, and static text (heading,
 * paragraph) that is shown but not sent.
 */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'number',
  'date',
  'time',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'acceptance',
  'location',
  'hidden',
  'heading',
  'paragraph',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A choice of a select, radio or checkbox field; a plain string is both value and label. */
export type FormFieldOption = string | { value: string; label: string };

export interface FormField {
  id: Id;
  type: FormFieldType;
  label_text: string;
  placeholder_text?: string;
  required?: boolean | number | string;
  /** Display order: fields are shown by ascending `index`. */
  index: number;
  options?: FormFieldOption[];
  /** `half` puts the field in one of two columns on wide screens (layout setting). */
  width?: 'full' | 'half';
  /** Initial value (hidden fields, preselected choices). */
  default_value?: string;
}

export interface FormDefinition {
  id: Id;
  title?: string;
  fields: FormField[];
  /** Layout settings: label placement and columns. */
  layout?: { columns?: 1 | 2; label_position?: 'top' | 'left' };
  /** Submit button settings. */
  submit_button?: { text?: string; align?: 'left' | 'center' | 'right'; full_width?: boolean };
  require_captcha?: boolean | number | string;
  /** After a successful submit: go to this address when set… */
  redirect?: string;
  /** …otherwise show this message (HTML, sanitised). */
  after_submit_message?: string;
}

/** A location a form can be sent to (`location` fields). */
export interface FormLocation {
  email_address: string;
  location_name: string;
}

/** The store's locations for `location` fields; several addresses in one entry keep the first. */
export async function getFormLocations(signal?: AbortSignal): Promise<FormLocation[]> {
  const answer = await request<FormLocation[] | { locations?: FormLocation[] }>('formLocations', { method: 'POST', signal });
  const list = Array.isArray(answer) ? answer : (answer.locations ?? []);
  return list.map((l) => ({ location_name: String(l.location_name ?? ''), email_address: firstEmail(l.email_address) }));
}

export interface FormSubmission {
  formId: Id;
  /** Field id → value; checkbox lists are sent as arrays. */
  values: Record<string, string | string[]>;
  /** The typed captcha code, when the form requires one. */
  captcha?: string;
  /** The page the form was sent from (default: this page). */
  originUrl?: string;
}

/**
 * Sends a form. Resolves to the store's success text; a refusal throws an `ApiError` of kind
 * `store`. A captcha failure (`{"error": {"captcha": "text"}}`) has the text in `fields.captcha`.
 */
export async function submitForm({ formId, values, captcha, originUrl }: FormSubmission): Promise<string> {
  const answer = await request<{ success?: string | boolean; error?: unknown }>('formSubmit', {
    form: {
      origin_url: originUrl ?? window.location.href,
      form_id: formId,
      submission_values: JSON.stringify(values),
      captcha,
    },
    rejectStoreErrors: false,
  });
  if (answer.error && typeof answer.error === 'object' && !Array.isArray(answer.error)) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(answer.error as Record<string, unknown>)) if (v) fields[k] = String(v);
    throw new ApiError('store', Object.values(fields).join(' '), 200, fields, answer);
  }
  const refusal = storeRefusal(answer);
  if (refusal) throw refusal;
  return typeof answer.success === 'string' ? answer.success : '';
}

export interface AppointmentRequest {
  name: string;
  email: string;
  telephone: string;
  subject: string;
  message: string;
}

/**
 * The storefront's schedule-appointment form, form-encoded as the store's form serialises it.
 * Resolves to the success text; the store's refusal is HTML (`{"error": "<p>…</p>"}`), thrown
 * as the `ApiError` message: show it through SafeHtml.
 */
export async function scheduleAppointment(form: AppointmentRequest): Promise<string> {
  // Spec 5: `{"success": "text"}` or `{"error": "<p>HTML</p>"}`; anything else is malformed, never a success.
  const answer = await request('scheduleAppointment', { form: { ...form }, shape: successAnswer });
  return answer.success;
}
