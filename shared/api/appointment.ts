import { request } from './client';
import type { Id } from './types';

/**
 * Installer appointments booked from POS checkout (spec 3 §2 "Appointment booking", §5, §7;
 * shapes in spec 5 "Appointments").
 */

export interface AppointmentBay {
  bay_id: Id;
  title: string;
  location_id: Id;
}

export interface AppointmentInstaller {
  user_id: Id;
  wholename: string;
}

export interface AppointmentLocation {
  location_id: Id;
  location_name: string;
}

export interface AppointmentStatus {
  status_id: Id;
  name: string;
}

/** A product of the order that the appointment can be for; `labor_minutes` is its installation time. */
export interface AppointmentProduct {
  product_id: Id;
  name: string;
  labor_minutes: number;
}

/** One of the customer's vehicles, as the store lists them. */
export interface AppointmentVehicle {
  vehicle_id: Id;
  label: string;
}

/** GET getAppointmentData?orderId= */
export interface AppointmentData {
  bays: AppointmentBay[];
  installers: AppointmentInstaller[];
  locations: AppointmentLocation[];
  statuses: AppointmentStatus[];
  products: AppointmentProduct[];
  vehicles: AppointmentVehicle[];
  /** Null when the order has no customer: booking is then disabled (spec 3 §4). */
  customerId: Id | null;
  orderId: Id;
  /** Minutes between offered start times. */
  timeSlotLength: number;
  ymmEnabled: boolean;
  /** The staff user booking (sent as `created_by`). */
  userId: Id;
}

/** A booked appointment as addAppointment answers it (`appt`) and the payment state lists it. */
export interface BookedAppointment {
  appointment_id: Id;
  order_id: Id;
  customer_id: Id;
  /** `YYYY-MM-DD HH:mm`, the store's local time. */
  start: string;
  start_text: string;
  duration: number;
  location_id: Id;
  location_name: string;
  bay_id: Id;
  bay_title: string;
  installers: string[];
  status_id: Id;
  status: string;
  vehicle_id: Id | null;
  vehicle: string;
  note: string;
  notify_customer: boolean;
  products: Id[];
}

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

export interface AddAppointmentAnswer {
  success: string;
  appt: BookedAppointment;
}

export function getAppointmentData(orderId: Id, signal?: AbortSignal): Promise<AppointmentData> {
  return request<AppointmentData>('appointmentData', { query: { orderId: String(orderId) }, signal });
}

/** POST addAppointment. A refusal's `error` (HTML) becomes an ApiError of kind `store`. */
export function addAppointment(input: AppointmentInput): Promise<AddAppointmentAnswer> {
  return request<AddAppointmentAnswer>('appointmentAdd', {
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
