import { useId, useState } from 'react';
import { ApiError } from '../api/errors';
import { addOrderHistory, getOrderStatus, type OrderStatus, type OrderStatusAnswer } from '../api/order';
import type { Id } from '../api/types';
import { useMutation, useQuery } from '../data';
import { Button, Field, Loading, Modal } from '../ui';
import fields from '../ui/fields.module.css';
import { MSG_REQUIRED, NotificationMethodFields, canSend, notificationDefaults, type NotificationValues } from '../customer';
import { TEXT_HISTORY_FAILED } from './format';
import styles from './order.module.css';

export interface OrderHistoryModalProps {
  orderId: Id;
  open: boolean;
  onClose: () => void;
  /** After a successful post: the status chosen, so the page can show it. */
  onAdded?: (status: OrderStatus) => void;
}

/**
 * The Add Order History modal (spec 2 §4 §5, spec 3 §2 §4; medium): statuses load when it opens;
 * Most Recent Note (read-only), Order Status, Comment, Notify Customer with the customer domain's
 * email / text fields (email on, text off by default; the consent override). Validated on mount
 * and on every change; Order History posts once and closes. Failures: the store's text, else
 * 'Failed to add order history', as a toast.
 */
export function OrderHistoryModal({ orderId, open, onClose, onAdded }: OrderHistoryModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Add Order History" size="md">
      {open && <Body orderId={orderId} onClose={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function Body({ orderId, onClose, onAdded }: Omit<OrderHistoryModalProps, 'open'>) {
  const status = useQuery(['order-status', String(orderId)], (signal) => getOrderStatus(orderId, signal));
  if (status.data) return <HistoryForm data={status.data} orderId={orderId} onClose={onClose} onAdded={onAdded} />;
  if (status.error)
    return (
      <div className={styles.stack}>
        <p role="alert">The order statuses could not be loaded.</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void status.refetch()}>Retry</Button>
        </div>
      </div>
    );
  return <Loading label="Loading the order statuses" showLabel />;
}

function HistoryForm({ data, orderId, onClose, onAdded }: { data: OrderStatusAnswer } & Omit<OrderHistoryModalProps, 'open'>) {
  const id = useId();
  const [statusId, setStatusId] = useState(String(data.orderStatusId ?? ''));
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(false);
  const [contact, setContact] = useState<NotificationValues>(() => notificationDefaults({ email: data.email, phone: data.phone, textingAlerts: data.textingAlerts }));
  const statusError = statusId ? undefined : MSG_REQUIRED;
  const valid = !statusError && (!notify || canSend(contact));

  const post = useMutation(
    () =>
      addOrderHistory(orderId, {
        orderStatusId: Number(statusId),
        notifyCustomer: notify ? 1 : 0,
        notifyByEmail: notify && contact.notifyByEmail,
        notifyByText: notify && contact.notifyByText,
        overrideTextPermission: notify && contact.notifyByText && contact.overrideTextPermission,
        textingAlerts: contact.textingAlerts,
        email: notify && contact.notifyByEmail ? contact.email.trim() : '',
        phone: notify && contact.notifyByText ? contact.phone.trim() : '',
        comment,
      }),
    {
      errorToast: (e) => (e instanceof ApiError && e.kind === 'store' && e.message ? e.message : TEXT_HISTORY_FAILED),
      successToast: (answer) => answer.success || 'The order history has been added.',
      invalidates: [['order-histories', String(orderId)], ['order-status', String(orderId)]],
      onSuccess: () => {
        const chosen = data.orderStatuses.find((s) => String(s.order_status_id) === statusId);
        if (chosen) onAdded?.(chosen);
        onClose?.();
      },
    },
  );

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void post.mutate();
      }}
    >
      <Field id={`${id}-note`} label="Most Recent Note">
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={data.recentHistoryNote ?? ''} readOnly rows={2} />}
      </Field>
      <Field id={`${id}-status`} label="Order Status" error={statusError}>
        {(a11y) => (
          <select {...a11y} className={fields.select} value={statusId} onChange={(e) => setStatusId(e.target.value)} disabled={post.pending}>
            <option value="">Choose a status</option>
            {data.orderStatuses.map((s) => (
              <option key={String(s.order_status_id)} value={String(s.order_status_id)}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-comment`} label="Comment">
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={comment} rows={4} onChange={(e) => setComment(e.target.value)} disabled={post.pending} />}
      </Field>
      <label className={fields.check}>
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} disabled={post.pending} />
        Notify Customer
      </label>
      {notify && <NotificationMethodFields value={contact} onChange={setContact} showErrors disabled={post.pending} legend="Notify by" />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={post.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid} busy={post.pending}>
          Order History
        </Button>
      </div>
    </form>
  );
}
