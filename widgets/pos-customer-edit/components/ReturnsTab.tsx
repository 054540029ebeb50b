import { useCallback, useMemo } from 'react';
import { getReturns, type ReturnRow, customerKeys } from '../../../shared/api/customer';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import { useTexts } from '../../../shared/texts';
import { posCustomerEditTexts, type PosCustomerEditT } from '../texts';

const columnsOf = (t: PosCustomerEditT): Column<ReturnRow>[] => [
  { key: 'return_id', label: t('returnId'), sortable: true },
  { key: 'order_id', label: t('orderId'), render: (r) => `#${r.order_id}` },
  { key: 'product', label: t('product') },
  { key: 'model', label: t('model') },
  { key: 'return_status', label: t('status') },
  { key: 'date_added', label: t('dateAdded'), sortable: true, render: (r) => formatDate(r.date_added) },
  { key: 'date_modified', label: t('dateModified'), render: (r) => formatDate(r.date_modified) },
  { key: 'editUrl', label: t('action'), render: (r) => (r.editUrl ? <a href={r.editUrl} aria-label={t('editReturn', { id: String(r.return_id) })}>{t('edit')}</a> : null) },
];

/** Returns (spec 2 §3 "Return row"): 10 a page. */
export function ReturnsTab({ customerId }: { customerId: number }) {
  const t = useTexts(posCustomerEditTexts);
  const columns = useMemo(() => columnsOf(t), [t]);
  const load = useCallback((q: TableQuery, signal: AbortSignal) => getReturns(customerId, listQuery(q), signal), [customerId]);
  return <SubList<ReturnRow> label={t('tabReturns')} columns={columns} load={load} queryKey={customerKeys.returns(customerId)} rowKey={(r) => r.return_id} />;
}
