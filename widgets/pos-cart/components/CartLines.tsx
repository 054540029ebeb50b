import type { PosCart, PosCartProduct } from '../../../shared/api/pos-cart';
import { shownKeyOf } from '../../../shared/offline';
import type { LaborRate } from '../rules';
import { posCartTexts } from '../texts';
import { useTexts } from '../../../shared/texts';
import { Line } from './Line';
import styles from '../pos-cart.module.css';

export interface CartLinesProps {
  products: readonly PosCartProduct[];
  vouchers: PosCart['vouchers'];
  laborRates: readonly LaborRate[];
  poNumbers: boolean;
  /** The cart's vehicle ("2018 Ford F-150 XLT"), or null: no fitment shown. */
  vehicle: string | null;
}

/** The cart's Products panel: its lines (or the spec's empty text) and its gift certificates. */
export function CartLines({ products, vouchers, laborRates, poNumbers, vehicle }: CartLinesProps) {
  const t = useTexts(posCartTexts);
  return (
    <section className={styles.panel} aria-labelledby="pf-pos-cart-lines">
      <h2 id="pf-pos-cart-lines" className={styles.heading}>
        {t('products')}
      </h2>
      {products.length === 0 ? (
        <p>{t('emptyCart')}</p>
      ) : (
        <ul className={styles.lines} aria-label={t('productsInCart')}>
          {products.map((line) => (
            <Line
              // The key the line was first shown under (`shownKeyOf`): a part just scanned keeps its line when the store confirms it.
              key={shownKeyOf(line.key)}
              line={line}
              laborRates={laborRates}
              poNumbers={poNumbers}
              vehicle={vehicle}
            />
          ))}
        </ul>
      )}
      {vouchers.length > 0 && (
        <ul className={styles.lines} aria-label={t('giftCertificates')}>
          {vouchers.map((v) => (
            <li key={v.key} className={styles.meta}>
              {t('voucherLine', { description: v.description, amount: v.amount_text })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
