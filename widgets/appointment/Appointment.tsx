import { useId, useState } from 'react';
import { appointmentKeys, getAppointmentData } from '../../shared/api/appointment';
import { errorText } from '../../shared/api/errors';
import { invalidateQueries, useQuery } from '../../shared/data';
import { paymentKey } from '../../shared/payment';
import { Button } from '../../shared/ui';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { BookingDialog } from './components/BookingDialog';
import { useTexts } from '../../shared/texts';
import { appointmentTexts } from './texts';
import { logFailure } from './components/logFailure';
import styles from './appointment.module.css';
import type { AppointmentProps } from './props';

export type { AppointmentProps };

export const appointmentDataKey = (orderId: number) => appointmentKeys.data(orderId);

/**
 * Installer appointment booking for an order (spec 3 §2, §4, §5). On `#pf-appointment` it is a
 * "Book Appointment" button, enabled only when the order has a customer; opened with
 * `data-pf-open="appointment"` it is the dialog itself and closes with it.
 */
export function Appointment({ orderId, close }: AppointmentProps & WidgetBaseProps) {
  const t = useTexts(appointmentTexts);
  const asModal = close !== undefined;
  const [open, setOpen] = useState(asModal);
  const query = useQuery(appointmentDataKey(orderId), (signal) => getAppointmentData(orderId, signal).catch((error: unknown) => {
      logFailure('the appointment options could not be loaded', error);
      throw error;
    }),
  );
  const data = query.data;
  const hasCustomer = Boolean(data && data.customerId !== null && data.customerId !== '' && data.customerId !== '0');
  const hintId = useId();

  const dialog = (
    <BookingDialog
      open={open}
      onClose={() => {
        setOpen(false);
        close?.();
      }}
      data={data}
      loading={query.loading}
      loadError={query.error ? errorText(query.error, t('loadFailed')) : null}
      onRetry={() => void query.refetch()}
      // The order's payment state lists its booked appointments: read it again.
      onBooked={() => invalidateQueries(paymentKey(orderId))}
    />
  );
  if (asModal) return dialog;

  return (
    <div className={styles.launcher}>
      <Button onClick={() => setOpen(true)} disabled={!hasCustomer} aria-describedby={data && !hasCustomer ? hintId : undefined}>
        {t('book')}
      </Button>
      {data && !hasCustomer && (
        <p id={hintId} className={styles.hint}>
          {t('needsCustomer')}
        </p>
      )}
      {query.error !== null && !open && (
        <p className={styles.fieldError} role="alert">
          {errorText(query.error, t('loadFailed'))}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </p>
      )}
      {dialog}
    </div>
  );
}
