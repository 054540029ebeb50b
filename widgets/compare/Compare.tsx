import { showsShopperButtons, useSettings } from '../../shared/config';
import { getCompare, removeFromCompare } from '../../shared/api/lists';
import { ListState } from '../../shared/ui/ListState';
import { ListRowActions } from '../../shared/lists';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useStoreList } from '../../shared/lists';
import { CompareTable } from './components/CompareTable';

export const EMPTY_TEXT = 'You have not chosen any products to compare.';

/**
 * The compare page (/product/compare): the store's compare list side by side, with add to cart
 * and remove per product. Remove answers a toast ("Success!" / "Uh oh!", spec 1 §8) and
 * refreshes the list.
 */
export function Compare(_props: WidgetBaseProps) {
  const { status, products, reload, remove } = useStoreList(getCompare, removeFromCompare, 'compare list');
  const shopper = showsShopperButtons(useSettings());

  return (
    <ListState
      status={status}
      count={products.length}
      loadingLabel="Loading the compare list…"
      errorText="The compare list could not be loaded."
      emptyText={EMPTY_TEXT}
      onRetry={() => void reload()}
    >
      <CompareTable
        products={products}
        actions={(p) => <ListRowActions row={p} shopper={shopper} onRemove={() => remove(p)} stacked />}
      />
    </ListState>
  );
}
