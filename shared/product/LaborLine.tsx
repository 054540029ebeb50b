import { useMoney } from '../money/lazy';
import type { Labor } from '../api/shapes/product';
import { Fragment } from 'react';
import { laborLine, laborNeedsMoney, laborTextParts } from './labor';
import { useTexts } from '../texts';
import { productTexts } from './texts';
import styles from './LaborLine.module.css';

/**
 * The labor offer next to "Add with Labor": the store's text, the time and the cost. The store's
 * `labor_price` shows at load; the money engine loads for a subtotal (quantity above 1) or when
 * the store sent no price to show. While it loads the line shows what is known, never a wrong cost.
 */
export function LaborLine({ labor, quantity = 1, id }: { labor: Labor; quantity?: number; id?: string }) {
  const money = useMoney(laborNeedsMoney(labor, quantity));
  const t = useTexts(productTexts);
  const line = laborLine(labor, quantity, money);
  // The store's words and the title and cost it names, each its own text (all store data).
  const parts = laborTextParts(labor, line.cost);
  return (
    <p className={styles.line} id={id} aria-busy={(line.cost === null || (quantity > 1 && line.subtotal === null)) || undefined}>
      {parts && (
        <>
          <span>
            {parts.map((part, i) => (
              <Fragment key={i}>{part}</Fragment>
            ))}
          </span>{' '}
        </>
      )}
      <span className={styles.meta}>
        ({t('laborTime', { time: line.time })}
        {line.cost && t('laborCost', { cost: line.cost })}
        {quantity > 1 && line.subtotal ? t('laborSubtotal', { subtotal: line.subtotal, quantity }) : ''})
      </span>
    </p>
  );
}
