import { integer, max, min, mixed, number, object, pipe, required, test, withDefault } from '../../shared/runtime/props';
import { FORM_FIELD_TYPES, type FormDefinition } from '../../shared/api/forms';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="custom-form" data-form-id="7" data-pf-props='{"form": Form}'>`: the form
 * builder's form (spec 3 §3). `data-form-id` (default 0) is the id sent with the submission;
 * 0 means the form's own id.
 */
const isForm = (v: unknown): v is FormDefinition =>
  typeof v === 'object' && v !== null && Array.isArray((v as FormDefinition).fields) && (v as FormDefinition).id !== undefined;

export const schema = object({
  formId: withDefault(pipe(number('data-form-id must be a number'), integer(), min(0)), 0),
  /** The level of the form's `heading` fields, to fit the page's outline (default 2). */
  headingLevel: withDefault(pipe(number('data-heading-level must be a number'), integer(), min(2), max(6)), 2),
  form: required(
    pipe(
      mixed<FormDefinition>(isForm, 'form must be a form definition with an id and fields'),
      test(
        (form) => form.fields.every((f) => FORM_FIELD_TYPES.includes(f.type)),
        (form) => `form has a field of an unknown type: ${form.fields.find((f) => !FORM_FIELD_TYPES.includes(f.type))?.type}`,
      ),
    ),
    'form is required',
  ),
});

/** The widget's props, described once: by the schema above. */
export type CustomFormProps = PropsOf<typeof schema>;
