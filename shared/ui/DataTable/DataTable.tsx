import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { QueryKey } from '../../data';
import { afterPaint } from '../../runtime/afterPaint';
import { hideBelowView, rowsBelowView } from './inViewFirst';
import { Button } from '../Button';
import { Loading } from '../Loading';
import { Pagination } from '../Pagination';
import { PlainRows, VirtualRows } from './BodyRows';
import { HeaderRow } from './HeaderRow';
import { DEFAULT_LIMIT, VIRTUALIZE_AFTER, positionText } from './rows';
import type { Column, Row, RowKey, SortState, TableLoader } from './types';
import { isWholeResult, useTableData, type LoadedBase, type SortLoaded } from './useTableData';
import styles from './DataTable.module.css';
import { isEnglishPage, useTexts } from '../../texts';
import { uiTexts } from '../texts';

const NO_ROWS: readonly never[] = [];

/** Spec 3 §8: the text of a table whose load failed. */
export const TABLE_LOAD_FAILED = uiTexts.en.tableLoadFailed;
/** Spec 3 §2: the row of an empty table. */
export const TABLE_EMPTY = uiTexts.en.tableEmpty;

interface CommonProps<T> {
  columns: readonly Column<T>[];
  /** A visible caption; or give `label` for an accessible name only. */
  caption?: ReactNode;
  label?: string;
  /** Rows a page (default 10). */
  limit?: number;
  /** Spec 3 "Table options": no pagination controls. */
  hidePaging?: boolean;
  /** The row's identity (selection, React keys); default its `id` field, else its place in the list. */
  rowKey?: (row: T) => RowKey;
  /** Controlled page (1-based), e.g. kept in the page address by the widget. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Controlled sort; `null` is the store's own order. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Row selection: a checkbox per row and one for all rows of the page. */
  selectable?: boolean;
  /** Controlled selection (row keys). */
  selected?: readonly RowKey[];
  onSelectionChange?: (keys: RowKey[]) => void;
  /** The accessible name of a row's checkbox ("Select {rowLabel}"); default the first column's text. */
  rowLabel?: (row: T) => string;
  /** A class for a whole row (e.g. an order list's Incomplete Transaction rows, spec 2 §4). */
  rowClassName?: (row: T) => string | undefined;
  /** Virtualized pages (over 100 rows): the scroll box's height and a row's estimated height, px. */
  height?: number;
  rowHeight?: number;
  /** The pagination's accessible name. */
  paginationLabel?: string;
  /**
   * Rows keep their place instead of their row: a new page, order or scroll position updates the
   * cells on screen instead of replacing every row (much less work for long or often re-sorted
   * lists). Only for columns whose cells keep no state of their own (text, links, badges).
   */
  rowsByPlace?: boolean;
  className?: string;
}

/** Client mode: the rows are given and are sorted and paged in memory (treat them as immutable). */
export interface ClientTableProps<T> extends CommonProps<T> {
  rows: readonly T[];
  load?: never;
  queryKey?: never;
  sortLoaded?: never;
}

/** Server mode: `load` answers each page in the store's list shape (spec 5 "Lists"). */
export interface ServerTableProps<T> extends CommonProps<T> {
  load: TableLoader<T>;
  /** Cache key of this table's source (e.g. `['data-table', url]`); pages are cached under it. */
  queryKey?: QueryKey;
  /**
   * When the answer on screen holds the source's whole result (page 1 of 1), a new sort is done
   * in the browser by this instead of asking the store again. It must order rows exactly as the
   * store does (same fields, tie-breaks and collation); null for a sort it cannot do (the store is asked).
   */
  sortLoaded?: SortLoaded<T>;
  rows?: never;
}

export type DataTableProps<T> = ClientTableProps<T> | ServerTableProps<T>;

/**
 * The generic paged table (spec 3 §2 §4 §9): sortable headers (the same header toggles asc and
 * desc), First / Previous / up to 10 pages / Next / Last, the position text, 'No results!', a
 * blurred busy table while loading (page and sort changes ignored meanwhile), 'Something went
 * wrong!' with Retry, optional row selection, and virtualized rows past 100 a page.
 */
export function DataTable<T = Row>(props: DataTableProps<T>) {
  const { columns, caption, label, limit = DEFAULT_LIMIT, hidePaging = false, selectable = false, height = 480, rowHeight = 41, className } = props;
  const captionId = useId();
  const t = useTexts(uiTexts);

  const [ownPage, setOwnPage] = useState(1);
  const page = props.page ?? ownPage;
  const [ownSort, setOwnSort] = useState<SortState | null>(props.defaultSort ?? null);
  const sort = props.sort !== undefined ? props.sort : ownSort;

  // The answer a sort in the page starts from (set on a header click when it holds everything).
  const [base, setBase] = useState<LoadedBase | null>(null);
  const data = useTableData(props.rows, props.load, columns, sort, page, limit, props.queryKey, props.sortLoaded, base);
  const shown = data.page;
  const results = useMemo(() => (data.error ? [] : (shown?.results ?? [])), [data.error, shown]);
  // State, not a ref: the rows' virtualizer needs the box once it exists (a ref is set after the children's effects).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  const { onPageChange, onSortChange } = props;
  // A new page or order starts at the top of a virtualized scroll box. Done on the click, while
  // layout is clean: after the render it would force a layout of the new rows.
  const toTop = useCallback(() => {
    if (scroller) scroller.scrollTop = 0;
  }, [scroller]);
  const { prefetch } = data;
  const showPage = useCallback(
    (next: number) => {
      setOwnPage(next);
      onPageChange?.(next);
    },
    [onPageChange],
  );
  // A click paints its answer first: the header's new order (or the page asked for) and a busy
  // table show at once. The request (or a sort in the page) waits for that paint (`afterPaint`),
  // so the click's own handling stays short (INP); the new order, page and address are applied
  // when its answer can be shown, in the one render that shows its rows: no render of a busy
  // table in between, which would hold the answer up when it comes quickly.
  const [pending, setPending] = useState<{ sort?: SortState; page?: number } | null>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtualNow = useRef(false);
  // The rows in view first (inViewFirst.ts): the rows each place showed before the answer, kept
  // from `from` on for one frame.
  const [hold, setHold] = useState<{ from: number; rows: readonly T[] } | null>(null);
  const shownRows = useRef<readonly T[]>([]);
  const busy = data.busy || pending !== null;
  const sortKey = sort?.key;
  const sortOrder = sort?.order ?? 'ASC';
  const later = (pressed: { sort?: SortState; page?: number }, ask: () => Promise<void> | undefined, apply: () => void) => {
    // Rows given in memory (client mode): nothing to ask, applied at once.
    if (!props.load) return apply();
    setPending(pressed);
    void afterPaint().then(() => {
      // Rendered at once, in the task that read the answer: the next frame shows the rows, those
      // in view first (see inViewFirst.ts).
      const show = () => {
        const below = virtualNow.current ? null : rowsBelowView(bodyRef.current);
        // Rows by place: the rows below the view keep what they showed (hidden, and not rendered)
        // until the rows in view have painted. Keyed by row, a row could then show twice: rendered
        // at once, only hidden.
        const held = below && props.rowsByPlace ? { from: below.from, rows: shownRows.current } : null;
        flushSync(() => {
          apply();
          setPending(null);
          if (held) setHold(held);
        });
        if (!below) return;
        // A page that turned out long (virtualized) hides nothing; its hold is let go all the same.
        const reveal = virtualNow.current ? () => undefined : hideBelowView(bodyRef.current, below);
        void afterPaint().then(() => {
          if (held) flushSync(() => setHold((now) => (now === held ? null : now)));
          reveal();
        });
      };
      const asked = ask();
      if (asked) void asked.then(show);
      else show();
    });
  };
  const goToNow = (next: number) => {
    if (busy) return; // spec 3 §4: page changes are ignored while loading
    later(
      { page: next },
      () => prefetch({ sort: sortKey, order: sortOrder, page: next, limit }),
      () => {
        toTop();
        showPage(next);
      },
    );
  };
  // The same function across renders (the pagination does not render again for a sort).
  const goToLatest = useRef(goToNow);
  useLayoutEffect(() => {
    goToLatest.current = goToNow;
  });
  const goTo = useCallback((next: number) => goToLatest.current(next), []);
  const { sortLoaded } = props;
  const sortBy = (key: string) => {
    if (busy) return;
    const next: SortState = { key, order: sort?.key === key && sort.order === 'ASC' ? 'DESC' : 'ASC' };
    later(
      { sort: next },
      () => {
        // Everything is on screen and the order can be worked out here: no request (see `sortLoaded`).
        const whole = sortLoaded && !data.error && data.query && isWholeResult(data.answer) && sortLoaded(data.answer.results, next) !== null;
        if (!whole) return prefetch({ sort: next.key, order: next.order, page: 1, limit });
        setBase({ source: data.source, query: data.query! });
        return undefined;
      },
      () => {
        toTop();
        setOwnSort(next);
        onSortChange?.(next);
        if (page !== 1) showPage(1);
      },
    );
  };

  const keyOf = useCallback(
    (row: T, index: number): RowKey => {
      if (props.rowKey) return props.rowKey(row);
      const id = (row as Row).id;
      return typeof id === 'string' || typeof id === 'number' ? id : ((shown?.page ?? 1) - 1) * limit + index;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.rowKey, shown?.page, limit],
  );

  const selection = useRowSelection(props, selectable ? results : NO_ROWS, keyOf, columns);
  // Not while the rest of a long page is read: its first rows are there to be seen.
  const blurred = useLateFlag(busy && !data.partial, BLUR_AFTER_MS);
  // A long page whose first rows only are read yet is virtualized already (no 100 rows laid out, then replaced).
  const rowsOnPage = shown && data.partial ? Math.min(shown.limit, shown.total_items - (shown.page - 1) * shown.limit) : 0;
  const virtual = Math.max(results.length, rowsOnPage) > VIRTUALIZE_AFTER;
  useLayoutEffect(() => {
    virtualNow.current = virtual;
    if (!hold) shownRows.current = results;
  });
  const bodyRows = useMemo(() => (hold ? results.slice(0, hold.from).concat(hold.rows.slice(hold.from, Math.min(results.length, hold.rows.length))) : results), [results, hold]);
  const firstIndex = 2;
  const colSpan = columns.length + (selectable ? 1 : 0);
  const status = data.error ? 'error' : !shown ? 'loading' : results.length === 0 ? 'empty' : 'rows';

  const table = (
    <table
      className={[styles.table, blurred && styles.busy, virtual && styles.fixed].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-label={caption ? undefined : label}
      aria-labelledby={caption ? captionId : undefined}
      aria-rowcount={virtual ? results.length + 1 : undefined}
    >
      {caption && (
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
      )}
      <thead>
        <HeaderRow columns={columns} sort={pending?.sort ?? sort} onSort={sortBy} selection={selectable ? selection.header : undefined} />
      </thead>
      <tbody ref={bodyRef}>
        {status === 'rows' && !virtual && <PlainRows rows={bodyRows} columns={columns} keyOf={keyOf} firstIndex={firstIndex} selection={selectable ? selection.rows : undefined} byPlace={props.rowsByPlace} rowClassName={props.rowClassName} />}
        {status === 'rows' && virtual && (
          <VirtualRows rows={results} columns={columns} keyOf={keyOf} firstIndex={firstIndex} selection={selectable ? selection.rows : undefined} byPlace={props.rowsByPlace} rowClassName={props.rowClassName} scroller={scroller} rowHeight={rowHeight} colSpan={colSpan} boxHeight={height} />
        )}
        {status !== 'rows' && (
          <tr>
            <td colSpan={colSpan} className={styles.message}>
              {status === 'loading' && <Loading label="Loading…" showLabel />}
              {status === 'empty' && t('tableEmpty')}
              {status === 'error' && (
                <div role="alert" className={styles.error}>
                  <span>{t('tableLoadFailed')}</span>
                  <Button variant="secondary" size="sm" onClick={data.retry} disabled={busy}>
                    {t('retry')}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );

  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      {virtual ? (
        // A scroll box must be reachable by keyboard (axe: scrollable-region-focusable).
        <div ref={setScroller} className={styles.scroller} style={{ maxHeight: height }} tabIndex={0} role="region" aria-label={label ?? t('table')} aria-labelledby={caption ? captionId : undefined}>
          {table}
        </div>
      ) : (
        <div className={styles.overflow}>{table}</div>
      )}
      {shown && !data.error && shown.total_items > 0 && (
        <div className={styles.footer}>
          <p className={styles.position} aria-live="polite">
            {/* The store writes a list's position in its own words; a page in another language says it in its own. */}
            {isEnglishPage() && shown.position ? shown.position : positionText(shown.page, shown.limit, shown.total_items)}
          </p>
          {!hidePaging && <Pagination page={pending?.page ?? shown.page} totalPages={shown.total_pages} onChange={goTo} label={props.paginationLabel ?? (label ? t('namedTablePages', { label }) : t('tablePages'))} />}
        </div>
      )}
    </div>
  );
}

/**
 * Spec 3 §4 "Loading blurs the table": once a load has taken this long. An answer that comes at
 * once shows its rows without a blurred frame first: blurring the table (and making it ignore the
 * pointer) restyles and repaints every row, and taking it off does so again, which was most of a
 * quick sort's wait. `aria-busy` is set at once, and page and sort clicks are ignored at once.
 */
export const BLUR_AFTER_MS = 150;

/** `flag`, once it has been true for `ms`; false again as soon as it is false. */
function useLateFlag(flag: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, ms]);
  return flag && late;
}

/** Selection state: controlled (`selected` + `onSelectionChange`) or kept here. */
function useRowSelection<T>(props: DataTableProps<T>, results: readonly T[], keyOf: (row: T, index: number) => RowKey, columns: readonly Column<T>[]) {
  const [own, setOwn] = useState<readonly RowKey[]>([]);
  const selected = props.selected ?? own;
  const { onSelectionChange, rowLabel } = props;
  const set = useMemo(() => new Set(selected), [selected]);
  // How many rows of the page are selected; nothing to look at while none is (a sort of a long page).
  const count = useMemo(() => (set.size === 0 ? 0 : results.reduce<number>((n, row, i) => n + (set.has(keyOf(row, i)) ? 1 : 0), 0)), [results, keyOf, set]);

  const change = useCallback(
    (next: RowKey[]) => {
      setOwn(next);
      onSelectionChange?.(next);
    },
    [onSelectionChange],
  );
  const rows = useMemo(
    () => ({
      isSelected: (key: RowKey) => set.has(key),
      toggle: (key: RowKey) => change(set.has(key) ? selected.filter((k) => k !== key) : [...selected, key]),
      labelOf: (row: T) => (rowLabel ? rowLabel(row) : String((row as Row)[columns[0]?.key] ?? 'row')),
    }),
    [set, selected, change, rowLabel, columns],
  );
  const all = results.length > 0 && count === results.length;
  const header = {
    all,
    some: count > 0,
    disabled: results.length === 0,
    toggleAll: () => {
      const pageKeys = results.map((row, i) => keyOf(row, i));
      const onPage = new Set(pageKeys);
      change(all ? selected.filter((k) => !onPage.has(k)) : [...selected, ...pageKeys.filter((k) => !set.has(k))]);
    },
  };
  return { rows, header };
}
