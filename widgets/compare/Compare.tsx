import { getCompare, removeFromCompare } from '../../shared/api/lists';
import { compareTitle } from '../../shared/api/shapes/lists';
import { StoreListView } from '../../shared/lists';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useTexts } from '../../shared/texts';
import { CompareTable } from './components/CompareTable';
import { compareTexts } from './texts';

export const EMPTY_TEXT = compareTexts.en.empty;

/** The compare list, each product named (the docs give a compare product no name: brand and model stand in). */
const loadCompare = async (signal: AbortSignal) => (await getCompare(signal)).map((p) => ({ ...p, name: compareTitle(p) }));

/**
 * The compare page (/product/compare): the store's compare list side by side, with add to cart
 * and remove per product. Remove answers a toast ("Success!" / "Uh oh!", spec 1 §8) and
 * refreshes the list.
 */
export function Compare(_props: WidgetBaseProps) {
  const t = useTexts(compareTexts);
  return (
    <StoreListView
      load={loadCompare}
      remove={removeFromCompare}
      what="compare list"
      loadingLabel={t('loading')}
      errorText={t('loadFailed')}
      emptyText={t('empty')}
      stacked
    >
      {(products, actions) => <CompareTable products={products} actions={actions} />}
    </StoreListView>
  );
}
