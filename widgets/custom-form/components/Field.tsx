import { lazy, Suspense, type FocusEvent, type ReactNode } from 'react';
import type { FormField, FormLocation } from '../../../shared/api/forms';

/** The phone mask (imask) downloads only for forms that have a phone field. */
const PhoneInput = lazy(() => import('../../../shared/ui/PhoneInput').then((m) => ({ default: m.PhoneInput })));
import { Field as KitField, type FieldControlProps } from '../../../shared/ui/Field';
import fields from '../../../shared/ui/fields.module.css';
import { isOn, optionsOf } from '../rules';
import { useTexts } from '../../../shared/texts';
import { customFormTexts } from '../texts';
import styles from '../custom-form.module.css';

export interface FieldProps {
  field: FormField;
  /** The level of `heading` fields. */
  headingLevel: number;
  /** Element id of the control (and prefix of its error id). */
  id: string;
  name: string;
  value: string | string[] | boolean;
  error?: string;
  onChange: (value: string | string[] | boolean) => void;
  onBlur: (e: FocusEvent) => void;
  locations: { list: FormLocation[]; loading: boolean; failed: boolean; retry: () => void };
}

const Required = () => (
  <span className={fields.required} aria-hidden="true">
    {' '}
    *
  </span>
);

/** One field of a custom form, labelled, with its error under it (spec 3 §3, §5). */
export function Field({ field, headingLevel, id, name, value, error, onChange, onBlur, locations }: FieldProps) {
  const t = useTexts(customFormTexts);
  const required = isOn(field.required);
  const errorId = `${id}-error`;
  const a11y = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  const errorText = error ? (
    <p className={fields.error} id={errorId}>
      {error}
    </p>
  ) : null;
  /** A labelled control with its error under it (the kit's field). */
  const framed = (control: (a11y: FieldControlProps) => ReactNode) => (
    <KitField id={id} label={field.label_text} required={required} error={error}>
      {control}
    </KitField>
  );
  const text = typeof value === 'string' ? value : '';
  const placeholder = field.placeholder_text || undefined;

  switch (field.type) {
    case 'heading': {
      const Heading = `h${headingLevel}` as 'h2';
      return <Heading className={styles.heading}>{field.label_text}</Heading>;
    }
    case 'paragraph':
      return <p className={styles.paragraph}>{field.label_text}</p>;
    case 'hidden':
      return <input type="hidden" name={name} value={text} />;
    case 'textarea':
      return framed((a11y) => <textarea className={fields.textarea} {...a11y} name={name} rows={4} required={required} placeholder={placeholder} value={text} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />);
    case 'phone':
      return framed((a11y) => (
        <Suspense fallback={<input className={fields.input} {...a11y} name={name} type="tel" required={required} placeholder={placeholder} value={text} readOnly />}>
          <PhoneInput {...a11y} name={name} required={required} placeholder={placeholder} value={text} onChange={(v) => onChange(v)} onBlur={onBlur} />
        </Suspense>
      ));
    case 'select':
    case 'location': {
      const isLocation = field.type === 'location';
      const options = isLocation ? locations.list.map((l) => ({ value: l.email_address, label: l.location_name })) : optionsOf(field);
      return framed((a11y) => (
        <>
          <select className={fields.select} {...a11y} name={name} required={required} value={text} disabled={isLocation && locations.loading} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
            <option value="">{t(isLocation && locations.loading ? 'loadingLocations' : 'pleaseSelect')}</option>
            {options.map((o) => (
              <option key={o.value + o.label} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {isLocation && locations.failed ? (
            <p className={fields.error} role="alert">
              {t('locationsFailed')}{' '}
              <button type="button" className={styles.linkButton} onClick={locations.retry}>
                {t('tryAgain')}
              </button>
            </p>
          ) : null}
        </>
      ));
    }
    case 'radio':
    case 'checkbox': {
      const many = field.type === 'checkbox';
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className={fields.group} id={id} tabIndex={-1} {...a11y}>
          <legend className={fields.legend}>
            {field.label_text}
            {required ? <Required /> : null}
          </legend>
          <div className={styles.choices}>
            {optionsOf(field).map((o, i) => (
              <label key={o.value} className={fields.check}>
                <input
                  type={many ? 'checkbox' : 'radio'}
                  name={name}
                  value={o.value}
                  id={i === 0 ? `${id}-first` : undefined}
                  checked={many ? chosen.includes(o.value) : text === o.value}
                 
                  onChange={(e) => onChange(many ? (e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value)) : o.value)}
                  onBlur={onBlur}
                />
                {o.label}
              </label>
            ))}
          </div>
          {errorText}
        </fieldset>
      );
    }
    case 'acceptance':
      return (
        <div className={fields.field}>
          <label className={fields.check}>
            <input type="checkbox" id={id} name={name} required={required} checked={value === true} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} {...a11y} />
            {field.label_text}
            {required ? <Required /> : null}
          </label>
          {errorText}
        </div>
      );
    default: {
      const type = { email: 'email', number: 'text', date: 'date', time: 'time', text: 'text' }[field.type as string] ?? 'text';
      const extra = field.type === 'number' ? { inputMode: 'decimal' as const } : field.type === 'email' ? { autoComplete: 'email' } : {};
      return framed((a11y) => <input className={fields.input} {...a11y} name={name} type={type} required={required} placeholder={placeholder} value={text} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...extra} />);
    }
  }
}
