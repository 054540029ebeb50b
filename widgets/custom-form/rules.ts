import { array, boolean, object, string, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import type { Form as FormDefinition, FormField } from '../../shared/api/forms';
import { text } from '../../shared/texts';
import { customFormTexts } from './texts';

/**
 * Spec 3 §5 "Custom forms": each message is a function, so yup writes it when it shows it (in the
 * page's language, or the store's words, even when they arrive after the rules were built).
 */
const msg = (key: 'email' | 'required' | 'number' | 'phone', label = '') => () => text(customFormTexts, key, { label });
/** Spec 3 §4: after a captcha error the submit state resets after 1 second. */
export const CAPTCHA_RESET_MS = 1000;

/** PHP writes flags as true, 1, "1" or "true". */
export const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** Static text, shown but not sent. */
export const isStatic = (f: FormField) => f.type === 'heading' || f.type === 'paragraph';

/** The formik name of a field (`f62`): ids are numbers, which formik would read as array indexes. */
export const nameOf = (f: FormField) => `f${f.id}`;

/** Fields in `index` order (the builder stores them as they were dragged). */
export const ordered = (form: FormDefinition): FormField[] => [...form.fields].sort((a, b) => a.index - b.index);

export const optionsOf = (f: FormField): Array<{ value: string; label: string }> => f.options;

export type FormValues = Record<string, string | string[] | boolean>;

export function initialValues(form: FormDefinition): FormValues {
  const values: FormValues = { captcha: '' };
  for (const f of form.fields) {
    if (isStatic(f)) continue;
    if (f.type === 'checkbox') values[nameOf(f)] = f.default_value ? [f.default_value] : [];
    else if (f.type === 'acceptance') values[nameOf(f)] = isOn(f.default_value);
    else values[nameOf(f)] = f.default_value ?? '';
  }
  return values;
}

const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** The yup rules of one field, with the spec's texts. */
function ruleOf(f: FormField): Schema {
  const label = f.label_text;
  const required = isOn(f.required);
  if (f.type === 'checkbox') {
    const list = array().of(string().defined());
    return required ? list.min(1, msg('required', label)) : list;
  }
  if (f.type === 'acceptance') return required ? boolean().oneOf([true], msg('required', label)) : boolean();
  let rule = string().trim();
  if (required) rule = rule.required(msg('required', label));
  if (f.type === 'email') rule = rule.email(msg('email'));
  if (f.type === 'number') rule = rule.test('number', msg('number', label), (v) => !v || Number.isFinite(Number(v)));
  if (f.type === 'phone') rule = rule.test('phone', msg('phone', label), (v) => !v || PHONE.test(v));
  return rule;
}

/** The whole form's rules; the captcha is required when the form asks for one. */
export function validationSchema(form: FormDefinition): ObjectSchema<AnyObject> {
  const shape: Record<string, Schema> = {};
  for (const f of form.fields) if (!isStatic(f) && f.type !== 'hidden') shape[nameOf(f)] = ruleOf(f);
  if (isOn(form.require_captcha)) shape.captcha = string().trim().required(() => text(customFormTexts, 'required', { label: text(customFormTexts, 'captcha') }));
  return object(shape);
}

/** `submission_values`: field id → value; a checkbox list as an array, an agreement as "1" or "". */
export function submissionValues(form: FormDefinition, values: FormValues): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of ordered(form)) {
    if (isStatic(f)) continue;
    const v = values[nameOf(f)];
    out[String(f.id)] = Array.isArray(v) ? v : typeof v === 'boolean' ? (v ? '1' : '') : String(v ?? '').trim();
  }
  return out;
}
