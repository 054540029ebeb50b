import { useCallback } from 'react';
import { getReturns, type ReturnRow, customerKeys } from '../../../shared/api/customer';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';

const columns: Column<ReturnRow>[] = [
  { key: 'return_id', label: 'Return ID', sortable: true },
  { key: 'order_id', label: 'Order ID', render: (r) => `#${r.order_id}` },
  { key: 'product', label: 'Product' },
  { key: 'model', label: 'Model' },
  { key: 'return_status', label: 'Status' },
  { key: 'date_added', label: 'Date Added', sortable: true, render: (r) => formatDate(r.date_added) },
  { key: 'date_modified', label: 'Date Modified', render: (r) => formatDate(r.date_modified) },
  { key: 'editUrl', label: 'Action', render: (r) => (r.editUrl ? <a href={r.editUrl} aria-label={`Edit return #${r.return_id}`}>Edit</a> : null) },
];

/** Returns (spec 2 §3 "Return row"): 10 a page. */
export function ReturnsTab({ customerId }: { customerId: number }) {
  const load = useCallback((q: TableQuery, signal: AbortSignal) => getReturns(customerId, listQuery(q), signal), [customerId]);
  return <SubList<ReturnRow> label="Returns" columns={columns} load={load} queryKey={customerKeys.returns(customerId)} rowKey={(r) => r.return_id} />;
}
