import type { OrderProduct } from '../../../shared/api/payment';
import type { OrderVoucher, PosOrder } from '../../../shared/api/order';
import styles from '../pos-order-view.module.css';
import { AmountCells, AmountHeads, totalText } from './lineCells';
import { useTexts } from '../../../shared/texts';
import { posOrderViewTexts } from '../texts';

type Total = PosOrder['totals'][number];

/**
 * The order's lines with their options and PO numbers, the gift certificates sold on it
 * (`vouchers`, spec 2 §3), then the totals rows.
 */
export function Items({ products, totals, vouchers = [] }: { products: readonly OrderProduct[]; totals: readonly Total[]; vouchers?: readonly OrderVoucher[] }) {
  const t = useTexts(posOrderViewTexts);
  return (
    <table className={styles.table}>
      <caption className="pf-visually-hidden">{t('items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('model')}</th>
          <th scope="col">{t('poNumber')}</th>
          <AmountHeads quantity={t('quantity')} numClass={styles.num} />
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={String(p.order_product_id)}>
            <td>
              {p.name}
              {p.option.length > 0 && (
                <ul className={styles.options}>
                  {p.option.map((o, i) => (
                    <li key={`${o.name}-${i}`}>
                      {o.name}: {o.value}
                      {o.option_price ? ` (${o.option_price})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td>{p.model}</td>
            <td>{p.po_number || '—'}</td>
            <AmountCells line={p} numClass={styles.num} />
          </tr>
        ))}
        {vouchers.map((v, i) => (
          <tr key={`voucher-${v.code || i}`}>
            <td>
              {v.description}
              {v.code ? ` (${v.code})` : ''}
            </td>
            <td>{t('giftCertificate')}</td>
            <td>—</td>
            <AmountCells line={v} numClass={styles.num} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((t, i) => (
          <tr key={`${t.code}-${i}`} className={t.code === 'total' ? styles.grand : undefined}>
            <th scope="row" colSpan={5} className={styles.num}>
              {t.title}
            </th>
            <td className={styles.num}>{totalText(t)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
