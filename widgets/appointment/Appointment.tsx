import { useId, useState } from 'react';
import { appointmentKeys, getAppointmentData } from '../../shared/api/appointment';
import { errorText } from '../../shared/api/errors';
import { invalidateQueries, useQuery } from '../../shared/data';
import { paymentKey } from '../../shared/payment';
import { Button } from '../../shared/ui';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { BookingDialog, MSG_NEEDS_CUSTOMER } from './components/BookingDialog';
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
      loadError={query.error ? errorText(query.error, 'The appointment options could not be loaded.') : null}
      onRetry={() => void query.refetch()}
      // The order's payment state lists its booked appointments: read it again.
      onBooked={() => invalidateQueries(paymentKey(orderId))}
    />
  );
  if (asModal) return dialog;

  return (
    <div className={styles.launcher}>
      <Button onClick={() => setOpen(true)} disabled={!hasCustomer} aria-describedby={data && !hasCustomer ? hintId : undefined}>
        Book Appointment
      </Button>
      {data && !hasCustomer && (
        <p id={hintId} className={styles.hint}>
          {MSG_NEEDS_CUSTOMER}
        </p>
      )}
      {query.error !== null && !open && (
        <p className={styles.fieldError} role="alert">
          {errorText(query.error, 'The appointment options could not be loaded.')}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {dialog}
    </div>
  );
}
