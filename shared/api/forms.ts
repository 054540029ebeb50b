import { request } from './client';
import './endpoints/forms';
import { ApiError, storeRefusal } from './errors';
import { firstEmail } from './product';
import {
  FORM_FIELD_TYPES,
  FormLocationsShape,
  FormSubmitShape,
  ScheduleAppointmentShape,
  type Form,
  type FormDefinition,
  type FormField,
  type FormFieldType,
  type FormLocation,
} from './shapes/forms';

type Id = string | number;

/**
 * Custom forms and the storefront schedule-appointment form (spec 3 §3, §5, §7; shapes in spec 5
 * "Kiosk, forms and content"). Form definitions arrive in the placeholder's `data-pf-props`;
 * only the locations and the submission are calls.
 */

export { FORM_FIELD_TYPES };
export type { Form, FormDefinition, FormField, FormFieldType, FormLocation };

/** The store's locations for `location` fields; several addresses in one entry keep the first. */
/** The query keys of this module's reads: the custom form's store locations, the same for every form on the page. */
export const formKeys = {
  locations: ['forms', 'locations'] as const,
};

export async function getFormLocations(signal?: AbortSignal): Promise<FormLocation[]> {
  const list = await request('formLocations', { method: 'POST', signal, shape: FormLocationsShape });
  return list.map((l) => ({ location_name: l.location_name, email_address: firstEmail(l.email_address) }));
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
  const answer = await request('formSubmit', {
    shape: FormSubmitShape,
    form: {
      origin_url: originUrl ?? window.location.href,
      form_id: formId,
      submission_values: JSON.stringify(values),
      captcha,
    },
    rejectStoreErrors: false,
  });
  if ('error' in answer && typeof answer.error === 'object') {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(answer.error)) if (v) fields[k] = v;
    throw new ApiError('store', Object.values(fields).join(' '), 200, fields, answer);
  }
  const refusal = storeRefusal(answer);
  if (refusal) throw refusal;
  return 'success' in answer ? answer.success : '';
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
  return (await request('scheduleAppointment', { form: { ...form }, shape: ScheduleAppointmentShape })).success;
}
