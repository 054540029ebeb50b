import { request } from './client';
import './endpoints/table';
import type { Parsed } from './shape';
import { TableAnswerShape } from './shapes/table';

/**
 * The generic data table's source (spec 3 §7 "Paged table"): a GET to the address the store
 * wrote into the placeholder (`data-url`), with `sort`, `order`, `page`, `limit` and any
 * `filter_*` fields, answering a list (spec 5 "Lists").
 */
export interface TableRowsQuery {
  sort?: string;
  order: 'ASC' | 'DESC';
  page: number;
  limit: number;
  /** `filter_*` fields, sent as they are named. */
  filters?: Record<string, string | number | undefined>;
}

export interface TableRows<T = Record<string, unknown>> {
  results: T[];
  total_items: number;
  total_pages: number;
  page: number;
  limit: number;
  /** "11 to 20 of 137". */
  position: string;
}

const count = (n: number | undefined): number | null => (n !== undefined && n >= 0 ? n : null);

/** The query keys of this module's reads: a table's pages, under its `data-url` (the table adds the query). */
export const tableKeys = {
  rows: (url: string) => ['data-table', url] as const,
};

/**
 * Reads the store's answer as a list. Spec 3 names the pages `totalPages`; spec 5 fixes
 * `total_pages`, `total_items` and the rest: both are read, and what the answer leaves out is
 * derived (the position the way the store writes it). An answer without `results` is malformed
 * (`TableAnswerShape`).
 */
export function readTableRows<T>(a: Parsed<typeof TableAnswerShape>, asked: TableRowsQuery): TableRows<T> {
  const results = a.results as T[];
  const limit = count(a.limit) || asked.limit;
  const page = count(a.page) || asked.page;
  const pages = count(a.total_pages) ?? count(a.totalPages);
  const total = count(a.total_items) ?? (pages !== null ? pages * limit : results.length);
  const total_pages = pages ?? Math.ceil(total / limit);
  const first = (page - 1) * limit + 1;
  const position = a.position ? a.position : total ? `${first} to ${first + results.length - 1} of ${total}` : '0 to 0 of 0';
  return { results, total_items: total, total_pages, page, limit, position };
}

/** One page of the table at `url` (relative to the store, or absolute). */
export async function getTableRows<T = Record<string, unknown>>(url: string, query: TableRowsQuery, signal?: AbortSignal): Promise<TableRows<T>> {
  const answer = await request('dataTable', {
    url,
    shape: TableAnswerShape,
    // The order goes with a sort: without one, the store's own order stands.
    query: { sort: query.sort, order: query.sort ? query.order : undefined, page: query.page, limit: query.limit, ...query.filters },
    signal,
  });
  return readTableRows<T>(answer, query);
}
