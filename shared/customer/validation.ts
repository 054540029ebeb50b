/**
 * The customer form's rules (spec 2 §5), as yup schemas, with the spec's messages word for word:
 * 'Required', 'Invalid email', 'Invalid phone number format', 'Minimum {n} characters',
 * 'Maximum {n} characters'. The flags require_email / require_telephone / require_address on the
 * form decide which fields are required; the address fields are checked for length whenever
 * they are filled in.
 */
import { ValidationError, array, number, object, string, type ObjectSchema } from 'yup';
import type { Address, CustomerFormValues as Customer } from '../api/customer';
import { text } from '../texts';
import { customerTexts } from './texts';

/** The English words (what tests and callers compare with); what is shown comes from the catalog. */
export const MSG_REQUIRED = customerTexts.en.required;
export const MSG_EMAIL = customerTexts.en.invalidEmail;
export const MSG_PHONE = customerTexts.en.invalidPhone;
export const msgMin = (n: number) => text(customerTexts, 'minChars', { n });
export const msgMax = (n: number) => text(customerTexts, 'maxChars', { n });
/** The messages as the page shows them now (the store's override or the page's language). */
export const msgRequired = () => text(customerTexts, 'required');
export const msgEmail = () => text(customerTexts, 'invalidEmail');
export const msgPhone = () => text(customerTexts, 'invalidPhone');

/** Same as the store's: a name, an @, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Optional plus, 10 digits and up to 6 more (spec 2 §5); the mask's spaces, brackets and dashes do not count. */
export function isValidPhone(value: string): boolean {
  return /^\+?\d{10,16}$/.test(value.replace(/[\s().-]/g, ''));
}

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** A text field: trimmed, empty allowed unless `required`, else `min`–`max` characters. */
function lengthField(min: number, max: number, required: () => boolean) {
  return string()
    .default('')
    .test('required', msgRequired, (v) => !required() || (v ?? '').trim() !== '')
    .test('min', () => msgMin(min), (v) => !(v ?? '').trim() || (v ?? '').trim().length >= min)
    .test('max', () => msgMax(max), (v) => (v ?? '').trim().length <= max);
}

const on = (flag: unknown) => flag === 1 || flag === true || flag === '1';

/** Context the form passes: whether the password field is shown (editing). */
export interface CustomerFormContext {
  editing?: boolean;
}

/** An address (spec 2 §5 "Address"); `requireAddress` is the customer's require_address switch. */
export function addressSchema(requireAddress: () => boolean): ObjectSchema<Omit<Address, 'custom_field' | 'address_id'>> {
  const positive = (label: string) =>
    number()
      .transform((v: number, raw: unknown) => (raw === '' || raw === null || raw === undefined ? 0 : v))
      .default(0)
      .typeError(msgRequired)
      .test(label, msgRequired, (v) => !requireAddress() || (v ?? 0) > 0)
      .test(`${label}-positive`, msgRequired, (v) => (v ?? 0) >= 0);
  return object({
    firstname: lengthField(2, 32, requireAddress),
    lastname: lengthField(2, 32, requireAddress),
    company: lengthField(2, 40, () => false),
    address_1: lengthField(2, 128, requireAddress),
    address_2: lengthField(2, 128, () => false),
    city: lengthField(2, 128, requireAddress),
    postcode: lengthField(2, 10, requireAddress),
    country_id: positive('country'),
    zone_id: positive('zone'),
  }) as unknown as ObjectSchema<Omit<Address, 'custom_field' | 'address_id'>>;
}

/**
 * The customer schema for the given switches: require_email, require_telephone and
 * require_address (read from the values being checked), and whether the password is shown.
 */
export function customerSchema(values: Pick<Customer, 'require_email' | 'require_telephone' | 'require_address' | 'tax_exempt'>, context: CustomerFormContext = {}) {
  const requireAddress = () => on(values.require_address);
  return object({
    firstname: lengthField(2, 32, () => true),
    lastname: lengthField(2, 32, () => true),
    email: string()
      .default('')
      .test('required', msgRequired, (v) => !on(values.require_email) || (v ?? '').trim() !== '')
      .test('email', msgEmail, (v) => !(v ?? '').trim() || isValidEmail(v ?? '')),
    telephone: string()
      .default('')
      .test('required', msgRequired, (v) => !on(values.require_telephone) || (v ?? '').trim() !== '')
      .test('phone', msgPhone, (v) => !(v ?? '').trim() || isValidPhone(v ?? '')),
    password: context.editing ? lengthField(4, 20, () => false) : string().strip(),
    tax_exempt_number: string()
      .default('')
      .test('required', msgRequired, (v) => !on(values.tax_exempt) || (v ?? '').trim() !== ''),
    addresses: array().of(addressSchema(requireAddress)).default([]),
  });
}

/**
 * Validates a whole customer (the form's values). Returns the first error of each field keyed by
 * the form's paths (`firstname`, `addresses.0.city`), empty when valid. Synchronous, so the form
 * can show errors as the staff types.
 */
export function validateCustomer(values: Customer, context: CustomerFormContext = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  try {
    customerSchema(values, context).validateSync(values, { abortEarly: false, stripUnknown: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const inner of e.inner.length ? e.inner : [e]) {
      const path = (inner.path ?? '').replace(/\[(\d+)\]/g, '.$1');
      if (path && !errors[path]) errors[path] = inner.message;
    }
  }
  return errors;
}

/**
 * A store field key (`address[0][city]`) as the form's path (`addresses.0.city`), so the store's
 * field errors land under their fields.
 */
export function storeFieldPath(key: string): string {
  const m = /^address\[(\d+)\]\[(\w+)\]$/.exec(key);
  return m ? `addresses.${m[1]}.${m[2]}` : key;
}
