import { useMemo, useState } from 'react';
import { useQuery, type QueryKey } from '../../data';
import { clientPage } from './rows';
import type { Column, SortState, TableLoader, TablePage, TableQuery } from './types';

export interface TableData<T> {
  page: TablePage<T> | undefined;
  /** A request is under way: the table is blurred and busy, page and sort changes are ignored. */
  busy: boolean;
  error: unknown;
  retry: () => void;
}

const noop = () => undefined;
/** Tables without a `queryKey` get their own (useId repeats across the page's React roots). */
let tables = 0;

/**
 * The page to show. Client mode (`rows`): sorted and cut in memory, in the store's list shape.
 * Server mode (`load`): read through the page's query cache, keyed by `queryKey` and the query,
 * keeping the previous page on screen while the next one loads; a superseded request is aborted.
 */
export function useTableData<T>(
  rows: readonly T[] | undefined,
  load: TableLoader<T> | undefined,
  columns: readonly Column<T>[],
  sort: SortState | null,
  page: number,
  limit: number,
  queryKey: QueryKey | undefined,
): TableData<T> {
  const [ownKey] = useState(() => `table-${++tables}`);
  const query: TableQuery = { sort: sort?.key, order: sort?.order ?? 'ASC', page, limit };
  const server = useQuery(load ? [...(queryKey ?? ['data-table', ownKey]), query] : null, (signal) => load!(query, signal), { keepPrevious: true });
  const local = useMemo(() => (rows ? clientPage(rows, columns, sort, page, limit) : undefined), [rows, columns, sort, page, limit]);
  if (rows) return { page: local, busy: false, error: null, retry: noop };
  return {
    page: server.data,
    busy: server.fetching,
    error: server.error,
    retry: () => void server.refetch(),
  };
}
