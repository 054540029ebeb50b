import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { ScheduleAppointmentProps } from './props';
import { scheduleAppointment, type AppointmentRequest } from '../../shared/api/forms';
import { ApiError } from '../../shared/api/errors';
import { useMutation } from '../../shared/data';
import { Field } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { PhoneInput } from '../../shared/ui/PhoneInput';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { notifySuccess } from '../../shared/ui/toast';
import fields from '../../shared/ui/fields.module.css';
import { text, useTexts } from '../../shared/texts';
import { scheduleAppointmentTexts } from './texts';
import styles from './schedule-appointment.module.css';


/** Spec 3 §8: the success toast, 5 s, top-center. */
export const SUCCESS_TEXT = scheduleAppointmentTexts.en.sent;
export const SUCCESS_MS = 5000;
/** When the store could not be reached (it gave no text of its own). */
export const NETWORK_TEXT = scheduleAppointmentTexts.en.notSent;

/** A message yup writes when it shows it (the page's language, the store's words). */
const msg = (key: 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid' | 'subjectRequired' | 'messageRequired') => () => text(scheduleAppointmentTexts, key);
const schema = object({
  name: string().trim().required(msg('nameRequired')),
  email: string().trim().required(msg('emailRequired')).email(msg('emailInvalid')),
  telephone: string().trim().matches(/^$|^\(\d{3}\) \d{3}-\d{4}$/, { message: msg('phoneInvalid') }),
  subject: string().trim().required(msg('subjectRequired')),
  message: string().trim().required(msg('messageRequired')),
});

/**
 * The storefront's schedule-appointment form (spec 3 §2, §7, §8) in a dialog: subject and message
 * pre-filled from the button that opened it, plus who to answer. The store's refusal is HTML,
 * shown sanitised in the alert area above the buttons, with everything typed kept; a success
 * toasts 'Request sent successfully!' for 5 s at the top centre, clears the form and closes.
 */
export function ScheduleAppointment({ subject, message, label, close }: ScheduleAppointmentProps & WidgetBaseProps) {
  const t = useTexts(scheduleAppointmentTexts);
  const [open, setOpen] = useState(Boolean(close));
  const [alertHtml, setAlertHtml] = useState('');
  const uid = useId();
  const idOf = (f: string) => `${uid}-${f}`;

  const send = useMutation(scheduleAppointment, { errorToast: false });
  const formik = useFormik<AppointmentRequest>({
    initialValues: { name: '', email: '', telephone: '', subject, message },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async (values) => {
      setAlertHtml('');
      try {
        await send.mutateAsync({ ...values, name: values.name.trim(), email: values.email.trim() });
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'store') setAlertHtml(error.message);
        else {
          console.warn('Partsfront: schedule-appointment could not be sent', error);
          setAlertHtml(`<p>${text(scheduleAppointmentTexts, 'notSent')}</p>`);
        }
        return;
      }
      notifySuccess(text(scheduleAppointmentTexts, 'sent'), { autoClose: SUCCESS_MS, position: 'top-center' });
      formik.resetForm({ values: { name: '', email: '', telephone: '', subject: '', message: '' } });
      dismiss();
    },
  });

  function dismiss() {
    setAlertHtml('');
    if (close) close();
    else setOpen(false);
  }

  const errorOf = (f: keyof AppointmentRequest) => (formik.touched[f] || formik.submitCount > 0 ? formik.errors[f] : undefined);
  return (
    <>
      {close ? null : (
        <button type="button" className={styles.trigger} onClick={() => setOpen(true)}>
          {label || t('title')}
        </button>
      )}
      <FormDialog
        open={open}
        onClose={dismiss}
        title={t('title')}
        submitLabel={t(send.pending ? 'sending' : 'send')}
        busy={send.pending}
        onSubmit={() => formik.handleSubmit()}
        formClassName={styles.form}
        buttonClassNames={{ cancel: styles.secondary, submit: styles.primary }}
      >
        <Field id={idOf('name')} label={t('name')} required error={errorOf('name')}>
          {(a11y) => <input className={fields.input} {...a11y} name="name" autoComplete="name" required value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={idOf('email')} label={t('email')} required error={errorOf('email')}>
          {(a11y) => <input className={fields.input} {...a11y} name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={idOf('telephone')} label={t('phone')} error={errorOf('telephone')}>
          {(a11y) => (
            <PhoneInput
              {...a11y}
              name="telephone"
              placeholder={t('phonePlaceholder')}
              value={formik.values.telephone}
              onChange={(v) => void formik.setFieldValue('telephone', v, false)}
              onBlur={formik.handleBlur}
            />
          )}
        </Field>
        <Field id={idOf('subject')} label={t('subject')} required error={errorOf('subject')}>
          {(a11y) => <input className={fields.input} {...a11y} name="subject" required value={formik.values.subject} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={idOf('message')} label={t('message')} required error={errorOf('message')}>
          {(a11y) => <textarea className={fields.textarea} {...a11y} name="message" rows={5} required value={formik.values.message} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <div role="alert" className={alertHtml ? styles.alert : undefined}>
          {alertHtml ? <SafeHtml html={alertHtml} /> : null}
        </div>
      </FormDialog>
    </>
  );
}
