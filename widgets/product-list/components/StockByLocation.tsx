import type { LocationStock } from '../../../shared/api/shapes/product';
import styles from '../product-list.module.css';

/** Spec 1 §4 "Inventory text": "Out of Stock" at 0 or less, otherwise "{n} in Stock". */
export const stockText = (n: number): string => (Number(n) > 0 ? `${Number(n)} in Stock` : 'Out of Stock');

/** POS mode: the part's stock at each store location. */
export function StockByLocation({ stock, name }: { stock: LocationStock[]; name: string }) {
  if (stock.length === 0) return null;
  return (
    <table className={styles.stock}>
      <caption className="pf-visually-hidden">Inventory of {name} by location</caption>
      <tbody>
        {stock.map((s) => (
          <tr key={String(s.location_id)}>
            <th scope="row">{s.location_name}</th>
            <td>{stockText(s.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
