import { useId, useState, type FormEvent } from 'react';
import { Button, Modal } from '../../../shared/ui';
import { formatMoney } from '../../../shared/money';
import fields from '../../../shared/ui/fields.module.css';
import type { LaborFields } from '../../../shared/api/pos-cart';
import { checkLabor, type LaborDraft, type LaborRate } from '../rules';
import { TextField } from './TextField';
import styles from '../pos-cart.module.css';
import { useTexts, withNodes } from '../../../shared/texts';
import { posCartTexts } from '../texts';

export interface LaborModalProps {
  open: boolean;
  onClose: () => void;
  /** "Add Custom Labor", "Apply Labor to …", "Update Labor". */
  title: string;
  submitLabel: string;
  rates: readonly LaborRate[];
  /** The labor being edited (updateLabor), else a fresh form on the first rate. */
  initial?: Partial<LaborDraft>;
  /** Resolves true when the store took it (the modal then closes). */
  onSubmit: (labor: LaborFields) => Promise<boolean>;
  sending: boolean;
}

/**
 * Custom labor (spec 3 §2, §3, §5): a labor rate, time in minutes, an optional name and a
 * quantity, with the live subtotal rate × minutes ÷ 60 × quantity.
 */
export function LaborModal({ open, onClose, title, submitLabel, rates, initial, onSubmit, sending }: LaborModalProps) {
  return open ? <LaborForm onClose={onClose} title={title} submitLabel={submitLabel} rates={rates} initial={initial} onSubmit={onSubmit} sending={sending} /> : null;
}

function LaborForm({ onClose, title, submitLabel, rates, initial, onSubmit, sending }: Omit<LaborModalProps, 'open'>) {
  const id = useId();
  const t = useTexts(posCartTexts);
  const [draft, setDraft] = useState<LaborDraft>(() => ({
    laborId: initial?.laborId ?? String(rates[0]?.labor_id ?? ''),
    laborTime: initial?.laborTime ?? '',
    name: initial?.name ?? '',
    quantity: initial?.quantity ?? '1',
  }));
  const [touched, setTouched] = useState<Partial<Record<keyof LaborDraft, boolean>>>({});
  const check = checkLabor(draft, rates);
  const set = (key: keyof LaborDraft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!check.valid || sending) return;
    const done = await onSubmit({ laborId: draft.laborId, laborTime: check.time, name: draft.name.trim(), quantity: check.quantity });
    if (done) onClose();
  };

  const error = (key: 'laborTime' | 'quantity') => (touched[key] ? check.errors[key] : undefined);
  const numberField = (key: 'laborTime' | 'quantity', label: string) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      value={draft[key]}
      onChange={(v) => set(key, v)}
      onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
      error={error(key)}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!check.valid} busy={sending}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className={fields.group} onSubmit={(e) => void submit(e)} noValidate>
        <div className={fields.field}>
          <label htmlFor={`${id}-rate`} className={fields.label}>
            {t('laborRate')}
          </label>
          <select id={`${id}-rate`} className={fields.select} value={draft.laborId} onChange={(e) => set('laborId', e.target.value)}>
            {rates.map((r) => (
              <option key={r.labor_id} value={String(r.labor_id)}>
                {t('rateOption', { title: r.title, amount: formatMoney(r.amount) })}
              </option>
            ))}
          </select>
        </div>
        {numberField('laborTime', t('laborTime'))}
        <TextField id={`${id}-name`} label={t('nameOptional')} value={draft.name} maxLength={64} onChange={(v) => set('name', v)} />
        {numberField('quantity', t('quantity'))}
        <p className={styles.subtotal} aria-live="polite">
          {withNodes(t('subtotal'), { amount: <strong>{formatMoney(check.subtotal)}</strong> })}
        </p>
      </form>
    </Modal>
  );
}
