import { useCallback, useState } from 'react';
import type { ListAnswer } from '../../../shared/api/customer';
import type { QueryKey } from '../../../shared/data';
import { DataTable, type Column, type RowKey, type SortState, type TableQuery } from '../../../shared/ui/DataTable';
import { SUB_LIST_LIMIT, SUB_LIST_SORT } from './format';
import { useTexts } from '../../../shared/texts';
import { posCustomerEditTexts } from '../texts';
import styles from '../pos-customer-edit.module.css';

export interface SubListProps<T> {
  label: string;
  columns: Column<T>[];
  load: (query: TableQuery, signal: AbortSignal) => Promise<ListAnswer<T>>;
  queryKey: QueryKey;
  rowKey: (row: T) => RowKey;
  hidePaging?: boolean;
  limit?: number;
  /** The order before a header is clicked (shown on its header); newest first by default. */
  defaultSort?: SortState | null;
  /** A class for a whole row (the Orders tab's Incomplete Transaction rows). */
  rowClassName?: (row: T) => string | undefined;
}

/**
 * A customer sub-list (spec 2 §9): the kit's DataTable, 10 rows a page, newest first until a
 * header is clicked, with the spec's empty
 * text "There are no results." (spec 2 §8) in place of an empty table. The table stays mounted
 * while empty, so a row added later (a credit, a note) shows when its list is read again.
 */
export function SubList<T>({ label, columns, load, queryKey, rowKey, hidePaging = false, limit = SUB_LIST_LIMIT, defaultSort = SUB_LIST_SORT, rowClassName }: SubListProps<T>) {
  const [empty, setEmpty] = useState(false);
  const t = useTexts(posCustomerEditTexts);
  const loadAndWatch = useCallback(
    async (query: TableQuery, signal: AbortSignal) => {
      const answer = await load(query, signal);
      setEmpty(answer.total_items === 0);
      return answer;
    },
    [load],
  );
  return (
    <>
      {empty && <p className={styles.muted}>{t('noResults')}</p>}
      <div hidden={empty}>
        <DataTable<T> label={label} columns={columns} load={loadAndWatch} queryKey={queryKey} limit={limit} hidePaging={hidePaging} rowKey={rowKey} defaultSort={defaultSort} rowClassName={rowClassName} />
      </div>
    </>
  );
}
