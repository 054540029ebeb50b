import type { BookedAppointment } from '../../../shared/api/appointment';
import { bookedAppointmentRow } from '../../../shared/payment';
import type { Id } from '../../../shared/api/types';
import { formatLaborTime } from '../../../shared/money';
import { buttonClass } from '../../../shared/ui';
import { ColumnHeads } from '../../../shared/ui/ColumnHeads';
import styles from '../pos-checkout.module.css';
import { useTexts } from '../../../shared/texts';
import { posCheckoutTexts } from '../texts';

export const MSG_NO_APPOINTMENTS = posCheckoutTexts.en.noAppointments;
export const MSG_NEEDS_CUSTOMER = posCheckoutTexts.en.needsCustomer;
const COLUMNS = ['colStart', 'colDuration', 'colLocation', 'colInstallers', 'colVehicle', 'colStatus'] as const;

/**
 * The order's booked appointments, and the "Book Appointment" trigger: it opens the appointment
 * widget's dialog (`data-pf-open`, loaded on the click) and is enabled only with a customer.
 */
export function BookedAppointments({ orderId, appointments, hasCustomer, headingId }: { orderId: Id; appointments: readonly BookedAppointment[]; hasCustomer: boolean; headingId: string }) {
  const t = useTexts(posCheckoutTexts);
  const hintId = `${headingId}-hint`;
  return (
    <>
      {appointments.length === 0 ? (
        <p className={styles.muted}>{t('noAppointments')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <ColumnHeads names={COLUMNS.map((key) => t(key))} />
          <tbody>
            {appointments.map(bookedAppointmentRow).map((a) => (
              <tr key={a.key}>
                <td>{a.start}</td>
                <td>{formatLaborTime(a.duration)}</td>
                <td>{a.place || '—'}</td>
                <td>{a.installers || '—'}</td>
                <td>{a.vehicle || '—'}</td>
                <td>{a.status || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('secondary')}
          data-pf-open="appointment"
          data-order-id={String(orderId)}
          disabled={!hasCustomer}
          aria-describedby={hasCustomer ? undefined : hintId}
        >
          {t('bookAppointment')}
        </button>
        {!hasCustomer && (
          <p id={hintId} className={styles.muted}>
            {t('needsCustomer')}
          </p>
        )}
      </div>
    </>
  );
}
