/**
 * Custom forms and the storefront schedule-appointment form (spec 3 §5, §7; spec 5 "Kiosk, forms
 * and content"), validating as the PHP store does: a refusal answers HTTP 200 with `error`.
 */
import { FormLocationsShape, FormSubmitShape, ScheduleAppointmentShape } from '../../shared/api/shapes/forms';
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { formById, formLocations } from '../db/content';
import { firstEmail } from '../../shared/api/product';
import * as v from 'valibot';
import { FormDefinitionShape, type FormField } from '../../shared/api/shapes/forms';

const content = () => db.content;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The store's captcha text (OpenCart's). */
export const CAPTCHA_MISMATCH = 'Verification code does not match the image!';
export const FORM_SUCCESS = 'Thank you! Your submission has been received.';

const isRequired = (f: FormField) => f.required;
const optionValues = (f: FormField) => f.options.map((o) => o.value);

/** The first problem with one field's value, in the texts the form shows (spec 3 §5). */
function fieldProblem(field: FormField, raw: unknown): string | null {
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map((v) => String(v).trim()).filter(Boolean);
  if (!values.length) return isRequired(field) ? `${field.label_text} is required!` : null;
  if (field.type === 'email' && !EMAIL.test(values[0])) return 'Must be a valid email!';
  if (['select', 'radio', 'checkbox'].includes(field.type) && values.some((v) => !optionValues(field).includes(v))) return `${field.label_text}: choose one of the options.`;
  if (field.type === 'location' && !formLocations().some((l) => firstEmail(l.email_address) === values[0])) return `${field.label_text}: choose one of our stores.`;
  if (field.type === 'number' && !Number.isFinite(Number(values[0]))) return `${field.label_text} must be a number.`;
  return null;
}

function postSubmission({ form }: MockRequest) {
  const stored = formById(form.get('form_id'));
  if (!stored) return refuse('This form is no longer available.');
  // The store reads its own definition as the widget does (PHP flags, option pairs).
  const definition = v.parse(FormDefinitionShape, stored);
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(form.get('submission_values') ?? '') as Record<string, unknown>;
    if (!values || typeof values !== 'object' || Array.isArray(values)) throw new Error('not an object');
  } catch {
    return refuse('The form could not be read. Please try again.');
  }
  for (const field of [...definition.fields].sort((a, b) => a.index - b.index)) {
    if (field.type === 'heading' || field.type === 'paragraph') continue;
    const problem = fieldProblem(field, values[String(field.id)]);
    if (problem) return refuse(problem);
  }
  if (definition.require_captcha) {
    const typed = (form.get('captcha') ?? '').trim().toUpperCase();
    if (!typed || typed !== db.productExtras.captchaCode) return json({ error: { captcha: CAPTCHA_MISMATCH } });
  }
  content().submissions.push({ form_id: Number(definition.id), origin_url: form.get('origin_url') ?? '', values });
  return json({ success: FORM_SUCCESS });
}

/** OpenCart's contact-form checks, answered as the HTML the theme would print. */
function scheduleAppointment({ form }: MockRequest) {
  const get = (k: string) => (form.get(k) ?? '').trim();
  const problems: string[] = [];
  if (get('name').length < 3 || get('name').length > 32) problems.push('Name must be between 3 and 32 characters!');
  if (!EMAIL.test(get('email'))) problems.push('E-Mail Address does not appear to be valid!');
  if (!get('subject')) problems.push('Please choose what the appointment is for.');
  if (get('message').length < 10 || get('message').length > 3000) problems.push('Message must be between 10 and 3000 characters!');
  if (problems.length) return json({ error: problems.map((p) => `<p class="text-danger">${p}</p>`).join('') });
  content().appointmentRequests.push(Object.fromEntries(['name', 'email', 'telephone', 'subject', 'message'].map((k) => [k, get(k)])));
  return json({ success: 'Your enquiry has been successfully sent to the store owner!' });
}

export const formRoutes: Route[] = [
  { method: 'POST', path: 'module/forms/getLocations', shape: FormLocationsShape, handle: () => json(formLocations()) },
  { method: 'POST', path: 'module/forms/postSubmission', shape: FormSubmitShape, handle: postSubmission },
  { method: 'POST', path: 'information/schedule_appointment', shape: ScheduleAppointmentShape, handle: scheduleAppointment },
];
