import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '../../../shared/data';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Field } from '../../../shared/ui/Field';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { ApiError, errorText } from '../../../shared/api/errors';
import type { ContactLocation, Product } from '../../../shared/api/shapes/product';
import { captchaImageUrl, getContactLocations, productContactEmail, productKeys, validateCaptcha } from '../../../shared/api/product';
import styles from '../product.module.css';
import type { ProductPageText } from '../texts';

/** Spec 1 §8: a captcha check that fails without the store's answer. */
export const CAPTCHA_NETWORK_ERROR = 'An error occurred while validating the captcha';

/**
 * The form's rules; each message is read when it is shown. The texts come from the block's `t`:
 * a catalog imported by this lazily loaded dialog too would be cut into a file of its own, one
 * request more on the product page.
 */
const rules = (t: ProductPageText) => {
  const says = (key: Parameters<ProductPageText>[0]) => () => t(key);
  return object({
    name: string().trim().required(says('nameRequired')),
    email: string().trim().required(says('emailRequired')).email(says('emailInvalid')),
    phone: string().trim().required(says('phoneRequired')).matches(/^\(\d{3}\) \d{3}-\d{4}$/, says('phoneInvalid')),
    location: string().required(says('locationRequired')),
    message: string().trim().required(says('messageRequired')),
    captcha: string().trim().required(says('captchaRequired')),
  });
};

type Values = { name: string; email: string; phone: string; location: string; message: string; captcha: string };
const EMPTY: Values = { name: '', email: '', phone: '', location: '', message: '', captcha: '' };

/** The contact locations, loaded once per page; a failure can be retried. */
function useContactLocations() {
  const query = useQuery<ContactLocation[]>(productKeys.contactLocations, () => getContactLocations(), { staleMs: Infinity });
  return { locations: query.data ?? [], failed: Boolean(query.error), loading: query.fetching, retry: () => void query.refetch() };
}

/**
 * Contact Us (spec 1 §3, §5, §8): all fields required; the captcha is checked with
 * validateCaptcha first (its error shown under the field), then productContactEmail is sent
 * with pcName, pcEmail, pcPhone, pcMessage, pcLocation (the location's name) and
 * pcLocationEmail (its first address). On any failure the typed values stay.
 */
export default function ContactUsModal({ open, onClose, product, t }: { open: boolean; onClose: () => void; product: Product; t: ProductPageText }) {
  const uid = useId();
  const schema = useMemo(() => rules(t), [t]);
  const ids = (field: string) => `${uid}-${field}`;
  const { locations, failed, loading, retry } = useContactLocations();
  // Cache-busting for the captcha image: a fresh value per open and per "new image".
  const [nonce, setNonce] = useState(() => Date.now());
  const newImage = () => setNonce((n) => n + 1);

  const [send, sending] = useSingleFlight(async (values: Values) => {
    try {
      await validateCaptcha(values.captcha.trim());
    } catch (error) {
      const text = error instanceof ApiError && error.kind === 'store' ? error.message : t('captchaFailed');
      formik.setFieldError('captcha', text);
      return;
    }
    const location = locations.find((l) => String(l.location_id) === values.location);
    try {
      const success = await productContactEmail({
        product_id: product.product_id,
        pcName: values.name.trim(),
        pcEmail: values.email.trim(),
        pcPhone: values.phone,
        pcMessage: values.message.trim(),
        pcLocation: location?.location_name ?? '',
        pcLocationEmail: location?.email ?? '',
      });
      notifySuccess(success || t('sent'));
      formik.resetForm();
      newImage();
      onClose();
    } catch (error) {
      notifyError(errorText(error));
    }
  });

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: (values) => send(values).catch(() => undefined),
  });

  // One location: nothing to choose.
  useEffect(() => {
    if (locations.length === 1 && !formik.values.location) void formik.setFieldValue('location', String(locations[0].location_id), false);
  }, [locations, formik]);

  const fieldError = (field: keyof Values) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const a11y = (field: keyof Values) => {
    const error = fieldError(field);
    return { id: ids(field), 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? ids(`${field}-error`) : undefined };
  };
  const errorOf = (field: keyof Values) => {
    const error = fieldError(field);
    return error ? (
      <p className={styles.fieldError} id={ids(`${field}-error`)}>
        {error}
      </p>
    ) : null;
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('contactUs')}
      submitLabel={t('send')}
      busy={sending}
      onSubmit={() => formik.handleSubmit()}
      formClassName={styles.contactForm}
      buttonClassNames={{ cancel: styles.secondaryButton, submit: styles.primaryButton }}
    >
      <p className={styles.muted}>{t('askAbout', { name: product.name })}</p>
      <Field id={ids('name')} label={t('name')} error={fieldError('name')} className={styles.field} labelClassName={null} errorClassName={styles.fieldError}>
        {(a11y) => <input {...a11y} name="name" autoComplete="name" required value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <Field id={ids('email')} label={t('email')} error={fieldError('email')} className={styles.field} labelClassName={null} errorClassName={styles.fieldError}>
        {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <Field id={ids('phone')} label={t('phone')} error={fieldError('phone')} className={styles.field} labelClassName={null} errorClassName={styles.fieldError}>
        {(a11y) => (
          <PhoneInput
            {...a11y}
            name="phone"
            required
            placeholder={t('phoneFormat')}
            value={formik.values.phone}
            onChange={(value) => void formik.setFieldValue('phone', value, false)}
            onBlur={formik.handleBlur}
          />
        )}
      </Field>
      <Field id={ids('location')} label={t('location')} error={fieldError('location')} className={styles.field} labelClassName={null} errorClassName={styles.fieldError}>
        {(a11y) => (
          <>
            <select {...a11y} name="location" required value={formik.values.location} onChange={formik.handleChange} onBlur={formik.handleBlur} disabled={loading}>
              <option value="">{t(loading ? 'loadingLocations' : 'select')}</option>
              {locations.map((l) => (
                <option key={String(l.location_id)} value={String(l.location_id)}>
                  {l.location_name}
                </option>
              ))}
            </select>
            {failed && (
              <p className={styles.fieldError} role="alert">
                {t('locationsFailed')}{' '}
                <button type="button" className={styles.linkButton} onClick={retry}>
                  {t('tryAgain')}
                </button>
              </p>
            )}
          </>
        )}
      </Field>
      <Field id={ids('message')} label={t('message')} error={fieldError('message')} className={styles.field} labelClassName={null} errorClassName={styles.fieldError}>
        {(a11y) => <textarea {...a11y} name="message" rows={4} required value={formik.values.message} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
      </Field>
      <div className={styles.field}>
        <img className={styles.captchaImage} src={captchaImageUrl(nonce)} width={175} alt={t('captchaAlt')} />
        <button type="button" className={styles.linkButton} onClick={newImage}>
          {t('newImage')}
        </button>
        <label htmlFor={ids('captcha')}>{t('captcha')}</label>
        <input {...a11y('captcha')} name="captcha" autoComplete="off" required value={formik.values.captcha} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        {errorOf('captcha')}
      </div>
    </FormDialog>
  );
}
