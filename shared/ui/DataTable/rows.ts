import { text } from '../../texts';
import { uiTexts } from '../texts';
import type { Column, Row, SortOrder, TablePage } from './types';

/** Spec 3 §9: a table shows 10 rows a page unless told otherwise. */
export const DEFAULT_LIMIT = 10;
/** Pages longer than this render only the rows in view (and a few around them). */
export const VIRTUALIZE_AFTER = 100;

/** "11 to 20 of 137", as the store writes a list's position (spec 5 "Lists"). */
export function positionText(page: number, limit: number, total: number): string {
  if (total <= 0) return text(uiTexts, 'position', { first: 0, last: 0, total: 0 });
  const first = (page - 1) * limit + 1;
  return text(uiTexts, 'position', { first, last: Math.min(total, page * limit), total });
}

export const totalPages = (total: number, limit: number): number => (total <= 0 ? 0 : Math.ceil(total / Math.max(1, limit)));

/**
 * The sort keys of one column, computed once per row: numbers when every value reads as a
 * number, otherwise lower-cased text. Comparing is then plain, with no parsing per compare.
 */
function sortKeys<T>(rows: readonly T[], column: Column<T>): { numbers: Float64Array } | { texts: string[] } {
  const raw = rows.map((row) => (column.sortValue ? column.sortValue(row) : (row as Row)[column.key]));
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (raw.every((v) => blank(v) || typeof v === 'number' || (typeof v === 'string' && Number.isFinite(Number(v))))) {
    return { numbers: Float64Array.from(raw, (v) => (blank(v) ? -Infinity : Number(v))) };
  }
  return { texts: raw.map((v) => (blank(v) ? '' : String(v).toLowerCase())) };
}

/**
 * The row order (indexes into `rows`) for a column, ascending and stable. DESC is the same
 * order reversed. Cached per rows array and column, so toggling the order sorts nothing again.
 */
const orders = new WeakMap<readonly unknown[], Map<string, Int32Array>>();

export function sortOrder<T>(rows: readonly T[], column: Column<T>): Int32Array {
  let byColumn = orders.get(rows);
  if (!byColumn) orders.set(rows, (byColumn = new Map()));
  const cached = byColumn.get(column.key);
  if (cached) return cached;
  const keys = sortKeys(rows, column);
  let index: Int32Array;
  if ('numbers' in keys) {
    const n = keys.numbers;
    index = Int32Array.from(n, (_, i) => i);
    index.sort((a, b) => n[a] - n[b] || a - b);
  } else {
    // Text: the engine's own string sort (no comparator to call) on "key NUL row-number", the
    // row number zero-padded so that ties keep the original order.
    const width = String(rows.length).length;
    const tagged = keys.texts.map((text, i) => `${text}\u0000${String(i).padStart(width, '0')}`);
    tagged.sort();
    index = Int32Array.from(tagged, (t) => Number(t.slice(t.length - width)));
  }
  byColumn.set(column.key, index);
  return index;
}

/** Client mode: one page of `rows`, sorted, in the store's list shape. */
export function clientPage<T>(rows: readonly T[], columns: readonly Column<T>[], sort: { key: string; order: SortOrder } | null, page: number, limit: number): TablePage<T> {
  const total = rows.length;
  const pages = totalPages(total, limit);
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const start = (current - 1) * limit;
  const end = Math.min(total, start + limit);
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  let results: T[];
  if (!column) results = rows.slice(start, end);
  else {
    const order = sortOrder(rows, column);
    results = new Array<T>(end - start);
    for (let i = start; i < end; i++) results[i - start] = rows[order[sort!.order === 'ASC' ? i : total - 1 - i]];
  }
  return { results, total_items: total, total_pages: pages, page: current, limit, position: positionText(current, limit, total) };
}

/** A cell's default content: the row's field as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
