import { useId, useState } from 'react';
import { useFormik, type FormikProps } from 'formik';
import { object, ref, string } from 'yup';
import { loginCustomer, registerCustomer, REGISTER_EMAIL, REGISTER_LIMITS as LIMITS, REGISTER_TEXTS, type CustomerData, type RegistrationFields } from '../../../shared/api/account';
import { ApiError, errorText } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import fields from '../../../shared/ui/fields.module.css';
import { text, useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

/**
 * The account forms of checkout step 1 (spec 3 §4 "Customer", §7, §8), loaded only when the
 * shopper opens one (Formik and yup stay off the cart page's first load). Login shows the store's
 * error text; registration shows each of the store's `errors` under its field.
 */

export const LOGIN_FAILED = cartTexts.en.loginFailed;
export const REGISTER_FAILED = cartTexts.en.registerFailed;

/** The store's own rules and texts (OpenCart's account/register), so the form says what the store would. */
export { REGISTER_TEXTS };
export const LOGIN_TEXTS = { email: cartTexts.en.emailRequired, password: cartTexts.en.passwordRequired } as const;

/** A validation message read when it is shown (a store's override or the page's language may come later). */
const says = (key: keyof typeof cartTexts.en) => () => text(cartTexts, key);

const loginSchema = object({
  email: string().trim().required(says('emailRequired')),
  password: string().required(says('passwordRequired')),
});

const registerSchema = object({
  firstname: string().trim().required(says('firstNameRule')).max(LIMITS.firstname[1], says('firstNameRule')),
  lastname: string().trim().required(says('lastNameRule')).max(LIMITS.lastname[1], says('lastNameRule')),
  email: string().trim().required(says('emailRule')).max(LIMITS.email[1], says('emailRule')).matches(REGISTER_EMAIL, says('emailRule')),
  telephone: string().trim().required(says('telephoneRule')).min(LIMITS.telephone[0], says('telephoneRule')).max(LIMITS.telephone[1], says('telephoneRule')),
  password: string().required(says('passwordRule')).min(LIMITS.password[0], says('passwordRule')).max(LIMITS.password[1], says('passwordRule')),
  confirm: string().oneOf([ref('password')], says('confirmRule')),
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
  const t = useTexts(cartTexts);
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
        setError(errorText(e, t('loginFailed')));
      }
    },
  });
  const shown = (f: keyof CustomerData) => shownError(formik, f);
  return (
    <form className={styles.accountForm} aria-label={t('returning')} noValidate onSubmit={formik.handleSubmit}>
      <Field id={`${uid}-email`} label={t('emailAddress')} required error={shown('email')}>
        {(a11y) => <input {...a11y} className={fields.input} name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <Field id={`${uid}-password`} label={t('password')} required error={shown('password')}>
        {(a11y) => <input {...a11y} className={fields.input} name="password" type="password" autoComplete="current-password" required value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <FormEnd error={error} busy={formik.isSubmitting} submitLabel={t('login')} />
    </form>
  );
}

const REGISTER_FIELDS: Array<{ name: keyof RegistrationFields; label: keyof typeof cartTexts.en; type: string; autoComplete: string }> = [
  { name: 'firstname', label: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'telephone', label: 'telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'confirm', type: 'password', autoComplete: 'new-password' },
];

/**
 * Registration at checkout step 1: POST processPost with the form's fields (the account client).
 * Each error the store gives lands under its field (spec 3 §8 "Each error in errors is shown");
 * an error for a field the form lacks, or a plain `error`, shows above the button.
 */
export function RegisterForm({ onLoggedIn }: AccountFormProps) {
  const uid = useId();
  const t = useTexts(cartTexts);
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
        if (!Object.keys(byField).length) setError(errorText(e, t('registerFailed')));
        else if (others.length) setError(others.join(' '));
      }
    },
  });
  const shown = (f: keyof RegistrationFields) => shownError(formik, f);
  return (
    <form className={styles.accountForm} aria-label={t('register')} noValidate onSubmit={formik.handleSubmit}>
      {REGISTER_FIELDS.map((f) => (
        <Field key={f.name} id={`${uid}-${f.name}`} label={t(f.label)} required error={shown(f.name)}>
          {(a11y) => <input {...a11y} className={fields.input} name={f.name} type={f.type} autoComplete={f.autoComplete} required value={formik.values[f.name]} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
      ))}
      <FormEnd error={error} busy={formik.isSubmitting} submitLabel={t('registerSubmit')} />
    </form>
  );
}
