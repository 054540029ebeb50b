import { useId, useState, type FormEvent } from 'react';
import { Button, Modal } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import type { CustomProductFields } from '../../../shared/api/pos-cart';
import { checkCustomProduct, emptyCustomProduct, settleQuantity, type CustomProductDraft } from '../rules';
import { posCartTexts } from '../texts';
import { useTexts } from '../../../shared/texts';
import { TextField, type TextFieldProps } from './TextField';
import styles from '../pos-cart.module.css';

export interface TaxClass {
  tax_class_id: number | string;
  title: string;
}

export interface CustomProductModalProps {
  open: boolean;
  onClose: () => void;
  taxClasses: readonly TaxClass[];
  /** Sends the product; resolves true when it was added (the form then resets, keeping the tax class). */
  onAdd: (fields: CustomProductFields) => Promise<boolean>;
  adding: boolean;
}

type Touched = Partial<Record<keyof CustomProductDraft, boolean>>;

/**
 * The Add a Custom Product modal (spec 3 §2, §5): Name, Tax Class ('Leave blank to exclude tax.'),
 * Price, Quantity; Cancel and Add. Add is disabled while the form is invalid or being sent. A
 * field's message shows once it has been left or changed.
 */
export function CustomProductModal({ open, onClose, taxClasses, onAdd, adding }: CustomProductModalProps) {
  const id = useId();
  const t = useTexts(posCartTexts);
  const [draft, setDraft] = useState<CustomProductDraft>(() => emptyCustomProduct());
  const [touched, setTouched] = useState<Touched>({});
  const check = checkCustomProduct(draft);

  const set = (key: keyof CustomProductDraft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  const leave = (key: keyof CustomProductDraft) => setTouched((t) => ({ ...t, [key]: true }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!check.valid || adding) return;
    const added = await onAdd({ name: draft.name.trim(), price: check.price, quantity: check.quantity, tax_class_id: draft.taxClassId || null });
    if (added) {
      setDraft((d) => emptyCustomProduct(d.taxClassId));
      setTouched({});
    }
  };

  const error = (key: 'name' | 'price' | 'quantity') => (touched[key] ? check.errors[key] : undefined);
  const input = (key: 'name' | 'price' | 'quantity', label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      value={draft[key]}
      onChange={(v) => set(key, v)}
      onBlur={() => {
        if (key === 'quantity') setDraft((d) => ({ ...d, quantity: settleQuantity(d.quantity) }));
        leave(key);
      }}
      error={error(key)}
      {...extra}
    />
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('addCustomProduct')}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!check.valid} busy={adding}>
            {t('add')}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className={fields.group} onSubmit={(e) => void submit(e)} noValidate>
        {input('name', t('name'), { autoComplete: 'off' })}
        <div className={fields.field}>
          <label htmlFor={`${id}-tax`} className={fields.label}>
            {t('taxClass')}
          </label>
          <select id={`${id}-tax`} className={fields.select} value={draft.taxClassId} onChange={(e) => set('taxClassId', e.target.value)} aria-describedby={`${id}-tax-hint`}>
            <option value="">{t('noTaxClass')}</option>
            {taxClasses.map((t) => (
              <option key={t.tax_class_id} value={String(t.tax_class_id)}>
                {t.title}
              </option>
            ))}
          </select>
          <p id={`${id}-tax-hint`} className={fields.help}>
            {t('taxClassHint')}
          </p>
        </div>
        {input('price', t('price'), { inputMode: 'decimal' })}
        {input('quantity', t('quantity'), { type: 'number', min: 1, max: 10000, step: 1, inputMode: 'numeric' })}
      </form>
    </Modal>
  );
}
