import { FitmentBadge } from '../../shared/fitment';
import { FitmentNotice } from '../../shared/fitment';
import styles from './fitment.module.css';

export interface FitmentProps {
  aaia: string;
  mpn: string;
  productId?: string;
  variant?: 'badge' | 'notice';
}

/** A part's fitment: the button (default) or the product page's notice. */
export function Fitment({ aaia, mpn, productId, variant = 'badge' }: FitmentProps) {
  return (
    <div className={styles.fitment}>
      {variant === 'notice' ? <FitmentNotice aaia={aaia} mpn={mpn} /> : <FitmentBadge aaia={aaia} mpn={mpn} productId={productId} />}
    </div>
  );
}
