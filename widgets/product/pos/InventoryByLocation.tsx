import { useEffect, useState } from 'react';
import type { Id } from '../../../shared/api/types';
import { getInventoryByProduct, type StockAtLocation } from '../../../shared/api/product';
import { stockText } from '../../../shared/product/stock';
import styles from '../product.module.css';

export interface InventoryState {
  rows: StockAtLocation[] | null;
  failed: boolean;
}

export function useInventoryByLocation(productId: Id): InventoryState {
  const [state, setState] = useState<InventoryState>({ rows: null, failed: false });
  useEffect(() => {
    let live = true;
    getInventoryByProduct(productId).then(
      (rows) => live && setState({ rows, failed: false }),
      (error) => {
        console.warn('[partsfront] inventory by location failed', error);
        if (live) setState({ rows: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [productId]);
  return state;
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
