import { useId, useState } from 'react';
import { ApiError } from '../api/errors';
import { addOrderHistory, getOrderStatus, orderKeys, type AdminAccess, type OrderHistoryForm, type OrderStatus, type OrderStatusAnswer } from '../api/order';
import type { Id } from '../api/types';
import { invalidateQueries, useMutation, useQuery } from '../data';
import { Button, Field, Loading, Modal } from '../ui';
import fields from '../ui/fields.module.css';
import { msgRequired, NotificationMethodFields, canSend, notificationDefaults, useUpdateContactInfo, type NotificationValues } from '../customer';
import { text, useTexts } from '../texts';
import { orderStatusKey } from './keys';
import { orderTexts } from './texts';
import styles from './order.module.css';

export interface OrderHistoryModalProps {
  orderId: Id;
  /** The order's customer: an email or phone changed in the notification options is saved on them (updateContactInfo). */
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

/** What the clerk typed: status, comment, Notify Customer, and how to notify (shown while it is on). */
interface Draft {
  /** `null` until changed: the order's current status. */
  statusId: string | null;
  comment: string;
  notify: boolean;
  /** `null` until the statuses answered: then the defaults from the order status response. */
  how: NotificationValues | null;
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
 * Add Order History (spec 2 §2 §4 §8, spec 3 §2; medium): statuses load when it opens; Most
 * Recent Note (read-only), Order Status, Comment, Notify Customer. Spec 2 §4: "When Notify
 * Customer is on, email and text options appear. Default: notify by email on, text off." They
 * appear in the same form, under Notify Customer, pre-filled from the order status response
 * (email, phone, texting consent, with the override for a customer who has not consented), and
 * gate Order History while they are incomplete. Order History posts once ('Failed to add order
 * history' or the store's text on failure, keeping what was typed) and closes; an email or phone
 * changed in the options is saved on the order's customer afterwards.
 */
export function OrderHistoryModal({ open, ...props }: OrderHistoryModalProps) {
  return open ? <Flow {...props} /> : null;
}

function Flow({ orderId, customerId, onClose, onAdded, admin }: Omit<OrderHistoryModalProps, 'open'>) {
  const status = useQuery(orderStatusKey(orderId), (signal) => getOrderStatus(orderId, signal, admin));
  const [draft, setDraft] = useState<Draft>({ statusId: null, comment: '', notify: false, how: null });
  const { saveContact } = useUpdateContactInfo();
  const t = useTexts(orderTexts);
  const data = status.data;
  const statusId = draft.statusId ?? String(data?.orderStatusId ?? '');
  const contact = { email: data?.email, phone: data?.phone, textingAlerts: data?.textingAlerts };
  const how = draft.how ?? notificationDefaults(contact);
  const sent = draft.notify ? how : null;

  const post = useMutation(() => addOrderHistory(orderId, historyForm(statusId, draft.comment, sent, how.textingAlerts), admin), {
    errorToast: (e) => (e instanceof ApiError && e.kind === 'store' && e.message ? e.message : text(orderTexts, 'historyFailed')),
    successToast: (answer) => answer.success || text(orderTexts, 'historyAdded'),
    onSuccess: () => {
      invalidateQueries(orderKeys.histories(orderId));
      invalidateQueries(orderStatusKey(orderId));
      const chosen = data?.orderStatuses.find((s) => String(s.order_status_id) === statusId);
      if (chosen) onAdded?.(chosen);
      onClose();
      // After the history and its notification went out; a failure there never undoes them.
      if (sent && Number(customerId) > 0) {
        void saveContact(Number(customerId), { email: data?.email, phone: data?.phone }, sent).then((saved) => saved && invalidateQueries(orderStatusKey(orderId)));
      }
    },
  });

  return (
    <Modal open onClose={onClose} title={t('addOrderHistory')} size="md">
      {data ? (
        <HistoryForm data={data} draft={draft} how={how} statusId={statusId} onDraft={setDraft} busy={post.pending} onClose={onClose} onSubmit={() => void post.mutate()} />
      ) : status.error ? (
        <div className={styles.stack}>
          <p role="alert">{t('statusesFailed')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void status.refetch()}>{t('retry')}</Button>
          </div>
        </div>
      ) : (
        <Loading label={t('statusesLoading')} showLabel />
      )}
    </Modal>
  );
}

function HistoryForm({
  data,
  draft,
  how,
  statusId,
  onDraft,
  busy,
  onClose,
  onSubmit,
}: {
  data: OrderStatusAnswer;
  draft: Draft;
  how: NotificationValues;
  statusId: string;
  onDraft: (d: Draft) => void;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const t = useTexts(orderTexts);
  const [tried, setTried] = useState(false);
  // Spec 2 §5: validated on mount and on every change.
  const statusError = statusId ? undefined : msgRequired();
  const notifyOk = !draft.notify || canSend(how);
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!statusError && notifyOk) onSubmit();
      }}
    >
      <Field id={`${id}-note`} label={t('mostRecentNote')}>
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={data.recentHistoryNote ?? ''} readOnly rows={2} />}
      </Field>
      <Field id={`${id}-status`} label={t('orderStatus')} error={statusError}>
        {(a11y) => (
          <select {...a11y} className={fields.select} value={statusId} onChange={(e) => onDraft({ ...draft, statusId: e.target.value })} disabled={busy}>
            <option value="">{t('chooseStatus')}</option>
            {data.orderStatuses.map((s) => (
              <option key={String(s.order_status_id)} value={String(s.order_status_id)}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-comment`} label={t('comment')}>
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={draft.comment} rows={4} onChange={(e) => onDraft({ ...draft, comment: e.target.value })} disabled={busy} />}
      </Field>
      <label className={fields.check}>
        <input type="checkbox" checked={draft.notify} onChange={(e) => onDraft({ ...draft, notify: e.target.checked, how })} disabled={busy} />
        {t('notifyCustomer')}
      </label>
      {draft.notify && <NotificationMethodFields legend={t('notifyBy')} value={how} onChange={(next) => onDraft({ ...draft, how: next })} showErrors={tried} disabled={busy} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={Boolean(statusError) || !notifyOk} busy={busy}>
          {t('submitHistory')}
        </Button>
      </div>
    </form>
  );
}
