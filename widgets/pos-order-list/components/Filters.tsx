import { memo, useMemo } from 'react';
import type { OrderFilters, OrderStatus } from '../../../shared/api/order';
import { FilterForm } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { FILTER_KEYS } from '../address';
import styles from '../pos-order-list.module.css';
import { useTexts } from '../../../shared/texts';
import { posOrderListTexts } from '../texts';

type Key = (typeof FILTER_KEYS)[number];

const LABELS = {
  filter_order_id: 'filterOrderId',
  filter_order_status_id: 'filterStatus',
  filter_product: 'filterProduct',
  filter_customer: 'filterCustomer',
  filter_phone: 'filterPhone',
  filter_cashier: 'filterCashier',
  filter_date_from: 'filterDateFrom',
  filter_date_to: 'filterDateTo',
  filter_po_number: 'filterPoNumber',
} as const satisfies Record<Key, keyof typeof posOrderListTexts.en>;

export interface FiltersProps {
  value: OrderFilters;
  statuses: readonly OrderStatus[];
  /** PO number filter only when PO numbers are enabled (spec 2 §2). */
  poNumbers: boolean;
  onApply: (filters: OrderFilters) => void;
}

/**
 * The order list's filters; applied with Filter (or Enter), cleared with Reset. Typed values are
 * kept until then. Renders again only when its props change (not on a sort or a page).
 */
export const Filters = memo(function Filters({ value, statuses, poNumbers, onApply }: FiltersProps) {
  const t = useTexts(posOrderListTexts);
  const keys = FILTER_KEYS.filter((k) => poNumbers || k !== 'filter_po_number');
  const labels = useMemo(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, t(LABELS[k])])) as Record<Key, string>, [t]);
  return (
    <FilterForm<Key>
      label={t('filterOrders')}
      role="search"
      className={styles.filters}
      rowClassName={fields.row}
      actionsClassName={styles.filterActions}
      keys={keys}
      labels={labels}
      value={value}
      onApply={onApply}
      input={(key) => ({
        type: key.startsWith('filter_date') ? 'date' : key === 'filter_phone' ? 'tel' : key === 'filter_order_id' ? 'number' : 'text',
        min: key === 'filter_order_id' ? 1 : undefined,
      })}
      control={({ key, id, value: v, onChange }) =>
        key === 'filter_order_status_id' ? (
          <select id={id} className={fields.select} value={v} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('allStatuses')}</option>
            {statuses.map((s) => (
              <option key={String(s.order_status_id)} value={String(s.order_status_id)}>
                {s.name}
              </option>
            ))}
          </select>
        ) : null
      }
    />
  );
});
