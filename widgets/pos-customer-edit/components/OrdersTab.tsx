import { useCallback, useMemo, useState } from 'react';
import { deleteOrder, getCustomerOrders, type CustomerOrderRow, type CustomerOrderSummary, customerKeys } from '../../../shared/api/customer';
import { useMutation } from '../../../shared/data';
import { incompleteRowClass } from '../../../shared/order';
import { Button, ConfirmDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { useCustomerName } from './customerName';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import styles from '../pos-customer-edit.module.css';

/** Spec 2 §4: the PACE link shows only when given and the order's status id is below 3. */
export const PACE_THRESHOLD = 3;
export const INCOMPLETE = 'Incomplete Transaction';

/**
 * Orders (spec 2 §3 §4): the summary (total spent, orders, returns, outstanding balance) and the
 * rows with status, totals, balance and dates; View / Edit / Delete only when the store gives
 * their links; the PACE link only when present and below status 3; Incomplete Transaction rows
 * marked. Delete asks first (the kit's ConfirmDialog: focus on Cancel, one request per Confirm).
 */
export function OrdersTab({ customerId }: { customerId: number }) {
  const name = useCustomerName(customerId);
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
      { key: 'order_id', label: 'Order ID', sortable: true, render: (o) => `#${o.order_id}` },
      {
        key: 'status',
        label: 'Status',
        render: (o) => <span className={o.status === INCOMPLETE ? styles.incomplete : undefined}>{o.status}</span>,
      },
      { key: 'total', label: 'Total', align: 'end', render: (o) => o.total_text },
      { key: 'balance', label: 'Balance', align: 'end', render: (o) => (Number(o.balance) > 0 ? o.balance_text : 'Paid') },
      { key: 'date_added', label: 'Date Added', sortable: true, render: (o) => formatDate(o.date_added) },
      { key: 'date_modified', label: 'Date Modified', render: (o) => formatDate(o.date_modified) },
      {
        key: 'actions',
        label: 'Actions',
        render: (o) => (
          <span className={styles.rowActions}>
            {o.viewUrl && <a href={o.viewUrl} aria-label={`View order #${o.order_id}`}>View</a>}
            {o.editUrl && <a href={o.editUrl} aria-label={`Edit order #${o.order_id}`}>Edit</a>}
            {o.paceUrl && o.order_status_id < PACE_THRESHOLD && (
              <a href={o.paceUrl} target="_blank" rel="noopener noreferrer" aria-label={`PACE for order #${o.order_id}`}>
                PACE
              </a>
            )}
            {o.deleteUrl && (
              <Button variant="link" size="sm" aria-label={`Delete order #${o.order_id}`} onClick={() => setConfirming(o)}>
                Delete
              </Button>
            )}
          </span>
        ),
      },
    ],
    [],
  );
  return (
    <div className={styles.tabBody}>
      <Summary summary={summary} />
      <SubList<CustomerOrderRow> label="Orders" columns={columns} load={load} queryKey={customerKeys.orderRows(customerId)} rowKey={(o) => o.order_id} rowClassName={incompleteRowClass} />
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete order #${confirming?.order_id ?? ''} of ${name}?`}
        confirmLabel="Delete Order"
        danger
        busy={remove.pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void remove.mutate(confirming.order_id)}
      >
        This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

function Summary({ summary }: { summary?: CustomerOrderSummary }) {
  if (!summary) return null;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Total Spent</dt>
        <dd>{summary.total_spent_text}</dd>
      </div>
      <div>
        <dt>Orders</dt>
        <dd>{summary.total_orders}</dd>
      </div>
      <div>
        <dt>Returns</dt>
        <dd>{summary.total_returns}</dd>
      </div>
      <div>
        <dt>Outstanding Balance</dt>
        <dd>{summary.outstanding_balance_text}</dd>
      </div>
    </dl>
  );
}
