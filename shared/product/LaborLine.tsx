import { formatMoney } from '../money';
import type { Labor } from '../api/shapes/product';
import { laborLine } from './labor';
import styles from './LaborLine.module.css';

/** The labor offer next to "Add with Labor": the store's text, the time and the cost. */
export function LaborLine({ labor, quantity = 1, id }: { labor: Labor; quantity?: number; id?: string }) {
  const line = laborLine(labor, quantity);
  return (
    <p className={styles.line} id={id}>
      <span>{line.text}</span>{' '}
      <span className={styles.meta}>
        (Labor time: {line.time}; labor cost: {formatMoney(line.cost)}
        {quantity > 1 ? `, ${formatMoney(line.subtotal)} for ${quantity}` : ''})
      </span>
    </p>
  );
}
