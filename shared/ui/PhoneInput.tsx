import type { FocusEvent } from 'react';
import { IMaskInput } from 'react-imask';
import styles from './PhoneInput.module.css';

/** Spec 1 §5: "Phone uses the mask (###) ###-####" (imask writes a digit as 0). */
export const PHONE_MASK = '(000) 000-0000';

export interface PhoneInputProps {
  id: string;
  name: string;
  /** The masked string, e.g. "(555) 123-4567"; what formik keeps. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  /** Id(s) of the error / hint text. */
  describedBy?: string;
  /** The same two, as the kit `Field` hands them: `{(a11y) => <PhoneInput {...a11y} … />}`. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/**
 * A US phone box with the store's mask. Label it with `<label htmlFor={id}>`. In formik:
 * `onChange={(v) => setFieldValue(name, v)}` and `onBlur={handleBlur}`.
 */
export function PhoneInput({ id, name, value, onChange, onBlur, invalid, describedBy, 'aria-invalid': ariaInvalid, 'aria-describedby': ariaDescribedBy, required, disabled, placeholder, autoComplete = 'tel-national', className }: PhoneInputProps) {
  return (
    <IMaskInput
      mask={PHONE_MASK}
      // Keep the masked text as the value (unmask=false), so validation sees what the user sees.
      unmask={false}
      value={value}
      onAccept={(masked: string) => {
        if (masked !== value) onChange(masked);
      }}
      onBlur={onBlur}
      id={id}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      aria-invalid={invalid || ariaInvalid || undefined}
      aria-describedby={describedBy ?? ariaDescribedBy}
      className={[styles.input, className].filter(Boolean).join(' ')}
    />
  );
}
