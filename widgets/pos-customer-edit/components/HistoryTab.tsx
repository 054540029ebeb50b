import { useCallback, useId, useMemo, useState } from 'react';
import { addHistory, getCustomer, getHistory, type HistoryInput, type HistoryRow, customerKeys } from '../../../shared/api/customer';
import { msgRequired, NotificationMethodModal, NotifyCustomerCheck, notificationDefaults, useUpdateContactInfo, type NotificationValues } from '../../../shared/customer';
import { invalidateQueries, useMutation, useQuery } from '../../../shared/data';
import { Button, Field, FormDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import fields from '../../../shared/ui/fields.module.css';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts, type PosCustomerEditT } from '../texts';

/** Spec 2 §5 "History image": a hint only; the store checks the file. */
export const IMAGE_HINT = posCustomerEditTexts.en.imageHint;

const columnsOf = (t: PosCustomerEditT): Column<HistoryRow>[] => [
  { key: 'date_added', label: t('dateAdded'), sortable: true, render: (h) => formatDate(h.date_added) },
  { key: 'comment', label: t('comment') },
  {
    key: 'image',
    label: t('image'),
    render: (h) =>
      h.image ? (
        <a href={h.image} target="_blank" rel="noopener noreferrer">
          <img src={h.image} alt={t('imageAlt', { date: formatDate(h.date_added) })} className={styles.thumb} />
        </a>
      ) : null,
  },
];

/** History (spec 2 §3 §7): the notes 10 a page and Add History (comment, optional image, notify options). */
export function HistoryTab({ customerId }: { customerId: number }) {
  const [adding, setAdding] = useState(false);
  const t = useTexts(posCustomerEditTexts);
  const columns = useMemo(() => columnsOf(t), [t]);
  const load = useCallback((q: TableQuery, signal: AbortSignal) => getHistory(customerId, listQuery(q), signal), [customerId]);
  return (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <span />
        <Button onClick={() => setAdding(true)}>{t('addHistory')}</Button>
      </div>
      <SubList<HistoryRow> label={t('tabHistory')} columns={columns} load={load} queryKey={customerKeys.history(customerId)} rowKey={(h) => h.customer_history_id} />
      {adding && <AddHistory customerId={customerId} onClose={() => setAdding(false)} />}
    </div>
  );
}

interface Note {
  comment: string;
  image: File | null;
}

/**
 * Add History in two steps, as spec 2 places its modals: the note (comment, optional image,
 * Notify Customer), then, when Notify Customer is ticked, Select Notification Method, pre-filled
 * with the customer's email, phone and texting consent. Its Send posts the note with the
 * notification fields (spec 2 §7, the customer_history/add call is the notification's endpoint);
 * a failure says 'Failed to send to notification' (the store's words when it refuses) and keeps
 * both steps' values; Cancel goes back to the note. An email or phone the clerk changed there is
 * saved on the customer afterwards (updateContactInfo).
 */
function AddHistory({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const customer = useQuery(customerKeys.record(customerId), (signal) => getCustomer(customerId, signal)).data?.customer;
  const [note, setNote] = useState<Note>({ comment: '', image: null });
  const [notify, setNotify] = useState(false);
  const [step, setStep] = useState<'note' | 'notify'>('note');
  const contact = { email: customer?.email, phone: customer?.telephone, textingAlerts: customer?.texting_alerts };
  const { saveContact } = useUpdateContactInfo();
  const add = useMutation((input: HistoryInput) => addHistory(customerId, input), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.history(customerId)],
    onSuccess: onClose,
  });
  const base = { comment: note.comment.trim(), image: note.image };
  return step === 'note' ? (
    <NoteStep
      note={note}
      onNote={setNote}
      notify={notify}
      onNotify={setNotify}
      busy={add.pending}
      onClose={onClose}
      onSubmit={() => {
        if (notify) setStep('notify');
        else void add.mutate({ ...base, notifyCustomer: false, notifyByEmail: false, notifyByText: false, overrideTextPermission: false, textingAlerts: notificationDefaults(contact).textingAlerts, email: '', phone: '' });
      }}
    />
  ) : (
    <NotificationMethodModal
      open
      contact={contact}
      sendDisabled={!customer}
      onClose={() => setStep('note')}
      onSend={(m: NotificationValues) => addHistory(customerId, { ...base, notifyCustomer: true, ...m, email: m.notifyByEmail ? m.email.trim() : '', phone: m.notifyByText ? m.phone : '' })}
      onSent={(_, sent) => {
        invalidateQueries(customerKeys.history(customerId));
        void saveContact(customerId, { email: customer?.email, phone: customer?.telephone }, sent);
        onClose();
      }}
    />
  );
}

function NoteStep({ note, onNote, notify, onNotify, busy, onClose, onSubmit }: { note: Note; onNote: (n: Note) => void; notify: boolean; onNotify: (on: boolean) => void; busy: boolean; onClose: () => void; onSubmit: () => void }) {
  const uid = useId();
  const [left, setLeft] = useState(false);
  const t = useTexts(posCustomerEditTexts);
  const commentError = note.comment.trim() ? undefined : msgRequired();
  const hint = t('imageHint');
  return (
    <FormDialog
      onClose={onClose}
      title={t('addHistory')}
      size="md"
      submitLabel={t('addHistory')}
      busy={busy}
      submitDisabled={Boolean(commentError)}
      onSubmit={() => {
        setLeft(true);
        if (!commentError) onSubmit();
      }}
    >
      <Field id={`${uid}-comment`} label={t('comment')} error={left && commentError}>
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={note.comment} onChange={(e) => onNote({ ...note, comment: e.target.value })} onBlur={() => setLeft(true)} />}
      </Field>
      <Field id={`${uid}-image`} label={t('imageOptional')} hint={note.image ? t('imageChosen', { hint, name: note.image.name }) : hint} hintId={`${uid}-image-hint`}>
        {(a11y) => <input {...a11y} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" onChange={(e) => onNote({ ...note, image: e.target.files?.[0] ?? null })} />}
      </Field>
      <NotifyCustomerCheck checked={notify} onChange={onNotify} />
    </FormDialog>
  );
}
