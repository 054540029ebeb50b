import { useCallback, useMemo, useState } from 'react';
import { deleteOrder, getCustomerOrders, type CustomerOrderRow, type CustomerOrderSummary, customerKeys } from '../../../shared/api/customer';
import { useMutation } from '../../../shared/data';
import { incompleteRowClass } from '../../../shared/order';
import { Button, ConfirmDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { useCustomerName } from './customerName';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

/** Spec 2 §4: the PACE link shows only when given and the order's status id is below 3. */
export const PACE_THRESHOLD = 3;
/** The store's status name (its data, compared with). */
export const INCOMPLETE = 'Incomplete Transaction';

/**
 * Orders (spec 2 §3 §4): the summary (total spent, orders, returns, outstanding balance) and the
 * rows with status, totals, balance and dates; View / Edit / Delete only when the store gives
 * their links; the PACE link only when present and below status 3; Incomplete Transaction rows
 * marked. Delete asks first (the kit's ConfirmDialog: focus on Cancel, one request per Confirm).
 */
export function OrdersTab({ customerId }: { customerId: number }) {
  const name = useCustomerName(customerId);
  const t = useTexts(posCustomerEditTexts);
  const [summary, setSummary] = useState<CustomerOrderSummary | undefined>();
  const [confirming, setConfirming] = useState<CustomerOrderRow | null>(null);
  const remove = useMutation((orderId: number) => deleteOrder(orderId), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.orders(customerId)],
    onSuccess: () => setConfirming(null),
  });
  const load = useCallback(
    async (q: TableQuery, signal: AbortSignal) => {
      const answer = await getCustomerOrders(customerId, listQuery(q), signal);
      setSummary(answer.summary);
      return answer;
    },
    [customerId],
  );
  const columns = useMemo<Column<CustomerOrderRow>[]>(
    () => [
      { key: 'order_id', label: t('orderId'), sortable: true, render: (o) => `#${o.order_id}` },
      {
        key: 'status',
        label: t('status'),
        render: (o) => <span className={o.status === INCOMPLETE ? styles.incomplete : undefined}>{o.status}</span>,
      },
      { key: 'total', label: t('total'), align: 'end', render: (o) => o.total_text },
      { key: 'balance', label: t('balance'), align: 'end', render: (o) => (Number(o.balance) > 0 ? o.balance_text : t('paid')) },
      { key: 'date_added', label: t('dateAdded'), sortable: true, render: (o) => formatDate(o.date_added) },
      { key: 'date_modified', label: t('dateModified'), render: (o) => formatDate(o.date_modified) },
      {
        key: 'actions',
        label: t('actions'),
        render: (o) => (
          <span className={styles.rowActions}>
            {o.viewUrl && <a href={o.viewUrl} aria-label={t('viewOrder', { id: String(o.order_id) })}>{t('view')}</a>}
            {o.editUrl && <a href={o.editUrl} aria-label={t('editOrder', { id: String(o.order_id) })}>{t('edit')}</a>}
            {o.paceUrl && o.order_status_id < PACE_THRESHOLD && (
              <a href={o.paceUrl} target="_blank" rel="noopener noreferrer" aria-label={t('paceOrder', { id: String(o.order_id) })}>
                {t('pace')}
              </a>
            )}
            {o.deleteUrl && (
              <Button variant="link" size="sm" aria-label={t('deleteOrder', { id: String(o.order_id) })} onClick={() => setConfirming(o)}>
                {t('delete')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t],
  );
  return (
    <div className={styles.tabBody}>
      <Summary summary={summary} />
      <SubList<CustomerOrderRow> label={t('tabOrders')} columns={columns} load={load} queryKey={customerKeys.orderRows(customerId)} rowKey={(o) => o.order_id} rowClassName={incompleteRowClass} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('deleteOrderQuestion', { id: String(confirming?.order_id ?? ''), name })}
        confirmLabel={t('deleteOrderConfirm')}
        danger
        busy={remove.pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void remove.mutate(confirming.order_id)}
      >
        {t('cannotBeUndone')}
      </ConfirmDialog>
    </div>
  );
}

function Summary({ summary }: { summary?: CustomerOrderSummary }) {
  const t = useTexts(posCustomerEditTexts);
  if (!summary) return null;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('totalSpent')}</dt>
        <dd>{summary.total_spent_text}</dd>
      </div>
      <div>
        <dt>{t('tabOrders')}</dt>
        <dd>{summary.total_orders}</dd>
      </div>
      <div>
        <dt>{t('tabReturns')}</dt>
        <dd>{summary.total_returns}</dd>
      </div>
      <div>
        <dt>{t('outstandingBalance')}</dt>
        <dd>{summary.outstanding_balance_text}</dd>
      </div>
    </dl>
  );
}
