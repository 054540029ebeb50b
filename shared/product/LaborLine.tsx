import { useMoney } from '../money/lazy';
import type { Labor } from '../api/shapes/product';
import { laborLine, laborNeedsMoney } from './labor';
import styles from './LaborLine.module.css';

/**
 * The labor offer next to "Add with Labor": the store's text, the time and the cost. The store's
 * `labor_price` shows at load; the money engine loads for a subtotal (quantity above 1) or when
 * the store sent no price to show. While it loads the line shows what is known, never a wrong cost.
 */
export function LaborLine({ labor, quantity = 1, id }: { labor: Labor; quantity?: number; id?: string }) {
  const money = useMoney(laborNeedsMoney(labor, quantity));
  const line = laborLine(labor, quantity, money);
  return (
    <p className={styles.line} id={id} aria-busy={(line.cost === null || (quantity > 1 && line.subtotal === null)) || undefined}>
      {line.text && (
        <>
          <span>{line.text}</span>{' '}
        </>
      )}
      <span className={styles.meta}>
        (Labor time: {line.time}
        {line.cost && `; labor cost: ${line.cost}`}
        {quantity > 1 && line.subtotal ? `, ${line.subtotal} for ${quantity}` : ''})
      </span>
    </p>
  );
}
