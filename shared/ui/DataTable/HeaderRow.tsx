import { useEffect, useRef } from 'react';
import { useTexts } from '../../texts';
import { uiTexts } from '../texts';
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
            data-col={column.key}
            aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
          >
            {column.sortable ? (
              <button type="button" className={styles.sort} onClick={() => onSort(column.key)}>
                {column.label}
                <SortIcon order={sorted} />
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
  const t = useTexts(uiTexts);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some && !all;
  }, [all, some]);
  return <input ref={box} type="checkbox" aria-label={t('selectAllRows')} checked={all} disabled={disabled} onChange={toggleAll} />;
}

/** Up and down triangles, the active one in the primary colour (an SVG: no font fallback to shape). */
function SortIcon({ order }: { order: SortState['order'] | null }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 10 14" width="10" height="14" aria-hidden="true" focusable="false">
      <path d="M5 1 9 6H1z" className={order === 'ASC' ? styles.on : undefined} />
      <path d="M5 13 1 8h8z" className={order === 'DESC' ? styles.on : undefined} />
    </svg>
  );
}
