import type { PosOrder } from '../../../shared/api/order';
import { StatusBadge, customerText, formatOrderDate } from '../../../shared/order';
import styles from '../pos-order-view.module.css';
import { InfoList, type InfoRow } from './InfoList';
import { useTexts } from '../../../shared/texts';
import { posOrderViewTexts } from '../texts';

/**
 * Order info (spec 2 §2): id, date, status, customer, cashier, vehicle, tax exemption, PO numbers.
 * A POS order (spec 2 §3) has no email or telephone, so none is shown.
 */
export function OrderInfo({ order }: { order: PosOrder }) {
  const t = useTexts(posOrderViewTexts);
  const rows: InfoRow[] = [
    [t('orderId'), `#${order.order_id}`],
    [t('dateAdded'), formatOrderDate(order.date_added)],
    [t('status'), <StatusBadge key="s" order={order} />],
    [t('customer'), customerText(order)],
  ];
  rows.push([t('cashier'), order.cashier || '—']);
  if (order.order_ymm) rows.push([t('vehicle'), order.order_ymm]);
  if (order.tax_exempt) rows.push([t('taxExempt'), order.tax_exempt_number ? t('yesNumber', { number: order.tax_exempt_number }) : t('yes')]);
  if (order.po_number_list.length) rows.push([t('poNumbers'), order.po_number_list.join(', ')]);
  rows.push([t('items'), String(order.total_items)]);
  return <InfoList rows={rows} className={styles.info} />;
}
