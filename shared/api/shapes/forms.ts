import * as v from 'valibot';
import { extension, flag, id, int, listOf, message, need, optional, text, url } from '../shape';

/**
 * Custom forms (spec 3 §3 "Form", spec 5 "Kiosk, forms and content"): the form definition that
 * arrives in `data-pf-props`, the locations of `location` fields and the submission's answer.
 * Spec 3 names a form's parts ("layout settings", "submit button settings", "after-submit
 * message") but not their keys: those keys are Partsfront's own props contract (C1–C8), listed
 * in `docs/endpoints.md`, each with its fallback.
 */

/**
 * The field types the form builder offers (C1). Spec 3 §3 names the field's properties but not
 * the types: one-line inputs, a text area, choices (select, radio, checkbox list), a single
 * agreement checkbox, the store's locations, and static text (heading, paragraph).
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

/** A choice (C4): `{value, label}`, or a plain string that is both. */
const OptionShape = v.pipe(
  v.union([v.string(), v.number(), v.object({ value: text, label: optional(text) })]),
  v.transform((o) => (typeof o === 'object' ? { value: o.value, label: o.label ?? o.value } : { value: String(o), label: String(o) })),
);

/** A field: id, type, label_text, placeholder_text, required (a flag), index, options; `width`, `default_value` (C2, C3). */
export const FormFieldShape = v.object({
  id: need(id, 'the field\'s name in the submission'),
  /** A field of a type no widget draws is left out of the form (named in the console). */
  type: need(v.picklist(FORM_FIELD_TYPES, (issue) => `form has a field of an unknown type: ${String(issue.input)}`), 'how the field is drawn'),
  label_text: optional(v.string(), ''),
  placeholder_text: optional(v.string(), ''),
  required: optional(flag, false),
  index: optional(int, 0),
  options: optional(listOf(OptionShape), []),
  width: extension(v.picklist(['full', 'half']), 'full'),
  default_value: extension(text, ''),
});
export type FormField = v.InferOutput<typeof FormFieldShape>;

const NOT_A_FORM = 'form must be a form definition with an id and fields';

/** The form (C1, C5–C8): id, fields, layout, submit button, require_captcha, redirect, after-submit message. */
export const FormDefinitionShape = v.object({
  id: need(v.pipe(v.union([v.string(), v.number()], NOT_A_FORM), v.transform(String)), 'the form posted'),
  title: extension(v.string(), ''),
  fields: need(listOf(FormFieldShape, NOT_A_FORM), 'the form\'s fields'),
  layout: extension(
    v.object({
      columns: optional(v.pipe(int, v.transform((n) => (n === 2 ? 2 : 1) as 1 | 2)), 1),
      label_position: optional(v.picklist(['top', 'left']), 'top'),
    }),
    { columns: 1 as const, label_position: 'top' as const },
  ),
  submit_button: extension(
    v.object({
      text: optional(text, ''),
      align: optional(v.picklist(['left', 'center', 'right']), 'left'),
      full_width: optional(flag, false),
    }),
    { text: '', align: 'left' as const, full_width: false },
  ),
  require_captcha: optional(flag, false),
  redirect: optional(url, ''),
  after_submit_message: extension(text, ''),
}, NOT_A_FORM);
/** The form as widgets read it. */
export type Form = v.InferOutput<typeof FormDefinitionShape>;
/** The form as a store writes it into `data-pf-props` (PHP flags, numeric ids). */
export type FormDefinition = v.InferInput<typeof FormDefinitionShape>;

/** `POST module/forms/getLocations` → `[{"email_address", "location_name"}]`. */
export const FormLocationsShape = listOf(v.object({ email_address: need(text, 'where the submission goes'), location_name: need(text, 'the store shown') }));
export type FormLocation = v.InferOutput<typeof FormLocationsShape>[number];

/**
 * `POST module/forms/postSubmission` → `{"success": "text"}` or `{"error": "text"}`; a captcha
 * failure is `{"error": {"captcha": "text"}}`. Read with `rejectStoreErrors: false`, so the
 * field errors reach the form; an answer with neither (`"OK"`, `{}`) is malformed, never a thank-you.
 */
export const FormSubmitShape = v.union([
  v.object({ success: need(message, 'the thank-you: only a success is one') }),
  v.object({ error: need(v.union([text, v.record(v.string(), text)]), 'the refusal shown') }),
  v.object({ error_message: need(text, 'the refusal shown') }),
  v.object({ errors: need(v.record(v.string(), text), 'the refusals shown under their fields') }),
]);

/** `POST information/schedule_appointment` → `{"success": "text"}` (a refusal `{"error": "<p>HTML</p>"}` throws). */
export const ScheduleAppointmentShape = v.object({ success: need(message, 'the confirmation: only a success is one') });
