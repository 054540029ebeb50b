import type { PurchaseOrder } from '../../../shared/api/payment';
import { formatMoney } from '../../../shared/money';
import { formatOrderDate } from '../../../shared/order';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-order-view.module.css';
import { posOrderViewTexts } from '../texts';

/** Distributor purchase orders with every field of spec 2 §3. */
export function PurchaseOrders({ orders }: { orders: readonly PurchaseOrder[] }) {
  const t = useTexts(posOrderViewTexts);
  if (!orders.length) return <p className={styles.muted}>{t('noPurchaseOrders')}</p>;
  return (
    <div className={styles.pos}>
      {orders.map((po) => {
        const shipTo = po.ShipTo;
        const fields: Array<[string, string]> = [
          [t('purchaseOrderId'), String(po.PurchaseOrderID)],
          [t('confirmationNumber'), po.ConfirmationNumber || '—'],
          [t('warehouseConfirmationNumber'), po.WarehouseConfirmationNumber || '—'],
          [t('warehouse'), po.ToWarehouse?.Name || '—'],
          [t('submitted'), po.SubmittedToWarehouseDateTime ? formatOrderDate(po.SubmittedToWarehouseDateTime) : '—'],
          [t('status'), po.CurrentStatus || '—'],
          [t('shippingMethod'), po.ShippingMethod || '—'],
          [t('shipTo'), [shipTo?.Name, shipTo?.Street, [shipTo?.City, [shipTo?.StateProvinceCode, shipTo?.ZipPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ') || '—'],
          [t('notes'), po.Notes || '—'],
          [t('orderTotal'), formatMoney(po.OrderTotalPrice)],
        ];
        return (
          <article key={String(po.PurchaseOrderID)} className={styles.po} aria-label={t('purchaseOrderLabel', { number: po.Number })}>
            <h3>{t('purchaseOrderHeading', { number: po.Number })}</h3>
            <dl className={styles.info}>
              {fields.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <table className={styles.table}>
              <caption className="pf-visually-hidden">{t('purchaseOrderItems', { number: po.Number })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('brand')}</th>
                  <th scope="col">{t('partNumber')}</th>
                  <th scope="col" className={styles.num}>
                    {t('quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {po.Items.map((item, i) => (
                  <tr key={`${item.AAIABrandCode}-${item.PartNumber}-${i}`}>
                    <td>{item.AAIABrandCode}</td>
                    <td>{item.PartNumber}</td>
                    <td className={styles.num}>{item.Quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        );
      })}
    </div>
  );
}
