import { useId, useState } from 'react';
import { addAppointment, type AddAppointmentAnswer, type AppointmentData, type AppointmentInput } from '../../../shared/api/appointment';
import { ApiError } from '../../../shared/api/errors';
import { useMutation } from '../../../shared/data';
import { Button, Loading, Modal, SafeHtml, notifySuccess } from '../../../shared/ui';
import { AppointmentForm } from './AppointmentForm';
import { logFailure } from './logFailure';
import { text, useTexts } from '../../../shared/texts';
import { appointmentTexts } from '../texts';
import styles from '../appointment.module.css';

export const MSG_BOOKED = appointmentTexts.en.booked;
export const MSG_BOOK_FAILED = appointmentTexts.en.bookFailed;
export const MSG_NEEDS_CUSTOMER = appointmentTexts.en.needsCustomer;
/** Spec 3 §8, §9: the appointment toast lasts 5000 ms, top-center. */
export const BOOKED_TOAST_MS = 5000;

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  data: AppointmentData | undefined;
  loading: boolean;
  /** The appointment data could not be read: the text, with Try again. */
  loadError: string | null;
  onRetry: () => void;
  onBooked: (answer: AddAppointmentAnswer) => void;
}

/**
 * The booking dialog (spec 3 §4 "Appointment booking"): enabled only when the order has a
 * customer; while sending the button is disabled and reads 'Loading...'; on success a 5 s
 * top-center toast, the form cleared, the dialog closed and the alert area emptied; on failure
 * 'Failed to book appointment' with the store's error HTML (sanitised) and the form kept.
 */
export function BookingDialog({ open, onClose, data, loading, loadError, onRetry, onBooked }: BookingDialogProps) {
  const t = useTexts(appointmentTexts);
  const formId = useId();
  // A new key mounts an empty form (the form is cleared after a booking).
  const [formKey, setFormKey] = useState(0);
  const book = useMutation((input: AppointmentInput) => addAppointment(input), {
    errorToast: false,
    onError: (error) => logFailure('the appointment could not be booked', error),
    onSuccess: (answer) => {
      notifySuccess(text(appointmentTexts, 'booked'), { autoClose: BOOKED_TOAST_MS, position: 'top-center' });
      setFormKey((k) => k + 1);
      onBooked(answer);
      onClose();
    },
  });
  const hasCustomer = data ? data.customerId !== null && data.customerId !== '' && data.customerId !== '0' : false;
  const close = () => {
    book.reset();
    onClose();
  };
  const serverHtml = book.error instanceof ApiError && book.error.kind === 'store' ? book.error.message : '';

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('book')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!data || !hasCustomer || book.pending} aria-busy={book.pending || undefined}>
            {t(book.pending ? 'sending' : 'book')}
          </Button>
        </>
      }
    >
      <div role="alert" className={book.error ? styles.alert : undefined}>
        {book.error ? (
          <>
            <p>{t('bookFailed')}</p>
            {serverHtml && <SafeHtml className={styles.alertDetail} html={serverHtml} />}
          </>
        ) : null}
      </div>
      {loading && <Loading label={t('loadingOptions')} />}
      {loadError && (
        <p className={styles.fieldError} role="alert">
          {loadError}{' '}
          <Button variant="link" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        </p>
      )}
      {data && !hasCustomer && <p className={styles.hint}>{t('needsCustomer')}</p>}
      {data && <AppointmentForm key={formKey} formId={formId} data={data} sending={book.pending || !hasCustomer} onSubmit={(input) => void book.mutate(input)} />}
    </Modal>
  );
}
