import type { ReactNode } from 'react';
import fields from './fields.module.css';

/** What a field hands its control: the id its label points at and the a11y state of its error/hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id; the label points at it, the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** The message shown under the control; when set the control reads as invalid and describes itself with it. */
  error?: ReactNode;
  /** A help line under the control (before the error), always in the control's description. */
  hint?: ReactNode;
  /** Defaults to `${id}-help`. */
  hintId?: string;
  /** Defaults to `${id}-error`. */
  errorId?: string;
  /** Shows the required marker (" *", hidden from screen readers: the control carries `required`). */
  required?: boolean;
  /** Class overrides for forms with their own look (default: the kit's `fields` classes). */
  className?: string;
  /** `null`: a label without a class. */
  labelClassName?: string | null;
  errorClassName?: string;
  requiredClassName?: string;
  /** `alert`: the error is also spoken the moment it appears (e.g. after the store refused a code). */
  errorRole?: 'alert';
  /** Renders the control with the props it needs (spread them on it; PhoneInput takes them too). */
  children: (control: FieldControlProps) => ReactNode;
}

/** One form field: wrapper, label (for the control), control, optional hint and error line. */
export function Field({ id, label, error, hint, hintId = `${id}-help`, errorId = `${id}-error`, required = false, className = fields.field, labelClassName = fields.label, errorClassName = fields.error, requiredClassName = fields.required, errorRole, children }: FieldProps) {
  const hasError = Boolean(error);
  const hasHint = Boolean(hint);
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className={labelClassName ?? undefined} htmlFor={id}>
        {label}
        {required && (
          <span className={requiredClassName} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': describedBy })}
      {hasHint && (
        <p className={fields.help} id={hintId}>
          {hint}
        </p>
      )}
      {hasError && (
        <p className={errorClassName} id={errorId} role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}
