import type { InputHTMLAttributes } from 'react';
import { Field } from '../../../shared/ui/Field';
import fields from '../../../shared/ui/fields.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message (shown under it and tied to it with aria-describedby). */
  error?: string;
}

/** A labelled input with its message, on the kit's field styles (the POS cart's forms). */
export function TextField({ id, label, value, onChange, error, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(a11y) => <input {...rest} {...a11y} className={fields.input} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
