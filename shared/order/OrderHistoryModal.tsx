import { useId, useState } from 'react';
import { ApiError } from '../api/errors';
import { addOrderHistory, getOrderStatus, type AdminAccess, type OrderHistoryForm, type OrderStatus, type OrderStatusAnswer } from '../api/order';
import type { Id } from '../api/types';
import { invalidateQueries, useMutation, useQuery } from '../data';
import { Button, Field, Loading, Modal } from '../ui';
import fields from '../ui/fields.module.css';
import { MSG_REQUIRED, NotificationMethodModal, NotifyCustomerCheck, notificationDefaults, useUpdateContactInfo, type NotificationValues } from '../customer';
import { TEXT_HISTORY_FAILED } from './format';
import { orderStatusKey } from './keys';
import styles from './order.module.css';

export interface OrderHistoryModalProps {
  orderId: Id;
  /** The order's customer: an email or phone changed in the notification step is saved on them (updateContactInfo). */
  customerId?: Id | null;
  open: boolean;
  onClose: () => void;
  /** After a successful post: the status chosen, so the page can show it. */
  onAdded?: (status: OrderStatus) => void;
  /**
   * Outside POS (the store's admin): the admin's token. The statuses and the post then go through
   * the admin helper (`sale/order/getOrderStatus`, `sale/order/api?api=api/order/history`);
   * without it, the POS routes.
   */
  admin?: AdminAccess;
}

/** What the clerk typed in the history step, kept while the notification step is open. */
interface Draft {
  /** `null` until changed: the order's current status. */
  statusId: string | null;
  comment: string;
  notify: boolean;
}

/** The order history form as the store reads it (spec 2 §3), with or without a notification. */
function historyForm(statusId: string, comment: string, sent: NotificationValues | null, textingAlerts: boolean): OrderHistoryForm {
  return {
    orderStatusId: Number(statusId),
    notifyCustomer: sent ? 1 : 0,
    notifyByEmail: Boolean(sent?.notifyByEmail),
    notifyByText: Boolean(sent?.notifyByText),
    overrideTextPermission: Boolean(sent?.notifyByText && sent.overrideTextPermission),
    textingAlerts: sent?.textingAlerts ?? textingAlerts,
    email: sent?.notifyByEmail ? sent.email.trim() : '',
    phone: sent?.notifyByText ? sent.phone.trim() : '',
    comment,
  };
}

/**
 * Add Order History in two steps, as Add History on the customer screen (spec 2 §2 §4 §8, spec 3
 * §2; medium): statuses load when it opens; Most Recent Note (read-only), Order Status, Comment,
 * Notify Customer; Order History posts at once ('Failed to add order history' or the store's text
 * on failure). With Notify Customer ticked, Order History opens Select Notification Method
 * instead: email (on) and text (off) pre-filled from the order status response, the consent
 * override; its Send posts the history with the notification fields, a failure says 'Failed to
 * send to notification' (the store's words when it refuses) and keeps both steps; Cancel goes back
 * to the history. An email or phone changed there is saved on the customer afterwards.
 */
export function OrderHistoryModal({ open, ...props }: OrderHistoryModalProps) {
  return open ? <Flow {...props} /> : null;
}

function Flow({ orderId, customerId, onClose, onAdded, admin }: Omit<OrderHistoryModalProps, 'open'>) {
  const status = useQuery(orderStatusKey(orderId), (signal) => getOrderStatus(orderId, signal, admin));
  const [draft, setDraft] = useState<Draft>({ statusId: null, comment: '', notify: false });
  const [step, setStep] = useState<'history' | 'notify'>('history');
  const { saveContact } = useUpdateContactInfo();
  const data = status.data;
  const statusId = draft.statusId ?? String(data?.orderStatusId ?? '');
  const contact = { email: data?.email, phone: data?.phone, textingAlerts: data?.textingAlerts };

  const added = (sent: NotificationValues | null) => {
    invalidateQueries(['order-histories', String(orderId)]);
    invalidateQueries(orderStatusKey(orderId));
    const chosen = data?.orderStatuses.find((s) => String(s.order_status_id) === statusId);
    if (chosen) onAdded?.(chosen);
    onClose();
    // After the history and its notification went out; a failure there never undoes them.
    if (sent && Number(customerId) > 0) {
      void saveContact(Number(customerId), { email: data?.email, phone: data?.phone }, sent).then((saved) => saved && invalidateQueries(orderStatusKey(orderId)));
    }
  };
  const post = useMutation(() => addOrderHistory(orderId, historyForm(statusId, draft.comment, null, notificationDefaults(contact).textingAlerts), admin), {
    errorToast: (e) => (e instanceof ApiError && e.kind === 'store' && e.message ? e.message : TEXT_HISTORY_FAILED),
    successToast: (answer) => answer.success || 'The order history has been added.',
    onSuccess: () => added(null),
  });

  if (step === 'notify' && data) {
    return (
      <NotificationMethodModal
        open
        contact={contact}
        onClose={() => setStep('history')}
        onSend={(sent) => addOrderHistory(orderId, historyForm(statusId, draft.comment, sent, sent.textingAlerts), admin)}
        onSent={(_, sent) => added(sent)}
      />
    );
  }
  return (
    <Modal open onClose={onClose} title="Add Order History" size="md">
      {data ? (
        <HistoryStep
          data={data}
          draft={draft}
          statusId={statusId}
          onDraft={setDraft}
          busy={post.pending}
          onClose={onClose}
          onSubmit={() => (draft.notify ? setStep('notify') : void post.mutate())}
        />
      ) : status.error ? (
        <div className={styles.stack}>
          <p role="alert">The order statuses could not be loaded.</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void status.refetch()}>Retry</Button>
          </div>
        </div>
      ) : (
        <Loading label="Loading the order statuses" showLabel />
      )}
    </Modal>
  );
}

function HistoryStep({
  data,
  draft,
  statusId,
  onDraft,
  busy,
  onClose,
  onSubmit,
}: {
  data: OrderStatusAnswer;
  draft: Draft;
  statusId: string;
  onDraft: (d: Draft) => void;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
}) {
  const id = useId();
  // Spec 2 §5: validated on mount and on every change.
  const statusError = statusId ? undefined : MSG_REQUIRED;
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!statusError) onSubmit();
      }}
    >
      <Field id={`${id}-note`} label="Most Recent Note">
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={data.recentHistoryNote ?? ''} readOnly rows={2} />}
      </Field>
      <Field id={`${id}-status`} label="Order Status" error={statusError}>
        {(a11y) => (
          <select {...a11y} className={fields.select} value={statusId} onChange={(e) => onDraft({ ...draft, statusId: e.target.value })} disabled={busy}>
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
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={draft.comment} rows={4} onChange={(e) => onDraft({ ...draft, comment: e.target.value })} disabled={busy} />}
      </Field>
      <NotifyCustomerCheck checked={draft.notify} onChange={(notify) => onDraft({ ...draft, notify })} disabled={busy} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={Boolean(statusError)} busy={busy}>
          Order History
        </Button>
      </div>
    </form>
  );
}
