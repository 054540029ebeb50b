import { useId } from 'react';
import { useFormik } from 'formik';
import { array, boolean, object, string } from 'yup';
import type { AppointmentData, AppointmentInput } from '../../../shared/api/appointment';
import { vehicleName } from '../../../shared/api/shapes/vehicle';
import { formatLaborTime } from '../../../shared/money';
import { DEFAULT_DURATION, DURATIONS, endTimes, startTimes } from './options';
import { Field } from '../../../shared/ui/Field';
import fields from '../../../shared/ui/fields.module.css';
import { text, useTexts } from '../../../shared/texts';
import { appointmentTexts } from '../texts';
import styles from '../appointment.module.css';

export interface FormValues {
  products: string[];
  installers: string[];
  location: string;
  bay: string;
  startDate: string;
  startTime: string;
  duration: string;
  status: string;
  note: string;
  vehicle: string;
  notify: boolean;
}

// The spec gives no texts for these; ours. Written when shown (yup calls the message's function).
export const MSG_LOCATION = appointmentTexts.en.chooseLocation;
export const MSG_BAY = appointmentTexts.en.chooseBay;
export const MSG_DATE = appointmentTexts.en.chooseDate;
export const MSG_TIME = appointmentTexts.en.chooseTime;
export const MSG_STATUS = appointmentTexts.en.chooseStatus;
const msg = (key: 'chooseLocation' | 'chooseBay' | 'chooseDate' | 'chooseTime' | 'chooseStatus') => () => text(appointmentTexts, key);

const numeric = /^\d+$/;

/** Spec 3 §5: products and installers are lists of numbers; location, bay, duration, status numbers; date, time, note strings; vehicle may be null. */
const schema = object({
  products: array(string().matches(numeric).required()).required(),
  installers: array(string().matches(numeric).required()).required(),
  location: string().required(msg('chooseLocation')).matches(numeric, { message: msg('chooseLocation') }),
  bay: string().required(msg('chooseBay')).matches(numeric, { message: msg('chooseBay') }),
  startDate: string().required(msg('chooseDate')).matches(/^\d{4}-\d{2}-\d{2}$/, { message: msg('chooseDate') }),
  startTime: string().required(msg('chooseTime')).matches(/^\d{2}:\d{2}$/, { message: msg('chooseTime') }),
  duration: string().required().matches(numeric),
  status: string().required(msg('chooseStatus')).matches(numeric, { message: msg('chooseStatus') }),
  note: string(),
  vehicle: string(),
  notify: boolean().required(),
});

export function emptyValues(data: AppointmentData): FormValues {
  return {
    products: [],
    installers: [],
    location: data.locations.length === 1 ? String(data.locations[0].location_id) : '',
    bay: '',
    startDate: '',
    startTime: '',
    duration: String(DEFAULT_DURATION),
    status: data.statuses.length ? String(data.statuses[0].status_id) : '',
    note: '',
    vehicle: '',
    notify: false,
  };
}

/** The typed values as the booking call takes them. */
export function toInput(values: FormValues, data: AppointmentData): AppointmentInput {
  return {
    order_id: data.orderId,
    customer_id: data.customerId ?? '',
    created_by: data.userId,
    products: values.products.map(Number),
    installers: values.installers.map(Number),
    location_id: Number(values.location),
    bay_id: Number(values.bay),
    startDate: values.startDate,
    startTime: values.startTime,
    duration: Number(values.duration),
    status_id: Number(values.status),
    note: values.note,
    vehicle_id: values.vehicle === '' ? null : Number(values.vehicle),
    notify_customer: values.notify,
  };
}

export interface AppointmentFormProps {
  formId: string;
  data: AppointmentData;
  /** Disables the fields while the booking is being sent. */
  sending: boolean;
  onSubmit: (input: AppointmentInput) => void;
}

/**
 * The booking form (spec 3 §2 "Appointment booking"): products of the order, installers,
 * location and a bay of that location, start date and time (steps of the store's time slot
 * length), duration (15-minute steps up to 8 h) or the end time it makes (the slot length's steps up to
 * 8 h after the start), status, note, the customer's vehicle and
 * whether to notify the customer. Its submit button lives in the dialog's footer (`form={formId}`).
 */
export function AppointmentForm({ formId, data, sending, onSubmit }: AppointmentFormProps) {
  const t = useTexts(appointmentTexts);
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const formik = useFormik<FormValues>({
    initialValues: emptyValues(data),
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: (values) => onSubmit(toInput(values, data)),
  });
  const { values } = formik;
  const bays = data.bays.filter((b) => String(b.location_id) === values.location);
  const times = startTimes(data.timeSlotLength);
  // The end time is another way to set the duration: its list runs to 8 h in the store's slot steps.
  const ends = endTimes(values.startTime, data.timeSlotLength);
  const endValue = ends.some((e) => e.value === values.duration) ? values.duration : '';

  const fieldError = (field: keyof FormValues) => {
    const error = formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
    return typeof error === 'string' ? error : undefined;
  };
  return (
    <form id={formId} className={styles.form} noValidate onSubmit={formik.handleSubmit}>
      <fieldset className={styles.group} disabled={sending}>
        <legend>{t('products')}</legend>
        {data.products.length === 0 && <p className={styles.muted}>{t('noProducts')}</p>}
        {data.products.map((p) => (
          <label key={String(p.product_id)} className={fields.check}>
            <input type="checkbox" name="products" value={String(p.product_id)} checked={values.products.includes(String(p.product_id))} onChange={formik.handleChange} />
            {p.name}
            {p.labor_minutes > 0 && <span className={styles.muted}> ({formatLaborTime(p.labor_minutes)})</span>}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group} disabled={sending}>
        <legend>{t('installers')}</legend>
        {data.installers.map((i) => (
          <label key={String(i.user_id)} className={fields.check}>
            <input type="checkbox" name="installers" value={String(i.user_id)} checked={values.installers.includes(String(i.user_id))} onChange={formik.handleChange} />
            {i.wholename}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.grid} disabled={sending}>
        <legend className="pf-visually-hidden">{t('whenWhere')}</legend>
        <Field id={id('location')} label={t('location')} error={fieldError('location')}>
          {(a11y) => (
            <select
              {...a11y}
              name="location"
              className={fields.select}
              value={values.location}
              onBlur={formik.handleBlur}
              onChange={(e) => {
                void formik.setFieldValue('location', e.target.value);
                // A bay belongs to one location: choosing another location clears it.
                void formik.setFieldValue('bay', '');
              }}
            >
              <option value="">{t('pleaseSelect')}</option>
              {data.locations.map((l) => (
                <option key={String(l.location_id)} value={String(l.location_id)}>
                  {l.location_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('bay')} label={t('bay')} error={fieldError('bay')}>
          {(a11y) => (
            <select {...a11y} name="bay" className={fields.select} value={values.bay} onChange={formik.handleChange} onBlur={formik.handleBlur} disabled={!values.location}>
              <option value="">{t('pleaseSelect')}</option>
              {bays.map((b) => (
                <option key={String(b.bay_id)} value={String(b.bay_id)}>
                  {b.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('startDate')} label={t('startDate')} error={fieldError('startDate')}>
          {(a11y) => <input {...a11y} name="startDate" className={fields.input} type="date" value={values.startDate} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <Field id={id('startTime')} label={t('startTime')} error={fieldError('startTime')}>
          {(a11y) => (
            <select {...a11y} name="startTime" className={fields.select} value={values.startTime} onChange={formik.handleChange} onBlur={formik.handleBlur}>
              <option value="">{t('pleaseSelect')}</option>
              {times.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('duration')} label={t('duration')} error={fieldError('duration')}>
          {(a11y) => (
            <select {...a11y} name="duration" className={fields.select} value={values.duration} onChange={formik.handleChange} onBlur={formik.handleBlur}>
              {DURATIONS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('endTime')} label={t('endTime')}>
          {(a11y) => (
            <select
              {...a11y}
              name="endTime"
              className={fields.select}
              value={endValue}
              disabled={!ends.length}
              onChange={(e) => {
                if (e.target.value) void formik.setFieldValue('duration', e.target.value);
              }}
            >
              <option value="">{t(ends.length ? 'pleaseSelect' : 'startFirst')}</option>
              {ends.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('status')} label={t('status')} error={fieldError('status')}>
          {(a11y) => (
            <select {...a11y} name="status" className={fields.select} value={values.status} onChange={formik.handleChange} onBlur={formik.handleBlur}>
              <option value="">{t('pleaseSelect')}</option>
              {data.statuses.map((s) => (
                <option key={String(s.status_id)} value={String(s.status_id)}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {data.ymmEnabled && (
          <Field id={id('vehicle')} label={t('vehicle')} error={fieldError('vehicle')}>
            {(a11y) => (
              <select {...a11y} name="vehicle" className={fields.select} value={values.vehicle} onChange={formik.handleChange} onBlur={formik.handleBlur}>
                <option value="">{t('none')}</option>
                {data.vehicles.map((v) => (
                  <option key={String(v.vehicle_id)} value={String(v.vehicle_id)}>
                    {vehicleName(v)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className={styles.plain} disabled={sending}>
        <legend className="pf-visually-hidden">{t('noteAndNotify')}</legend>
        <Field id={id('note')} label={t('note')} error={fieldError('note')}>
          {(a11y) => <textarea {...a11y} name="note" className={fields.textarea} rows={3} value={values.note} onChange={formik.handleChange} onBlur={formik.handleBlur} />}
        </Field>
        <label className={fields.check}>
          <input type="checkbox" name="notify" checked={values.notify} onChange={formik.handleChange} />
          {t('notify')}
        </label>
      </fieldset>
    </form>
  );
}
