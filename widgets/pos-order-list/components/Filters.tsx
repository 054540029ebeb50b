import { memo } from 'react';
import type { OrderFilters, OrderStatus } from '../../../shared/api/order';
import { FilterForm } from '../../../shared/ui';
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

/**
 * The order list's filters; applied with Filter (or Enter), cleared with Reset. Typed values are
 * kept until then. Renders again only when its props change (not on a sort or a page).
 */
export const Filters = memo(function Filters({ value, statuses, poNumbers, onApply }: FiltersProps) {
  const keys = FILTER_KEYS.filter((k) => poNumbers || k !== 'filter_po_number');
  return (
    <FilterForm<Key>
      label="Filter orders"
      role="search"
      className={styles.filters}
      rowClassName={fields.row}
      actionsClassName={styles.filterActions}
      keys={keys}
      labels={LABELS}
      value={value}
      onApply={onApply}
      input={(key) => ({
        type: key.startsWith('filter_date') ? 'date' : key === 'filter_phone' ? 'tel' : key === 'filter_order_id' ? 'number' : 'text',
        min: key === 'filter_order_id' ? 1 : undefined,
      })}
      control={({ key, id, value: v, onChange }) =>
        key === 'filter_order_status_id' ? (
          <select id={id} className={fields.select} value={v} onChange={(e) => onChange(e.target.value)}>
            <option value="">All statuses</option>
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
