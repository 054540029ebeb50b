import { useCallback, useId, useState } from 'react';
import { addHistory, getCustomer, getHistory, type HistoryRow } from '../../../shared/api/customer';
import { NotificationMethodFields, canSend, notificationDefaults, type NotificationValues } from '../../../shared/customer';
import { useMutation, useQuery } from '../../../shared/data';
import { Button, Field, FormDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import fields from '../../../shared/ui/fields.module.css';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import styles from '../pos-customer-edit.module.css';

/** Spec 2 §5 "History image": a hint only; the store checks the file. */
export const IMAGE_HINT = '.jpg or .png, 2 MB maximum.';

const columns: Column<HistoryRow>[] = [
  { key: 'date_added', label: 'Date Added', sortable: true, render: (h) => formatDate(h.date_added) },
  { key: 'comment', label: 'Comment' },
  {
    key: 'image',
    label: 'Image',
    render: (h) =>
      h.image ? (
        <a href={h.image} target="_blank" rel="noopener noreferrer">
          <img src={h.image} alt={`Image for the note of ${formatDate(h.date_added)}`} className={styles.thumb} />
        </a>
      ) : null,
  },
];

/** History (spec 2 §3 §7): the notes 10 a page and Add History (comment, optional image, notify options). */
export function HistoryTab({ customerId }: { customerId: number }) {
  const [adding, setAdding] = useState(false);
  const load = useCallback((q: TableQuery, signal: AbortSignal) => getHistory(customerId, listQuery(q), signal), [customerId]);
  return (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <span />
        <Button onClick={() => setAdding(true)}>Add History</Button>
      </div>
      <SubList<HistoryRow> label="History" columns={columns} load={load} queryKey={['customers', customerId, 'history']} rowKey={(h) => h.customer_history_id} />
      {adding && <AddHistoryModal customerId={customerId} onClose={() => setAdding(false)} />}
    </div>
  );
}

function AddHistoryModal({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const uid = useId();
  const customer = useQuery(['customers', 'record', customerId], (signal) => getCustomer(customerId, signal)).data?.customer;
  const [comment, setComment] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [notify, setNotify] = useState(false);
  const [method, setMethod] = useState<NotificationValues | null>(null);
  const [tried, setTried] = useState(false);
  const contact = method ?? notificationDefaults({ email: customer?.email, phone: customer?.telephone, textingAlerts: customer?.texting_alerts });
  const add = useMutation(
    () =>
      addHistory(customerId, {
        comment: comment.trim(),
        image,
        notifyCustomer: notify,
        notifyByEmail: notify && contact.notifyByEmail,
        notifyByText: notify && contact.notifyByText,
        overrideTextPermission: notify && contact.overrideTextPermission,
        textingAlerts: contact.textingAlerts,
        email: notify && contact.notifyByEmail ? contact.email.trim() : '',
        phone: notify && contact.notifyByText ? contact.phone : '',
      }),
    { errorToast: true, successToast: (a) => a.success, invalidates: [['customers', customerId, 'history']], onSuccess: onClose },
  );
  const commentError = comment.trim() ? undefined : 'Required';
  const valid = !commentError && (!notify || canSend(contact));
  return (
    <FormDialog
      onClose={onClose}
      title="Add History"
      size="md"
      submitLabel="Add History"
      busy={add.pending}
      submitDisabled={tried && !valid}
      onSubmit={() => {
        setTried(true);
        if (valid) void add.mutate();
      }}
    >
      <Field id={`${uid}-comment`} label="Comment" error={tried && commentError}>
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={comment} onChange={(e) => setComment(e.target.value)} />}
      </Field>
      <Field id={`${uid}-image`} label="Image (optional)" hint={IMAGE_HINT} hintId={`${uid}-image-hint`}>
        {(a11y) => <input {...a11y} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />}
      </Field>
      <label className={fields.check}>
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        Notify Customer
      </label>
      {notify && <NotificationMethodFields value={contact} onChange={setMethod} showErrors={tried} />}
    </FormDialog>
  );
}
