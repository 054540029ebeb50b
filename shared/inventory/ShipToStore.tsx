import { useEffect, useState } from 'react';
import type { Product, Store } from '../api/types';
import { getLocations } from '../api/locations';
import { cartService } from '../cart';
import { errorText, isAborted } from '../api/errors';
import type { StockAtLocation } from '../api/product';
import { notifyError, notifySuccess } from '../ui/toast';
import { useSingleFlight } from '../ui/useSingleFlight';
import { AddedText, stockText } from '../product';
import { pageUrl } from '../api/endpoints';
import { currentPosition } from './position';
import styles from './inventory.module.css';

/** Spec 1 §9 locator constants used here. */
export const NEAR = { distance: 100, limit: 20 } as const;
export const SHOW_ALL_MILES = 50;
export const SHOWN_STORES = 3;
export const NOT_FOUND = "We couldn't find this product within 250 miles.";

/** Preferred stores first, otherwise in the store's (distance) order. */
const preferredFirst = (stores: Store[]) => [...stores].sort((a, b) => Number(Boolean(b.preferred)) - Number(Boolean(a.preferred)));

/**
 * POS ship-to-store (spec 1 §2, §9): stores near the shopper that stock the part, at most 3
 * (preferred first); "Show all" asks again with 50 miles and lists every store; each store can
 * take the part with POST checkout/cart/storeLocatorAddProduct.
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
  const [stores, setStores] = useState<Store[] | null>(null);
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const coords = await currentPosition();
      const query = showAll ? { ...coords, distance: SHOW_ALL_MILES } : { ...coords, ...NEAR };
      try {
        const found = await getLocations(query, controller.signal);
        setStores(found);
      } catch (error) {
        if (!isAborted(error)) setStores([]);
      }
    })();
    return () => controller.abort();
  }, [showAll]);

  const [add, adding] = useSingleFlight(async (store: Store) => {
    try {
      await cartService.addToStore(product.product_id, quantity);
      notifySuccess(<AddedText product={product} where={store.location_name} />, { link: { href: pageUrl('pageCart'), label: 'View Cart' } });
    } catch (error) {
      notifyError(errorText(error));
    }
  });

  const stockAt = (store: Store) => stock?.find((s) => s.location_name === store.location_name)?.stock;
  const waiting = stores === null || (!stock && !stockFailed);
  const stocking = waiting ? [] : preferredFirst(stores.filter((s) => stockFailed || (stockAt(s) ?? 0) > 0));
  const shown = showAll ? stocking : stocking.slice(0, SHOWN_STORES);

  return (
    <section aria-labelledby={`${instanceId}-ship`}>
      <h2 className={styles.subheading} id={`${instanceId}-ship`}>
        Ship to Store
      </h2>
      {waiting && <p role="status">Looking for stores near you…</p>}
      {!waiting && stocking.length === 0 && <p>{NOT_FOUND}</p>}
      {shown.length > 0 && (
        <ul className={styles.stores}>
          {shown.map((store) => (
            <li key={String(store.location_id)} className={styles.store}>
              <strong>{store.location_name}</strong>
              {store.preferred && <span className={styles.badge}>Preferred</span>}
              {store.formatted_distance && <span className={styles.muted}> {store.formatted_distance}</span>}
              <span className={styles.muted}>{store.address}</span>
              {!stockFailed && <span>{stockText(stockAt(store))}</span>}
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => void add(store)}
                disabled={adding}
                aria-label={`Ship to this store: ${store.location_name}`}
              >
                Ship to this store
              </button>
            </li>
          ))}
        </ul>
      )}
      {!waiting && !showAll && stocking.length > 0 && (
        <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
          Show all
        </button>
      )}
    </section>
  );
}
