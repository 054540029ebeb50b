/** The generic accessible table: server-driven (`load`) or client-driven (`rows`). */
export { DataTable, TABLE_EMPTY, TABLE_LOAD_FAILED, type DataTableProps, type ClientTableProps, type ServerTableProps } from './DataTable';
export { positionText, clientPage, sortOrder, DEFAULT_LIMIT, VIRTUALIZE_AFTER } from './rows';
export type { Column, Row, RowKey, SortOrder, SortState, TableQuery, TablePage, TableLoader } from './types';
