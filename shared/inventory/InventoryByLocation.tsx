import { useQuery } from '../data';
type Id = string | number;
import { getInventoryByProduct, productKeys, type StockAtLocation } from '../api/product';
import { stockText } from '../product/card';
import { useTexts } from '../texts';
import { inventoryTexts } from './texts';
import styles from './inventory.module.css';

export interface InventoryState {
  rows: StockAtLocation[] | null;
  failed: boolean;
}

export function useInventoryByLocation(productId: Id): InventoryState {
  const query = useQuery(productKeys.inventoryByLocation(productId), async () => {
    try {
      return await getInventoryByProduct(productId);
    } catch (error) {
      console.warn('[partsfront] inventory by location failed', error);
      throw error;
    }
  });
  return { rows: query.data ?? null, failed: Boolean(query.error) };
}

/** POS: stock at each store (POST /api/inventory/getInventoriesByProductId). */
export function InventoryByLocation({ state }: { state: InventoryState }) {
  const t = useTexts(inventoryTexts);
  return (
    <section aria-labelledby="pf-pos-inventory">
      <h2 className={styles.subheading} id="pf-pos-inventory">
        {t('byLocation')}
      </h2>
      {state.failed && <p role="alert" className={styles.fieldError}>{t('failed')}</p>}
      {!state.failed && !state.rows && <p role="status">{t('loadingInventory')}</p>}
      {state.rows && state.rows.length === 0 && <p>{t('noResults')}</p>}
      {state.rows && state.rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('location')}</th>
              <th scope="col">{t('stock')}</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr key={row.location_name}>
                <th scope="row">{row.location_name}</th>
                <td>{stockText(row.stock)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
