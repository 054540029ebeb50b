import type { PurchaseOrder } from '../../../shared/api/payment';
import { formatMoney } from '../../../shared/money';
import { formatOrderDate } from '../../../shared/order';
import styles from '../pos-order-view.module.css';

/** Distributor purchase orders with every field of spec 2 §3. */
export function PurchaseOrders({ orders }: { orders: readonly PurchaseOrder[] }) {
  if (!orders.length) return <p className={styles.muted}>No distributor purchase orders.</p>;
  return (
    <div className={styles.pos}>
      {orders.map((po) => {
        const shipTo = po.ShipTo;
        const fields: Array<[string, string]> = [
          ['Purchase Order ID', String(po.PurchaseOrderID)],
          ['Confirmation Number', po.ConfirmationNumber || '—'],
          ['Warehouse Confirmation Number', po.WarehouseConfirmationNumber || '—'],
          ['Warehouse', po.ToWarehouse?.Name || '—'],
          ['Submitted', po.SubmittedToWarehouseDateTime ? formatOrderDate(po.SubmittedToWarehouseDateTime) : '—'],
          ['Status', po.CurrentStatus || '—'],
          ['Shipping Method', po.ShippingMethod || '—'],
          ['Ship To', [shipTo?.Name, shipTo?.Street, [shipTo?.City, [shipTo?.StateProvinceCode, shipTo?.ZipPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ') || '—'],
          ['Notes', po.Notes || '—'],
          ['Order Total', formatMoney(po.OrderTotalPrice)],
        ];
        return (
          <article key={String(po.PurchaseOrderID)} className={styles.po} aria-label={`Purchase order ${po.Number}`}>
            <h3>Purchase Order {po.Number}</h3>
            <dl className={styles.info}>
              {fields.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <table className={styles.table}>
              <caption className="pf-visually-hidden">Items of purchase order {po.Number}</caption>
              <thead>
                <tr>
                  <th scope="col">Brand</th>
                  <th scope="col">Part Number</th>
                  <th scope="col" className={styles.num}>
                    Quantity
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
