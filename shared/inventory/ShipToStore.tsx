import { useState } from 'react';
import type { Product } from '../api/shapes/product';
import type { Store } from '../api/shapes/locations';
import { cartService } from '../cart';
import type { StockAtLocation } from '../api/product';
import { useMutation } from '../data';
import { notifyAdded, stockText } from '../product';
import { locatorTexts, useShopperPosition, useStoresWithProduct } from '../locator';
import { text, useTexts } from '../texts';
import { inventoryTexts } from './texts';
import styles from './inventory.module.css';

/**
 * POS ship-to-store (spec 1 §2, §9): stores near the shopper that stock the part, at most 3
 * (preferred first); "Show all" asks again with 50 miles and lists every store; each store can
 * take the part with POST checkout/cart/storeLocatorAddProduct. The nearby search is the store
 * locator's (`shared/locator`), the same as the dealer-locator widget's.
 *
 * "Stock the part" is read from inventory by location (matched by location name). When that
 * call failed the stock is unknown and every nearby store is offered.
 */
export function ShipToStore({
  product,
  quantity,
  stock,
  stockFailed,
  instanceId,
}: {
  product: Product;
  quantity: number;
  stock: StockAtLocation[] | null;
  stockFailed: boolean;
  instanceId: string;
}) {
  const t = useTexts(inventoryTexts);
  const [showAll, setShowAll] = useState(false);
  const coords = useShopperPosition();
  const { found, shown } = useStoresWithProduct(coords, showAll, stock, stockFailed);

  const add = useMutation((_store: Store) => cartService.addToStore(product.product_id, quantity), {
    onSuccess: (_answer, store) => notifyAdded(product, store.location_name),
  });

  const stockAt = (store: Store) => stock?.find((s) => s.location_name === store.location_name)?.stock;
  const waiting = found === undefined;

  return (
    <section aria-labelledby={`${instanceId}-ship`}>
      <h2 className={styles.subheading} id={`${instanceId}-ship`}>
        {t('shipToStore')}
      </h2>
      {waiting && <p role="status">{t('lookingForStores')}</p>}
      {found?.length === 0 && <p>{text(locatorTexts, 'notFound')}</p>}
      {shown.length > 0 && (
        <ul className={styles.stores}>
          {shown.map((store) => (
            <li key={String(store.location_id)} className={styles.store}>
              <strong>{store.location_name}</strong>
              {store.preferred && <span className={styles.badge}>{t('preferred')}</span>}
              {store.formatted_distance && <span className={styles.muted}> {store.formatted_distance}</span>}
              <span className={styles.muted}>{store.address}</span>
              {!stockFailed && <span>{stockText(stockAt(store))}</span>}
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => void add.mutate(store)}
                disabled={add.pending}
                aria-label={t('shipHereTo', { name: store.location_name })}
              >
                {t('shipHere')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!showAll && found !== undefined && found.length > 0 && (
        <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
          {t('showAll')}
        </button>
      )}
    </section>
  );
}
