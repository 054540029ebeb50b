import type { PosOrder } from '../../../shared/api/order';
import { StatusBadge, customerText, formatOrderDate } from '../../../shared/order';
import styles from '../pos-order-view.module.css';
import { InfoList, type InfoRow } from './InfoList';

/**
 * Order info (spec 2 §2): id, date, status, customer, cashier, vehicle, tax exemption, PO numbers.
 * A POS order (spec 2 §3) has no email or telephone, so none is shown.
 */
export function OrderInfo({ order }: { order: PosOrder }) {
  const rows: InfoRow[] = [
    ['Order ID', `#${order.order_id}`],
    ['Date Added', formatOrderDate(order.date_added)],
    ['Status', <StatusBadge key="s" order={order} />],
    ['Customer', customerText(order)],
  ];
  rows.push(['Cashier', order.cashier || '—']);
  if (order.order_ymm) rows.push(['Vehicle', order.order_ymm]);
  if (order.tax_exempt) rows.push(['Tax Exempt', order.tax_exempt_number ? `Yes (${order.tax_exempt_number})` : 'Yes']);
  if (order.po_number_list.length) rows.push(['PO Numbers', order.po_number_list.join(', ')]);
  rows.push(['Items', String(order.total_items)]);
  return <InfoList rows={rows} className={styles.info} />;
}
