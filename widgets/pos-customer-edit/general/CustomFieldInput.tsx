import type { CustomField } from '../../../shared/api/customer';
import { Field, type FieldControlProps } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

/** An account or address custom field of any type (spec 2 §3 "Custom field"). */
export function CustomFieldInput({ uid, field, name, value, onChange }: { uid: string; field: CustomField; name: string; value: string | string[] | undefined; onChange: (v: string | string[]) => void }) {
  const id = `${uid}-cf-${field.custom_field_id}`;
  const t = useTexts(posCustomerEditTexts);
  const single = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <fieldset className={fields.group}>
        <legend className={fields.label}>{field.name}</legend>
        <div className={styles.switches}>
          {field.values.map((v) => {
            const key = String(v.custom_field_value_id);
            return (
              <label className={fields.check} key={key}>
                <input
                  type={field.type}
                  name={name}
                  value={key}
                  checked={field.type === 'radio' ? single === key : list.includes(key)}
                  onChange={(e) => onChange(field.type === 'radio' ? key : e.target.checked ? [...list, key] : list.filter((x) => x !== key))}
                />
                {v.name}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }
  const control = (a11y: FieldControlProps) =>
    field.type === 'select' ? (
      <select {...a11y} className={fields.select} name={name} value={single} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('pleaseSelect')}</option>
        {field.values.map((v) => (
          <option key={v.custom_field_value_id} value={String(v.custom_field_value_id)}>
            {v.name}
          </option>
        ))}
      </select>
    ) : field.type === 'textarea' ? (
      <textarea {...a11y} className={fields.textarea} name={name} value={single} onChange={(e) => onChange(e.target.value)} />
    ) : (
      <input
        {...a11y}
        className={fields.input}
        name={name}
        type={field.type === 'datetime' ? 'datetime-local' : field.type === 'text' ? 'text' : field.type}
        value={field.type === 'datetime' ? single.replace(' ', 'T') : single}
        onChange={(e) => onChange(field.type === 'datetime' ? e.target.value.replace('T', ' ') : e.target.value)}
      />
    );
  return (
    <Field id={id} label={field.name}>
      {control}
    </Field>
  );
}

