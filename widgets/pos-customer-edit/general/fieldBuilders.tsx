import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import type { CustomerForm } from './useCustomerForm';

type FlagKey = 'newsletter' | 'texting_alerts' | 'tax_exempt' | 'status' | 'safe' | 'require_email' | 'require_telephone' | 'require_address';

/** The form's field markup bound to its state: a labelled control with its error, a text input, a 0/1 flag. */
export function fieldBuilders({ formik, values, errorAt }: CustomerForm, uid: string) {
  const field = (path: string, label: string, input: (a11y: FieldControlProps) => ReactNode, required = false) => (
    <Field key={path} id={`${uid}-${path}`} label={label} error={errorAt(path)} required={required}>
      {input}
    </Field>
  );
  const text = (path: string, label: string, opts: { required?: boolean; type?: string; autoComplete?: string } = {}) =>
    field(
      path,
      label,
      (a11y) => (
        <input
          {...a11y}
          className={fields.input}
          name={path}
          type={opts.type ?? 'text'}
          autoComplete={opts.autoComplete ?? 'off'}
          value={String(formik.getFieldProps(path).value ?? '')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      ),
      opts.required,
    );
  /** A 0/1 flag of the store, held by the form as a boolean (posted as 1/0 by customerForm). */
  const check = (path: FlagKey, label: string, role?: 'switch') => (
    <label className={fields.check} key={path}>
      <input type="checkbox" role={role} name={path} checked={values[path]} onChange={(e) => void formik.setFieldValue(path, e.target.checked)} />
      {label}
    </label>
  );
  return { field, text, check };
}

export type FieldBuilders = ReturnType<typeof fieldBuilders>;
