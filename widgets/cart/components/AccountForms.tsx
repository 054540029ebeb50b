import { useId, useState } from 'react';
import { useFormik, type FormikProps } from 'formik';
import { object, ref, string } from 'yup';
import { loginCustomer, registerCustomer, REGISTER_EMAIL, REGISTER_LIMITS as LIMITS, REGISTER_TEXTS, type CustomerData, type RegistrationFields } from '../../../shared/api/account';
import { ApiError, errorText } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import fields from '../../../shared/ui/fields.module.css';
import styles from '../cart.module.css';

/**
 * The account forms of checkout step 1 (spec 3 §4 "Customer", §7, §8), loaded only when the
 * shopper opens one (Formik and yup stay off the cart page's first load). Login shows the store's
 * error text; registration shows each of the store's `errors` under its field.
 */

export const LOGIN_FAILED = 'You could not be logged in. Please try again.';
export const REGISTER_FAILED = 'Your account could not be created. Please try again.';

/** The store's own rules and texts (OpenCart's account/register), so the form says what the store would. */
export { REGISTER_TEXTS };
export const LOGIN_TEXTS = { email: 'E-Mail Address is required!', password: 'Password is required!' } as const;

const loginSchema = object({
  email: string().trim().required(LOGIN_TEXTS.email),
  password: string().required(LOGIN_TEXTS.password),
});

const registerSchema = object({
  firstname: string().trim().required(REGISTER_TEXTS.firstname).max(LIMITS.firstname[1], REGISTER_TEXTS.firstname),
  lastname: string().trim().required(REGISTER_TEXTS.lastname).max(LIMITS.lastname[1], REGISTER_TEXTS.lastname),
  email: string().trim().required(REGISTER_TEXTS.email).max(LIMITS.email[1], REGISTER_TEXTS.email).matches(REGISTER_EMAIL, REGISTER_TEXTS.email),
  telephone: string().trim().required(REGISTER_TEXTS.telephone).min(LIMITS.telephone[0], REGISTER_TEXTS.telephone).max(LIMITS.telephone[1], REGISTER_TEXTS.telephone),
  password: string().required(REGISTER_TEXTS.password).min(LIMITS.password[0], REGISTER_TEXTS.password).max(LIMITS.password[1], REGISTER_TEXTS.password),
  confirm: string().oneOf([ref('password')], REGISTER_TEXTS.confirm),
});

/** A field's error once the shopper has left the field or tried to send the form. */
function shownError<V extends object>(formik: FormikProps<V>, field: keyof V & string): string | undefined {
  const error = formik.errors[field];
  return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

/** The end of both forms: the store's refusal (when there is one), then the send button. */
function FormEnd({ error, busy, submitLabel }: { error: string; busy: boolean; submitLabel: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}

export interface AccountFormProps {
  /** The store took the login or the registration (its customer id when it gave one). */
  onLoggedIn: (customerId: string | undefined) => void;
}

/** Login at checkout step 1: POST getCustomer with `customerData`; the store's error text is shown. */
export function LoginForm({ onLoggedIn }: AccountFormProps) {
  const uid = useId();
  const [error, setError] = useState('');
  const formik = useFormik<CustomerData>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    validateOnChange: false,
    onSubmit: async (values) => {
      setError('');
      try {
        const answer = await loginCustomer({ email: values.email.trim(), password: values.password });
        onLoggedIn(answer.customer_id);
      } catch (e) {
        setError(errorText(e, LOGIN_FAILED));
      }
    },
  });
  const shown = (f: keyof CustomerData) => shownError(formik, f);
  return (
    <form className={styles.accountForm} aria-label="Returning Customer" noValidate onSubmit={formik.handleSubmit}>
      <Field id={`${uid}-email`} label="E-Mail Address" required error={shown('email')}>
        {(a11y) => <input {...a11y} className={fields.input} name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <Field id={`${uid}-password`} label="Password" required error={shown('password')}>
        {(a11y) => <input {...a11y} className={fields.input} name="password" type="password" autoComplete="current-password" required value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <FormEnd error={error} busy={formik.isSubmitting} submitLabel="Login" />
    </form>
  );
}

const REGISTER_FIELDS: Array<{ name: keyof RegistrationFields; label: string; type: string; autoComplete: string }> = [
  { name: 'firstname', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'E-Mail', type: 'email', autoComplete: 'email' },
  { name: 'telephone', label: 'Telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Password Confirm', type: 'password', autoComplete: 'new-password' },
];

/**
 * Registration at checkout step 1: POST processPost with the form's fields (the account client).
 * Each error the store gives lands under its field (spec 3 §8 "Each error in errors is shown");
 * an error for a field the form lacks, or a plain `error`, shows above the button.
 */
export function RegisterForm({ onLoggedIn }: AccountFormProps) {
  const uid = useId();
  const [error, setError] = useState('');
  const formik = useFormik<RegistrationFields>({
    initialValues: { firstname: '', lastname: '', email: '', telephone: '', password: '', confirm: '' },
    validationSchema: registerSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setError('');
      try {
        const answer = await registerCustomer({ ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim(), telephone: values.telephone.trim() });
        onLoggedIn(answer.customer_id);
      } catch (e) {
        const byField = e instanceof ApiError ? e.fields : {};
        const known = REGISTER_FIELDS.map((f) => f.name as string);
        helpers.setErrors(Object.fromEntries(Object.entries(byField).filter(([k]) => known.includes(k))));
        const others = Object.entries(byField).filter(([k]) => !known.includes(k)).map(([, text]) => text);
        if (!Object.keys(byField).length) setError(errorText(e, REGISTER_FAILED));
        else if (others.length) setError(others.join(' '));
      }
    },
  });
  const shown = (f: keyof RegistrationFields) => shownError(formik, f);
  return (
    <form className={styles.accountForm} aria-label="Register Account" noValidate onSubmit={formik.handleSubmit}>
      {REGISTER_FIELDS.map((f) => (
        <Field key={f.name} id={`${uid}-${f.name}`} label={f.label} required error={shown(f.name)}>
          {(a11y) => <input {...a11y} className={fields.input} name={f.name} type={f.type} autoComplete={f.autoComplete} required value={formik.values[f.name]} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
      ))}
      <FormEnd error={error} busy={formik.isSubmitting} submitLabel="Register" />
    </form>
  );
}
