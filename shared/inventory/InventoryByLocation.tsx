import { useQuery } from '../data';
type Id = string | number;
import { getInventoryByProduct, productKeys, type StockAtLocation } from '../api/product';
import { stockText } from '../product';
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
  return (
    <section aria-labelledby="pf-pos-inventory">
      <h2 className={styles.subheading} id="pf-pos-inventory">
        Inventory by Location
      </h2>
      {state.failed && <p role="alert" className={styles.fieldError}>There was an error!</p>}
      {!state.failed && !state.rows && <p role="status">Loading inventory…</p>}
      {state.rows && state.rows.length === 0 && <p>There are no results.</p>}
      {state.rows && state.rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Location</th>
              <th scope="col">Stock</th>
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
