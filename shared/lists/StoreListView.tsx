import type { ReactNode } from 'react';
import { showsShopperButtons, useSettings } from '../config';
import { ListState } from '../ui/ListState';
import { ListRowActions, type ListRowActionsProps } from './ListRowActions';
import { useStoreList } from './useStoreList';

type Row = ListRowActionsProps['row'] & { product_id: string | number };

export interface StoreListViewProps<T extends Row> {
  load: (signal: AbortSignal) => Promise<T[]>;
  remove: (productId: T['product_id']) => Promise<{ success?: string }>;
  /** The list's name in the console when it cannot be loaded, e.g. "wishlist". */
  what: string;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  /** Actions stacked (narrow compare columns) or side by side (wishlist rows). */
  stacked?: boolean;
  /** The list's table, given the products and each product's actions. */
  children: (products: T[], actions: (product: T) => ReactNode) => ReactNode;
}

/**
 * A list the store holds for the shopper (compare, wishlist) on its page: loading, a failure with
 * Try again, the empty text, or the widget's table with each product's Add to Cart (or Choose
 * Options) and Remove; shopper buttons only where the store shows them (spec 1 §6).
 */
export function StoreListView<T extends Row>({ load, remove: removeFromStore, what, loadingLabel, errorText, emptyText, stacked, children }: StoreListViewProps<T>) {
  const { status, products, reload, remove } = useStoreList(load, removeFromStore, what);
  const shopper = showsShopperButtons(useSettings());
  return (
    <ListState status={status} count={products.length} loadingLabel={loadingLabel} errorText={errorText} emptyText={emptyText} onRetry={() => void reload()}>
      {children(products, (p) => (
        <ListRowActions row={p} shopper={shopper} onRemove={() => remove(p)} stacked={stacked} />
      ))}
    </ListState>
  );
}
