import { memo, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from './Button';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
import fields from './fields.module.css';

/** One filter as its control sees it. */
export interface FilterField<K extends string> {
  key: K;
  /** The id the filter's label points at. */
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export interface FilterFormProps<K extends string> {
  /** The form's accessible name, e.g. "Filter orders". */
  label: string;
  /** The filters shown, in order. */
  keys: readonly K[];
  labels: Readonly<Record<K, string>>;
  /** The filters applied now; a new value (back button, another tab) replaces what is typed. */
  value: Partial<Record<K, string>>;
  /** Called by Filter (or Enter) with the trimmed, non-empty filters, and by Reset with none. */
  onApply: (filters: Partial<Record<K, string>>) => void;
  /** Attributes of a filter's text box (type, min, …); a text box of the kit's field style. */
  input?: (key: K) => InputHTMLAttributes<HTMLInputElement>;
  /** A filter's own control instead of the text box (a select); `null` keeps the text box. */
  control?: (field: FilterField<K>) => ReactNode;
  className?: string;
  /** Puts the fields in a row of this class; without it they sit in the form itself. */
  rowClassName?: string;
  actionsClassName?: string;
  role?: 'search';
}

/**
 * A list's filter form: a labelled field a filter, applied with Filter (or Enter) and cleared with
 * Reset. What is typed stays until then, so a slow list never eats a half-typed filter. Renders
 * again only when its props change (give it stable `onApply`, `input`, `control`): a list's sort or
 * page leaves it alone.
 */
export const FilterForm = memo(FilterFormInner) as typeof FilterFormInner;

function FilterFormInner<K extends string>({ label, keys, labels, value, onApply, input, control, className, rowClassName, actionsClassName, role }: FilterFormProps<K>) {
  const t = useTexts(uiTexts);
  const uid = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const v = draft[key]?.trim();
      if (v) next[key] = v;
    }
    onApply(next);
  };
  const items = keys.map((key) => {
    const field: FilterField<K> = { key, id: `${uid}-${key}`, value: draft[key] ?? '', onChange: (v) => setDraft((d) => ({ ...d, [key]: v })) };
    return (
      <div className={fields.field} key={key}>
        <label className={fields.label} htmlFor={field.id}>
          {labels[key]}
        </label>
        {control?.(field) ?? <input type="text" {...input?.(key)} id={field.id} className={fields.input} value={field.value} onChange={(e) => field.onChange(e.target.value)} />}
      </div>
    );
  });
  return (
    <form className={className} onSubmit={submit} aria-label={label} role={role}>
      {rowClassName ? <div className={rowClassName}>{items}</div> : items}
      <div className={actionsClassName}>
        <Button type="submit">{t('filter')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('reset')}
        </Button>
      </div>
    </form>
  );
}
