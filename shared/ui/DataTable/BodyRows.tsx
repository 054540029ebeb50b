import { memo } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { alignClass } from './HeaderRow';
import { useTexts } from '../../texts';
import { uiTexts } from '../texts';
import { cellText } from './rows';
import type { Column, Row, RowKey } from './types';
import styles from './DataTable.module.css';

export interface BodyRowsProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  keyOf: (row: T, index: number) => RowKey;
  /** aria-rowindex of the first row (the header row is 1). */
  firstIndex: number;
  selection?: { isSelected: (key: RowKey) => boolean; toggle: (key: RowKey) => void; labelOf: (row: T) => string };
  /** React keys by place: a new page or order updates the rows on screen in place (see DataTable's `rowsByPlace`). */
  byPlace?: boolean;
  /** A class for the whole row (DataTable's `rowClassName`). */
  rowClassName?: (row: T) => string | undefined;
}

interface RowViewProps<T> {
  row: T;
  rowKey: RowKey;
  ariaIndex: number;
  columns: readonly Column<T>[];
  selected?: boolean;
  selection?: BodyRowsProps<T>['selection'];
  /** Virtualized rows have one fixed height, so the spacers are exact and nothing is measured. */
  height?: number;
  className?: string;
}

function RowViewInner<T>({ row, rowKey, ariaIndex, columns, selected, selection, height, className }: RowViewProps<T>) {
  const t = useTexts(uiTexts);
  return (
    <tr className={className} aria-rowindex={ariaIndex} aria-selected={selection ? selected : undefined} style={height ? { height } : undefined}>
      {selection && (
        <td className={styles.select}>
          <input type="checkbox" aria-label={t('selectRow', { label: selection.labelOf(row) })} checked={selected} onChange={() => selection.toggle(rowKey)} />
        </td>
      )}
      {columns.map((column) => (
        // data-col: the column's key, for a widget's own layout (e.g. the columns it leaves out on a tablet).
        <td key={column.key} className={alignClass(column.align)} data-col={column.key}>
          {column.render ? column.render(row) : cellText((row as Row)[column.key])}
        </td>
      ))}
    </tr>
  );
}
const RowView = memo(RowViewInner) as typeof RowViewInner;

/** Every row of the page (up to VIRTUALIZE_AFTER rows). */
export function PlainRows<T>({ rows, columns, keyOf, firstIndex, selection, byPlace, rowClassName }: BodyRowsProps<T>) {
  return (
    <>
      {rows.map((row, i) => {
        const key = keyOf(row, i);
        return <RowView key={byPlace ? i : key} row={row} rowKey={key} ariaIndex={firstIndex + i} columns={columns} selection={selection} selected={selection?.isSelected(key)} className={rowClassName?.(row)} />;
      })}
    </>
  );
}

/**
 * The scroll box's size, as the ResizeObserver reports it. The library's own observer also reads
 * the box at once, in React's commit: with the first rows of a long page just added, that read
 * laid out the whole page there and then, a forced layout of some 60 ms (4× CPU) before the frame
 * could paint them. Here the first size is `initialRect` (the box's max-height), and the
 * observer's first report, after the frame's own layout, corrects it should it differ. Without a
 * ResizeObserver, the library's way.
 */
export function observeBoxSize(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: { width: number; height: number }) => void) {
  const box = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!box || !Observer) return observeElementRect(instance, report);
  const observer = new Observer(() => report({ width: Math.round(box.clientWidth), height: Math.round(box.clientHeight) }));
  observer.observe(box, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * Only the rows in view of the scroll box (and a few around them), between two spacer rows that
 * keep the scroll height of the whole page. Rows have one fixed height (cells clip to one line). `aria-rowindex` tells assistive technology where each
 * rendered row sits among all of them.
 */
export function VirtualRows<T>({ rows, columns, keyOf, firstIndex, selection, byPlace, rowClassName, scroller, rowHeight, colSpan, boxHeight }: BodyRowsProps<T> & { scroller: HTMLDivElement | null; rowHeight: number; colSpan: number; boxHeight: number }) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeight,
    // A few rows past each edge: enough for keyboard and wheel steps; each more is laid out on every scroll and sort.
    overscan: 4,
    // The box as it will be measured (its max-height; the width plays no part in a vertical list):
    // the first render already shows the rows in view, and measuring the box changes nothing, so
    // a long page's first rows are rendered once, not again after the measurement.
    initialRect: { width: 0, height: boxHeight },
    observeElementRect: observeBoxSize,
    // Keyed by place (the default): rows have one height, so a new order re-measures nothing.
  });
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {top > 0 && <tr aria-hidden="true" className={styles.spacer} style={{ height: top }}><td colSpan={colSpan} /></tr>}
      {items.map((item) => {
        const row = rows[item.index];
        const key = keyOf(row, item.index);
        return (
          <RowView
            // By place in the window: a scroll or a new order updates the rows on screen.
            key={byPlace ? item.index % Math.max(1, items.length) : key}
            row={row}
            rowKey={key}
            ariaIndex={firstIndex + item.index}
            columns={columns}
            selection={selection}
            selected={selection?.isSelected(key)}
            height={rowHeight}
            className={rowClassName?.(row)}
          />
        );
      })}
      {bottom > 0 && <tr aria-hidden="true" className={styles.spacer} style={{ height: bottom }}><td colSpan={colSpan} /></tr>}
    </>
  );
}
