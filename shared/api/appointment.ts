import { request } from './client';
import './endpoints/appointments';
import type { Id } from './types';
import { AddAppointmentAnswerShape, AppointmentDataShape } from './shapes/appointment';

export type {
  AppointmentBay,
  AppointmentInstaller,
  AppointmentLocation,
  AppointmentStatus,
  AppointmentProduct,
  AppointmentData,
  BookedAppointment,
  AddAppointmentAnswer,
} from './shapes/appointment';

/**
 * Installer appointments booked from POS checkout (spec 3 §2 "Appointment booking", §5, §7;
 * shapes in spec 5 "Appointments").
 */

/** What the booking form sends (spec 3 §7 "POST addAppointment"). */
export interface AppointmentInput {
  order_id: Id;
  customer_id: Id;
  created_by: Id;
  /** Product ids of the order (`category_products[]`). */
  products: number[];
  /** Installer user ids (`user_id[]`). */
  installers: number[];
  location_id: number;
  bay_id: number;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `HH:mm`. */
  startTime: string;
  /** Minutes. */
  duration: number;
  status_id: number;
  note: string;
  vehicle_id: number | null;
  notify_customer: boolean;
}

/** The query keys of this module's reads: the booking dialog's options, by order. */
export const appointmentKeys = {
  data: (orderId: Id) => ['appointmentData', orderId] as const,
};

export function getAppointmentData(orderId: Id, signal?: AbortSignal) {
  return request('appointmentData', { query: { orderId: String(orderId) }, signal, shape: AppointmentDataShape });
}

/** POST addAppointment. A refusal's `error` (HTML) becomes an ApiError of kind `store`. */
export function addAppointment(input: AppointmentInput) {
  return request('appointmentAdd', {
    shape: AddAppointmentAnswerShape,
    method: 'POST',
    form: {
      order_id: String(input.order_id),
      customer_id: String(input.customer_id),
      created_by: String(input.created_by),
      category_products: input.products,
      user_id: input.installers,
      location_id: input.location_id,
      bay_id: input.bay_id,
      start: `${input.startDate} ${input.startTime}`,
      duration: input.duration,
      status_id: input.status_id,
      appt_note: input.note,
      vehicle_id: input.vehicle_id ?? '',
      notify_customer: input.notify_customer ? 1 : 0,
    },
  });
}
