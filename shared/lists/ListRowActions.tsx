import { useId } from 'react';
import { buttonClass, Button } from '../ui/Button';
import { useSingleFlight } from '../ui/useSingleFlight';
import { AddToCartButton } from '../product/card';
import { rowAsCartProduct, type ListRow } from './listRow';
import { useTexts } from '../texts';
import styles from './ListRowActions.module.css';
import { listsTexts } from './texts';

export interface ListRowActionsProps {
  /** `null` orderability (a compare product of a store that does not send it): not known. */
  row: ListRow & { requires_options?: boolean | null; is_orderable?: boolean | null; minimum?: number };
  /** False in POS mode and with the no-price template (spec 1 §6): no shopper buttons. */
  shopper: boolean;
  onRemove: () => Promise<void>;
  /** The widget instance, so the cart change is attributed to it. */
  /** Stacked in narrow compare columns, side by side in wishlist rows. */
  stacked?: boolean;
}

/**
 * The actions of a compare or wishlist row: "Choose Options" (a link to the product page) when
 * the product has required options, otherwise Add to Cart; and Remove. A product that is not
 * orderable (spec 1 §4) cannot be added to the cart, and the row says why; it can always be
 * removed from the list. A double click on Remove sends one request.
 */
export const NOT_ORDERABLE = listsTexts.en.notOrderable;

export function ListRowActions({ row, shopper, onRemove, stacked = false }: ListRowActionsProps) {
  const [remove, removing] = useSingleFlight(onRemove);
  const t = useTexts(listsTexts);
  const unorderable = row.is_orderable === false;
  // Not known whether it can be added as it is (no orderability or options from the store): the
  // product page decides, when there is one to link to.
  const unknown = (row.requires_options === null || row.is_orderable === null) && Boolean(row.links?.view);
  const whyId = useId();
  return (
    <div className={stacked ? `${styles.actions} ${styles.stacked}` : styles.actions}>
      {unorderable ? (
        <p id={whyId} className={styles.why}>
          {t('notOrderable')}
        </p>
      ) : null}
      {shopper && row.requires_options ? (
        <a className={buttonClass('secondary')} href={row.links?.view} aria-label={t('chooseOptionsFor', { name: row.name })}>
          {t('chooseOptions')}
        </a>
      ) : null}
      {shopper && !row.requires_options && unknown ? (
        <a className={buttonClass('secondary')} href={row.links?.view} aria-label={t('viewNamed', { name: row.name })}>
          {t('viewProduct')}
        </a>
      ) : null}
      {shopper && !row.requires_options && !unknown ? (
        <AddToCartButton
          product={rowAsCartProduct(row)}
          kind="regular"
          disabled={unorderable}
          describedBy={unorderable ? whyId : undefined}
          prepare={() => ({ quantity: Math.max(1, row.minimum ?? 1) })}
        />
      ) : null}
      <Button variant="secondary" onClick={() => void remove()} busy={removing} aria-label={t('removeNamed', { name: row.name })}>
        {t('remove')}
      </Button>
    </div>
  );
}
