import { useCallback, useMemo } from 'react';
import { getTableRows, tableKeys } from '../../shared/api/table';
import { DataTable, type Column, type Row, type TableLoader } from '../../shared/ui/DataTable';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { DataTableWidgetProps } from './props';

/**
 * The store's generic paged table (spec 3 §2 §4 §7): the list at `data-url`, with the columns
 * the theme names; sorting, paging, loading and failure as the shared DataTable does them.
 */
export function DataTableWidget({ url, columns, limit, hidePaging, label }: DataTableWidgetProps & WidgetBaseProps) {
  const cols = useMemo<Column<Row>[]>(() => columns.map((c) => ({ key: c.key, label: c.label, sortable: c.sortable })), [columns]);
  const load = useCallback<TableLoader<Row>>((query, signal) => getTableRows<Row>(url, query, signal), [url]);
  return <DataTable columns={cols} load={load} queryKey={tableKeys.rows(url)} limit={limit} hidePaging={hidePaging} label={label} />;
}
