import * as v from 'valibot';
import { amount, extension, flag, id, int, listOf, message, need, optional, text } from '../shape';
import { VehicleShape } from './vehicle';

/**
 * The appointment shapes (spec 3 §3 "Appointment", spec 5 "Appointments"): the booking form's data
 * (getAppointmentData) and a booked appointment (addAppointment's `appt`, the payment state's
 * `bookedAppointments`).
 */

export const AppointmentBayShape = v.object({ bay_id: need(id, 'the bay booked'), title: need(text, 'the bay shown'), location_id: optional(id, '') });
export const AppointmentInstallerShape = v.object({ user_id: need(id, 'the installer booked'), wholename: need(text, 'the installer shown') });
export const AppointmentLocationShape = v.object({ location_id: need(id, 'the store booked'), location_name: need(text, 'the store shown') });
export const AppointmentStatusShape = v.object({ status_id: need(id, 'the status booked'), name: need(text, 'the status shown') });
/** A product of the order the appointment can be for; `labor_minutes` is its installation time. */
export const AppointmentProductShape = v.object({ product_id: need(id, 'the product booked'), name: need(text, 'the product shown'), labor_minutes: optional(amount, 0) });

export type AppointmentBay = v.InferOutput<typeof AppointmentBayShape>;
export type AppointmentInstaller = v.InferOutput<typeof AppointmentInstallerShape>;
export type AppointmentLocation = v.InferOutput<typeof AppointmentLocationShape>;
export type AppointmentStatus = v.InferOutput<typeof AppointmentStatusShape>;
export type AppointmentProduct = v.InferOutput<typeof AppointmentProductShape>;

/** GET getAppointmentData?orderId= (spec 5 "Appointments"). */
export const AppointmentDataShape = v.object({
  bays: optional(listOf(AppointmentBayShape), []),
  installers: optional(listOf(AppointmentInstallerShape), []),
  locations: optional(listOf(AppointmentLocationShape), []),
  statuses: optional(listOf(AppointmentStatusShape), []),
  products: optional(listOf(AppointmentProductShape), []),
  vehicles: optional(listOf(VehicleShape), []),
  /** Null (or left out) when the order has no customer: booking is then disabled (spec 3 §4). */
  customerId: optional(v.nullable(id), null),
  orderId: optional(id, ''),
  /** Minutes between offered start times; 15 when the store does not say. */
  timeSlotLength: optional(v.pipe(int, v.minValue(1)), 15),
  ymmEnabled: optional(flag, false),
  /** The staff user booking (sent as `created_by`). */
  userId: need(id, 'sent as the booking\'s created_by'),
});
export type AppointmentData = v.InferOutput<typeof AppointmentDataShape>;

/**
 * A booked appointment. Spec 5 leaves addAppointment's `appt` as `{...}`; spec 3 §3's
 * "Appointment" is what a store is most likely to send, and is read when it comes. Nothing in it
 * is required: the booking's answer only has to say it worked, and the checkout's list shows what
 * it can. A store that echoes the booking's own `start` (`"2026-12-05 09:20"`, the field it was
 * posted) has it read as the start date and time. `vehicle` "may be null"; the docs do not say
 * whether it is the Vehicle or its id, so both are read (an id alone names nothing to show).
 * `appointment_id` is an extension (the row's key; the list's position without it).
 */
const BookedAppointmentFields = v.object({
  appointment_id: extension(id, ''),
  products: optional(listOf(id), []),
  installers: optional(listOf(AppointmentInstallerShape), []),
  location: optional(v.nullable(AppointmentLocationShape), null),
  bay: optional(v.nullable(v.object({ bay_id: optional(id, ''), title: need(text, 'the bay shown') })), null),
  startDate: optional(text, ''),
  startTime: optional(text, ''),
  /** Extension: the start as posted (`"YYYY-MM-DD HH:MM"`), when the store echoes it instead. */
  start: extension(text, ''),
  duration: optional(amount, 0),
  status: optional(v.nullable(AppointmentStatusShape), null),
  note: optional(text, ''),
  vehicle: optional(v.nullable(v.union([VehicleShape, text])), null),
  notifyCustomer: optional(flag, false),
});
type BookedAppointmentRead = v.InferOutput<typeof BookedAppointmentFields>;
export type BookedAppointment = Omit<BookedAppointmentRead, 'start'>;

export const BookedAppointmentShape = v.pipe(
  BookedAppointmentFields,
  v.transform(({ start, ...a }): BookedAppointment => {
    if (a.startDate || !start) return a;
    const [date = '', time = ''] = start.trim().split(/[ T]/);
    return { ...a, startDate: date, startTime: time.slice(0, 5) };
  }),
);

/** POST addAppointment: `{"success": "text", "appt": {...}}`; the screen needs only to know it worked. */
export const AddAppointmentAnswerShape = v.object({
  success: optional(message, ''),
  appt: optional(v.nullable(BookedAppointmentShape), null),
});
export type AddAppointmentAnswer = v.InferOutput<typeof AddAppointmentAnswerShape>;
