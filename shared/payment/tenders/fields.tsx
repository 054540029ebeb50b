import { useId, type ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { string } from 'yup';
import { Button, Field } from '../../ui';
import fields from '../../ui/fields.module.css';
import { amountProblem, exceeds } from './rules';
import styles from './tenders.module.css';

/** A money amount: positive, dollars and cents; above `max` gives `maxMessage`. */
export function amountSchema(max?: () => string | null, maxMessage?: () => string) {
  return string()
    .default('')
    .test('amount', (value, ctx) => {
      const problem = amountProblem(value ?? '');
      if (problem) return ctx.createError({ message: problem });
      const limit = max?.();
      if (limit !== undefined && limit !== null && exceeds(value, limit)) return ctx.createError({ message: maxMessage?.() ?? '' });
      return true;
    });
}

type FieldForm<V> = Pick<FormikProps<V>, 'values' | 'errors' | 'touched' | 'submitCount' | 'setFieldValue' | 'setFieldTouched'>;

/**
 * A formik text field's TextField props: typing marks it touched (so its error shows as it is
 * typed), leaving it too; its error shows once touched or after a submit.
 */
export function formikField<V extends object>(formik: FieldForm<V>, name: keyof V & string) {
  return {
    name,
    value: String(formik.values[name] ?? ''),
    onChange: (v: string) => {
      void formik.setFieldValue(name, v);
      void formik.setFieldTouched(name, true, false);
    },
    onBlur: () => void formik.setFieldTouched(name, true),
    error: formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined,
  };
}

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
  autoComplete?: string;
  /** `$` before the input (money). */
  money?: boolean;
}

/** A labelled input with its help and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, name, value, onChange, onBlur, error, help, disabled, readOnly, inputMode = 'text', autoComplete = 'off', money }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={help} error={error}>
      {(a11y) => (
        <div className={money ? styles.money : undefined}>
          {money && (
            <span className={styles.currency} aria-hidden="true">
              $
            </span>
          )}
          <input
            {...a11y}
            name={name}
            className={fields.input}
            value={value}
            inputMode={inputMode}
            autoComplete={autoComplete}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}

/** The form's submit button and the call's error under it (the store's words). */
export function SubmitRow({ label, pending, pendingLabel, error, disabled }: { label: string; pending: boolean; pendingLabel?: string; error: string | null; disabled?: boolean }) {
  return (
    <div className={styles.submit}>
      <Button type="submit" busy={pending} disabled={disabled}>
        {pending && pendingLabel ? pendingLabel : label}
      </Button>
      {error && (
        <p role="alert" className={fields.error}>
          {error}
        </p>
      )}
    </div>
  );
}
