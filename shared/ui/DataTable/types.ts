import type { ReactNode } from 'react';

export type SortOrder = 'ASC' | 'DESC';
export type RowKey = string | number;
export type Row = Record<string, unknown>;

/** One column: `key` names the row field (and the store's `sort` value). */
export interface Column<T = Row> {
  key: string;
  label: string;
  sortable?: boolean;
  /** The cell's content; default: the row's `key` field as text. */
  render?: (row: T) => ReactNode;
  /** Client mode: the value to sort by (a number or a string); default: the row's `key` field. */
  sortValue?: (row: T) => string | number | null | undefined;
  align?: 'start' | 'center' | 'end';
}

export interface SortState {
  key: string;
  order: SortOrder;
}

/** What a server-driven table asks for (spec 5 "Lists"). */
export interface TableQuery {
  sort?: string;
  order: SortOrder;
  /** From 1. */
  page: number;
  limit: number;
}

/** A page of a list as the store answers it (spec 5 "Lists"). */
export interface TablePage<T = Row> {
  results: T[];
  total_items: number;
  total_pages: number;
  page: number;
  limit: number;
  /** "11 to 20 of 137". */
  position: string;
}

/**
 * Asks the store for a page. `firstRows`, when the loader can: called with the page holding only its
 * first rows while the rest of a long page is read (shown at once, the table still busy).
 */
export type TableLoader<T = Row> = (query: TableQuery, signal: AbortSignal, firstRows?: (page: TablePage<T>) => void) => Promise<TablePage<T>>;
