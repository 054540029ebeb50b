import type { ProductOption, ProductOptionValue } from '../../../shared/api/shapes/product';
import { adjustmentText } from '../../../shared/product';
import { Field } from '../../../shared/ui/Field';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

export interface OptionFieldProps {
  option: ProductOption;
  /** Value id, ticked value ids (checkbox) or text. */
  answer: string | string[] | undefined;
  error?: string;
  idPrefix: string;
  onChange: (answer: string | string[], value?: ProductOptionValue) => void;
}

const INPUT_TYPES = { text: 'text', date: 'date', time: 'time', datetime: 'datetime-local' } as const;

/** "Chrome (+$12.00)": the value's name with the store's text of its adjustment (no arithmetic at load). */
function valueLabel(value: ProductOptionValue): string {
  const adjustment = adjustmentText(value);
  return adjustment ? `${value.name} (${adjustment})` : value.name;
}

/** One product option of any spec type, with its required mark and its error. */
export function OptionField({ option, answer, error, idPrefix, onChange }: OptionFieldProps) {
  const t = useTexts(productPageTexts);
  const id = `${idPrefix}-opt-${option.product_option_id}`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = invalid ? errorId : undefined;
  const text = typeof answer === 'string' ? answer : '';
  const ticked = Array.isArray(answer) ? answer : [];
  const mark = option.required ? <span className={styles.required} aria-hidden="true"> *</span> : null;
  const errorText = error ? (
    <p className={styles.fieldError} id={errorId}>
      {error}
    </p>
  ) : null;

  /** The product's own look on the kit field. */
  const looks = { className: styles.field, labelClassName: null, errorClassName: styles.fieldError, requiredClassName: styles.required };

  if (option.type === 'select') {
    return (
      <Field id={id} label={option.name} required={option.required} error={error} {...looks}>
        {(a11y) => (
          <select
            {...a11y}
            value={text}
            required={option.required}
            onChange={(e) => onChange(e.target.value, option.values.find((v) => String(v.product_option_value_id) === e.target.value))}
          >
            <option value="">{t('select')}</option>
            {option.values.map((v) => (
              <option key={String(v.product_option_value_id)} value={String(v.product_option_value_id)}>
                {valueLabel(v)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  if (option.type === 'radio' || option.type === 'image' || option.type === 'checkbox') {
    const multiple = option.type === 'checkbox';
    return (
      <fieldset className={styles.field} aria-describedby={describedBy}>
        <legend>
          {option.name}
          {mark}
          {/* A group has no `required` attribute: say it in words for screen readers. */}
          {option.required && <span className="pf-visually-hidden">{t('required')}</span>}
        </legend>
        {option.values.map((v) => {
          const valueId = String(v.product_option_value_id);
          const checked = multiple ? ticked.includes(valueId) : text === valueId;
          return (
            <label key={valueId} className={styles.choice}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={valueId}
                checked={checked}
                onChange={() =>
                  multiple ? onChange(checked ? ticked.filter((t) => t !== valueId) : [...ticked, valueId], v) : onChange(valueId, v)
                }
              />
              {option.type === 'image' && v.image && <img className={styles.choiceImage} src={v.image} alt="" width={40} height={40} />}
              {valueLabel(v)}
            </label>
          );
        })}
        {errorText}
      </fieldset>
    );
  }

  return (
    <Field id={id} label={option.name} required={option.required} error={error} {...looks}>
      {(a11y) =>
        option.type === 'textarea' ? (
          <textarea {...a11y} value={text} required={option.required} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...a11y} value={text} required={option.required} type={INPUT_TYPES[option.type as keyof typeof INPUT_TYPES] ?? 'text'} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}
