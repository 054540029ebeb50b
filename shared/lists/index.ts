/** The lists domain's public face: widgets import from here, never from its inner files. */
export { ListRowActions } from './ListRowActions';
export { useStoreList } from './useStoreList';
export { StoreListView, type StoreListViewProps } from './StoreListView';
export { ListTable, type ListTableProps } from './ListTable';
