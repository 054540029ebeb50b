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
import styles from './schedule-appointment.module.css';


/** Spec 3 §8: the success toast, 5 s, top-center. */
export const SUCCESS_TEXT = 'Request sent successfully!';
export const SUCCESS_MS = 5000;
/** When the store could not be reached (it gave no text of its own). */
export const NETWORK_TEXT = 'Your request could not be sent. Please check your connection and try again.';

const schema = object({
  name: string().trim().required('Name is required!'),
  email: string().trim().required('Email is required!').email('Must be a valid email!'),
  telephone: string().trim().matches(/^$|^\(\d{3}\) \d{3}-\d{4}$/, 'Phone must be a full phone number.'),
  subject: string().trim().required('Subject is required!'),
  message: string().trim().required('Message is required!'),
});

/**
 * The storefront's schedule-appointment form (spec 3 §2, §7, §8) in a dialog: subject and message
 * pre-filled from the button that opened it, plus who to answer. The store's refusal is HTML,
 * shown sanitised in the alert area above the buttons, with everything typed kept; a success
 * toasts 'Request sent successfully!' for 5 s at the top centre, clears the form and closes.
 */
export function ScheduleAppointment({ subject, message, label, close }: ScheduleAppointmentProps & WidgetBaseProps) {
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
          setAlertHtml(`<p>${NETWORK_TEXT}</p>`);
        }
        return;
      }
      notifySuccess(SUCCESS_TEXT, { autoClose: SUCCESS_MS, position: 'top-center' });
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
          {label}
        </button>
      )}
      <FormDialog
        open={open}
        onClose={dismiss}
        title="Schedule an Appointment"
        submitLabel={send.pending ? 'Sending...' : 'Send Request'}
        busy={send.pending}
        onSubmit={() => formik.handleSubmit()}
        formClassName={styles.form}
        buttonClassNames={{ cancel: styles.secondary, submit: styles.primary }}
      >
        <Field id={idOf('name')} label="Name" required error={errorOf('name')}>
          {(a11y) => <input className={fields.input} {...a11y} name="name" autoComplete="name" required value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={idOf('email')} label="Email" required error={errorOf('email')}>
          {(a11y) => <input className={fields.input} {...a11y} name="email" type="email" autoComplete="email" required value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={idOf('telephone')} label="Phone" error={errorOf('telephone')}>
          {(a11y) => (
            <PhoneInput
              {...a11y}
              name="telephone"
              placeholder="(555) 555-5555"
              value={formik.values.telephone}
              onChange={(v) => void formik.setFieldValue('telephone', v, false)}
              onBlur={formik.handleBlur}
            />
          )}
        </Field>
        <Field id={idOf('subject')} label="Subject" required error={errorOf('subject')}>
          {(a11y) => <input className={fields.input} {...a11y} name="subject" required value={formik.values.subject} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={idOf('message')} label="Message" required error={errorOf('message')}>
          {(a11y) => <textarea className={fields.textarea} {...a11y} name="message" rows={5} required value={formik.values.message} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <div role="alert" className={alertHtml ? styles.alert : undefined}>
          {alertHtml ? <SafeHtml html={alertHtml} /> : null}
        </div>
      </FormDialog>
    </>
  );
}
