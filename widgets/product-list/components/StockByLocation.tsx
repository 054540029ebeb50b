import type { LocationStock } from '../../../shared/api/shapes/product';
// From its own file, not the domain's index: the index also brings the staff's distributor table
// and, with it, the money engine (decimal.js), which a category page never uses (14 KB gzip: the
// bundler cannot drop them through the index's re-exports).
// eslint-disable-next-line import-x/no-restricted-paths
import { useInventoryByLocation } from '../../../shared/inventory/InventoryByLocation';
import { stockText } from '../../../shared/product/card';
import styles from './StockByLocation.module.css';

/** Spec 1 §4 "Inventory text": "Out of Stock" at 0 or less, otherwise "{n} in Stock" (the product domain's texts). */
export { stockText };

function StockTable({ rows, caption }: { rows: Array<{ key: string; location_name: string; quantity: number }>; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <table className={styles.stock}>
      <caption className="pf-visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((s) => (
          <tr key={s.key}>
            <th scope="row">{s.location_name}</th>
            <td>{stockText(s.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The documented source of a product's stock by store (getInventoriesByProductId), for a listing without `stock_by_location`. */
function AskedStock({ productId, caption }: { productId: string; caption: string }) {
  const { rows } = useInventoryByLocation(productId);
  return <StockTable rows={(rows ?? []).map((r, i) => ({ key: `${i}-${r.location_name}`, location_name: r.location_name, quantity: r.stock }))} caption={caption} />;
}

/**
 * POS mode: the part's stock at each store location. `stock_by_location` is not in the Product of
 * spec 1 §3 (an extension, A26): when the listing leaves it out, the stock is asked of
 * getInventoriesByProductId, as the POS product page does. `caption` names the table for screen
 * readers ("Inventory of {name} by location").
 */
export function StockByLocation({ stock, productId, caption }: { stock: LocationStock[] | null; productId: string; caption: string }) {
  if (stock === null) return <AskedStock productId={productId} caption={caption} />;
  return <StockTable rows={stock.map((s, i) => ({ key: `${s.location_id || i}`, location_name: s.location_name, quantity: s.quantity }))} caption={caption} />;
}
