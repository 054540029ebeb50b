import type { Total } from '../../../shared/cart';
import { Button } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

export interface TotalsProps {
  totals: Total[];
  /** Totals rows that carry a removable code (coupon, gift certificate, reward points). */
  removable: (total: Total) => boolean;
  onRemove: (total: Total) => Promise<void>;
}

/** The store's totals, shown as it wrote them (`text`); no amount is computed here. */
export function Totals({ totals, removable, onRemove }: TotalsProps) {
  const t = useTexts(cartTexts);
  if (!totals.length) return null;
  return (
    <table className={styles.totals}>
      <caption className="pf-visually-hidden">{t('totals')}</caption>
      <tbody>
        {totals.map((row) => (
          <tr key={row.code + row.title}>
            <th scope="row">
              {row.title}
              {removable(row) && <RemoveTotal total={row} onRemove={onRemove} />}
            </th>
            <td>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RemoveTotal({ total, onRemove }: { total: Total; onRemove: TotalsProps['onRemove'] }) {
  const [remove, removing] = useSingleFlight(() => onRemove(total));
  const t = useTexts(cartTexts);
  return (
    <Button variant="link" size="sm" className={styles.inlineRemove} onClick={() => void remove()} busy={removing} aria-label={t('removeItem', { name: total.title })}>
      {t('remove')}
    </Button>
  );
}
