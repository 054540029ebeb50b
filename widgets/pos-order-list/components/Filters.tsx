import { useId, useState, type FormEvent } from 'react';
import type { OrderFilters, OrderStatus } from '../../../shared/api/order';
import { Button } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { FILTER_KEYS } from '../address';
import styles from '../pos-order-list.module.css';

type Key = (typeof FILTER_KEYS)[number];

const LABELS: Record<Key, string> = {
  filter_order_id: 'Order ID',
  filter_order_status_id: 'Order Status',
  filter_product: 'Product',
  filter_customer: 'Customer Name',
  filter_phone: 'Phone',
  filter_cashier: 'Cashier',
  filter_date_from: 'Date From',
  filter_date_to: 'Date To',
  filter_po_number: 'PO Number',
};

export interface FiltersProps {
  value: OrderFilters;
  statuses: readonly OrderStatus[];
  /** PO number filter only when PO numbers are enabled (spec 2 §2). */
  poNumbers: boolean;
  onApply: (filters: OrderFilters) => void;
}

/** The order list's filters; applied with Filter (or Enter), cleared with Reset. Typed values are kept until then. */
export function Filters({ value, statuses, poNumbers, onApply }: FiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState<OrderFilters>(value);
  const [shown, setShown] = useState(value);
  // A new list state from outside (back button, a tab) replaces the draft.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const keys = FILTER_KEYS.filter((k) => poNumbers || k !== 'filter_po_number');
  const set = (key: Key, v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean: OrderFilters = {};
    for (const key of keys) if (draft[key]?.trim()) clean[key] = draft[key]!.trim();
    onApply(clean);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter orders" role="search">
      <div className={fields.row}>
        {keys.map((key) => (
          <div key={key} className={fields.field}>
            <label className={fields.label} htmlFor={`${id}-${key}`}>
              {LABELS[key]}
            </label>
            {key === 'filter_order_status_id' ? (
              <select id={`${id}-${key}`} className={fields.select} value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value)}>
                <option value="">All statuses</option>
                {statuses.map((s) => (
                  <option key={String(s.order_status_id)} value={String(s.order_status_id)}>
                    {s.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${key}`}
                className={fields.input}
                type={key.startsWith('filter_date') ? 'date' : key === 'filter_phone' ? 'tel' : key === 'filter_order_id' ? 'number' : 'text'}
                min={key === 'filter_order_id' ? 1 : undefined}
                value={draft[key] ?? ''}
                onChange={(e) => set(key, e.target.value)}
              />
            )}
          </div>
        ))}
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Filter</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}
