import { getCompare, removeFromCompare } from '../../shared/api/lists';
import { compareTitle } from '../../shared/api/shapes/lists';
import { StoreListView } from '../../shared/lists';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { CompareTable } from './components/CompareTable';

export const EMPTY_TEXT = 'You have not chosen any products to compare.';

/** The compare list, each product named (the docs give a compare product no name: brand and model stand in). */
const loadCompare = async (signal: AbortSignal) => (await getCompare(signal)).map((p) => ({ ...p, name: compareTitle(p) }));

/**
 * The compare page (/product/compare): the store's compare list side by side, with add to cart
 * and remove per product. Remove answers a toast ("Success!" / "Uh oh!", spec 1 §8) and
 * refreshes the list.
 */
export function Compare(_props: WidgetBaseProps) {
  return (
    <StoreListView
      load={loadCompare}
      remove={removeFromCompare}
      what="compare list"
      loadingLabel="Loading the compare list…"
      errorText="The compare list could not be loaded."
      emptyText={EMPTY_TEXT}
      stacked
    >
      {(products, actions) => <CompareTable products={products} actions={actions} />}
    </StoreListView>
  );
}
