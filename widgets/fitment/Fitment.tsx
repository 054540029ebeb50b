import { FitmentBadge } from '../../shared/vehicle';
import { FitmentNotice } from '../../shared/vehicle';
import styles from './fitment.module.css';
import type { FitmentProps } from './props';

export type { FitmentProps };


/** A part's fitment: the button (default) or the product page's notice. */
export function Fitment({ aaia, mpn, productId, categoryId, manufacturerId, seriesId, variant = 'badge' }: FitmentProps) {
  return (
    <div className={styles.fitment}>
      {variant === 'notice' ? <FitmentNotice aaia={aaia} mpn={mpn} /> : (
        <FitmentBadge aaia={aaia} mpn={mpn} productId={productId} categoryId={categoryId} manufacturerId={manufacturerId} seriesId={seriesId} />
      )}
    </div>
  );
}
