import { integer, max, min, number, object, pipe, required, withDefault } from '../../shared/runtime/props';
import { FormDefinitionShape } from '../../shared/api/shapes/forms';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="custom-form" data-form-id="7" data-pf-props='{"form": Form}'>`: the form
 * builder's form (spec 3 §3). `data-form-id` (default 0) is the id sent with the submission;
 * 0 means the form's own id.
 */
// The form is read through its schema: PHP flags (`"required": "0"`) become booleans, field
// options `{value, label}` pairs, and an unknown field type rejects the props (the server's form stays).

export const schema = object({
  formId: withDefault(pipe(number('data-form-id must be a number'), integer(), min(0)), 0),
  /** The level of the form's `heading` fields, to fit the page's outline (default 2). */
  headingLevel: withDefault(pipe(number('data-heading-level must be a number'), integer(), min(2), max(6)), 2),
  form: required(FormDefinitionShape, 'form is required'),
});

/** The widget's props, described once: by the schema above. */
export type CustomFormProps = PropsOf<typeof schema>;
