import { useEffect, useRef } from 'react';
import type { Column, SortState } from './types';
import styles from './DataTable.module.css';

export const alignClass = (align: Column<never>['align']) => (align === 'end' ? styles.end : align === 'center' ? styles.center : undefined);

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

export interface HeaderRowProps<T> {
  columns: readonly Column<T>[];
  sort: SortState | null;
  onSort: (key: string) => void;
  /** Row selection: the state of the page's rows, or undefined when rows are not selectable. */
  selection?: { all: boolean; some: boolean; disabled: boolean; toggleAll: () => void };
}

/** The header: sortable columns are buttons inside `<th aria-sort>`; a select-all box for the page. */
export function HeaderRow<T>({ columns, sort, onSort, selection }: HeaderRowProps<T>) {
  return (
    <tr aria-rowindex={1}>
      {selection && (
        <th scope="col" className={styles.select}>
          <SelectAll {...selection} />
        </th>
      )}
      {columns.map((column) => {
        const sorted = sort?.key === column.key ? sort.order : null;
        return (
          <th
            key={column.key}
            scope="col"
            className={alignClass(column.align)}
            aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
          >
            {column.sortable ? (
              <button type="button" className={styles.sort} onClick={() => onSort(column.key)}>
                {column.label}
                <span className={styles.arrow} aria-hidden="true">
                  {sorted === 'ASC' ? '▲' : sorted === 'DESC' ? '▼' : '↕'}
                </span>
              </button>
            ) : (
              column.label
            )}
          </th>
        );
      })}
    </tr>
  );
}

function SelectAll({ all, some, disabled, toggleAll }: NonNullable<HeaderRowProps<unknown>['selection']>) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some && !all;
  }, [all, some]);
  return <input ref={box} type="checkbox" aria-label="Select all rows on this page" checked={all} disabled={disabled} onChange={toggleAll} />;
}
