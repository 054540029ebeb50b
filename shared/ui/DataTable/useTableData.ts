import { useCallback, useMemo, useState } from 'react';
import { fetchQuery, hashKey, peekQuery, snapshotOf, subscribe, useQuery, type QueryKey } from '../../data';
import { clientPage } from './rows';
import type { Column, SortState, TableLoader, TablePage, TableQuery } from './types';

export interface TableData<T> {
  page: TablePage<T> | undefined;
  /** A request is under way: the table is blurred and busy, page and sort changes are ignored. */
  busy: boolean;
  /** The page shown holds its first rows only; the rest are being read (busy, not blurred). */
  partial: boolean;
  error: unknown;
  retry: () => void;
  /** Server mode: the source of the rows (the `queryKey`, hashed); an answer counts for its own source only. */
  source: string;
  /** Server mode: the query whose answer is shown (sorted in the page when `sortLoaded` applies), and that answer as the store sent it. */
  query: TableQuery | undefined;
  answer: TablePage<T> | undefined;
  /** Server mode: sends the request for `query` now (on a click, before the table renders again). */
  prefetch: (query: TableQuery) => Promise<void>;
}

/**
 * Server mode, sorting in the page: an answer of `source` (its `query`) holding the source's whole
 * result, re-sorted in the browser for other orders instead of asking the store again.
 */
export interface LoadedBase {
  source: string;
  query: TableQuery;
}

export type SortLoaded<T> = (rows: readonly T[], sort: SortState) => readonly T[] | null;

const noop = () => undefined;
/** How long a failure of a click's request stays the page's answer (shown with Retry, not asked again). */
const FAILURE_MS = 2000;
/** Tables without a `queryKey` get their own (useId repeats across the page's React roots). */
let tables = 0;

/** An answer that holds every row of its source: page 1 of 1. */
export const isWholeResult = <T>(answer: TablePage<T> | undefined): answer is TablePage<T> =>
  !!answer && answer.page === 1 && answer.results.length >= answer.total_items;

export const sameQuery = (a: TableQuery, b: TableQuery) => a.sort === b.sort && a.order === b.order && a.page === b.page && a.limit === b.limit;

/**
 * The page to show. Client mode (`rows`): sorted and cut in memory, in the store's list shape.
 * Server mode (`load`): read through the page's query cache, keyed by `queryKey` and the query,
 * keeping the previous page on screen while the next one loads; a superseded request is aborted.
 * With `sortLoaded` and a `base` answer of this source that holds the whole result, a new sort
 * keeps reading that answer (no request) and shows it sorted by `sortLoaded`; an invalidated base
 * is read again from the store and sorted again.
 */
export function useTableData<T>(
  rows: readonly T[] | undefined,
  load: TableLoader<T> | undefined,
  columns: readonly Column<T>[],
  sort: SortState | null,
  page: number,
  limit: number,
  queryKey: QueryKey | undefined,
  sortLoaded?: SortLoaded<T>,
  base?: LoadedBase | null,
): TableData<T> {
  const [ownKey] = useState(() => `table-${++tables}`);
  const prefix = queryKey ?? ['data-table', ownKey];
  const source = hashKey(prefix);
  const sortKey = sort?.key;
  const sortOrder = sort?.order ?? 'ASC';
  const wanted: TableQuery = useMemo(() => ({ sort: sortKey, order: sortOrder, page, limit }), [sortKey, sortOrder, page, limit]);

  // Sorting in the page: the base answer, when it is this source's whole result and the wanted
  // query differs from it by the order only.
  const baseQuery = load && sortLoaded && base && base.source === source && page === 1 && base.query.limit === limit && !sameQuery(base.query, wanted) ? base.query : undefined;
  const held = baseQuery ? peekQuery<TablePage<T>>([...prefix, baseQuery]) : undefined;
  const resorted = useMemo(() => (held && isWholeResult(held) && sort && sortLoaded ? sortLoaded(held.results, sort) : null), [held, sort, sortLoaded]);
  const read = resorted ? baseQuery! : wanted;

  // A page shown again (a tab, a page or a sort visited before) shows its cached rows and asks the
  // store again: new orders arrive by the minute. The click's own request (`prefetch`) is handed
  // to this read, which does not ask a second time.
  const server = useQuery<TablePage<T>>(load ? [...prefix, read] : null, (signal, partly) => load!(read, signal, partly), { keepPrevious: true, failureMs: FAILURE_MS });
  const local = useMemo(() => (rows ? clientPage(rows, columns, sort, page, limit) : undefined), [rows, columns, sort, page, limit]);
  // Read through the base's key, the cache holds the same answer `held` is: shown sorted as asked.
  const answer = server.data;
  const sortedShown = useMemo(() => (resorted && held && answer === held ? { ...held, results: resorted as T[] } : answer), [resorted, held, answer]);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const prefetchKey = useMemo(() => prefix, [source]);
  const prefetch = useCallback(
    (query: TableQuery): Promise<void> => {
      if (!load) return Promise.resolve();
      const key = [...prefetchKey, query];
      // staleMs 0: a cached page is shown at once and asked for again; the table's read of the key,
      // mounting with the click's render, takes this request as its own (`handOff`).
      const request = fetchQuery<TablePage<T>>(key, (signal, partly) => load(query, signal, partly), { staleMs: 0, handOff: true }).catch(noop);
      // Ready once the page has something to show (a long answer's first rows, a cached page, the
      // whole answer) or has failed.
      return new Promise<void>((ready) => {
        const done = () => {
          stop();
          ready();
        };
        const stop = subscribe(key, () => {
          const now = snapshotOf(key);
          if (now.data !== undefined || !now.fetching) done();
        });
        if (snapshotOf(key).data !== undefined) done();
        void request.then(done);
      });
    },
    [load, prefetchKey],
  );

  if (rows) return { page: local, busy: false, partial: false, error: null, retry: noop, source, query: undefined, answer: undefined, prefetch: () => Promise.resolve() };
  return {
    page: sortedShown,
    busy: server.fetching,
    partial: server.partial,
    error: server.error,
    retry: () => void server.refetch(),
    source,
    query: server.previous ? undefined : read,
    answer: server.previous ? undefined : server.data,
    prefetch,
  };
}
