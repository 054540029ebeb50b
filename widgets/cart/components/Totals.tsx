import type { Total } from '../../../shared/cart';
import { Button } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import styles from '../cart.module.css';

export interface TotalsProps {
  totals: Total[];
  /** Totals rows that carry a removable code (coupon, gift certificate, reward points). */
  removable: (total: Total) => boolean;
  onRemove: (total: Total) => Promise<void>;
}

/** The store's totals, shown as it wrote them (`text`); no amount is computed here. */
export function Totals({ totals, removable, onRemove }: TotalsProps) {
  if (!totals.length) return null;
  return (
    <table className={styles.totals}>
      <caption className="pf-visually-hidden">Cart totals</caption>
      <tbody>
        {totals.map((t) => (
          <tr key={t.code + t.title}>
            <th scope="row">
              {t.title}
              {removable(t) && <RemoveTotal total={t} onRemove={onRemove} />}
            </th>
            <td>{t.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RemoveTotal({ total, onRemove }: { total: Total; onRemove: TotalsProps['onRemove'] }) {
  const [remove, removing] = useSingleFlight(() => onRemove(total));
  return (
    <Button variant="link" size="sm" className={styles.inlineRemove} onClick={() => void remove()} busy={removing} aria-label={`Remove ${total.title}`}>
      Remove
    </Button>
  );
}
