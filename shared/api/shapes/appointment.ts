import * as v from 'valibot';
import { amount, extension, flag, id, int, message, optional, text } from '../shape';
import { VehicleShape } from './vehicle';

/**
 * The appointment shapes (spec 3 §3 "Appointment", spec 5 "Appointments"): the booking form's data
 * (getAppointmentData) and a booked appointment (addAppointment's `appt`, the payment state's
 * `bookedAppointments`).
 */

export const AppointmentBayShape = v.object({ bay_id: id, title: text, location_id: id });
export const AppointmentInstallerShape = v.object({ user_id: id, wholename: text });
export const AppointmentLocationShape = v.object({ location_id: id, location_name: text });
export const AppointmentStatusShape = v.object({ status_id: id, name: text });
/** A product of the order the appointment can be for; `labor_minutes` is its installation time. */
export const AppointmentProductShape = v.object({ product_id: id, name: text, labor_minutes: amount });

export type AppointmentBay = v.InferOutput<typeof AppointmentBayShape>;
export type AppointmentInstaller = v.InferOutput<typeof AppointmentInstallerShape>;
export type AppointmentLocation = v.InferOutput<typeof AppointmentLocationShape>;
export type AppointmentStatus = v.InferOutput<typeof AppointmentStatusShape>;
export type AppointmentProduct = v.InferOutput<typeof AppointmentProductShape>;

/** GET getAppointmentData?orderId= (spec 5 "Appointments"). */
export const AppointmentDataShape = v.object({
  bays: v.array(AppointmentBayShape),
  installers: v.array(AppointmentInstallerShape),
  locations: v.array(AppointmentLocationShape),
  statuses: v.array(AppointmentStatusShape),
  products: v.array(AppointmentProductShape),
  vehicles: optional(v.array(VehicleShape), []),
  /** Null when the order has no customer: booking is then disabled (spec 3 §4). */
  customerId: v.nullable(id),
  orderId: id,
  /** Minutes between offered start times. */
  timeSlotLength: int,
  ymmEnabled: flag,
  /** The staff user booking (sent as `created_by`). */
  userId: id,
});
export type AppointmentData = v.InferOutput<typeof AppointmentDataShape>;

/**
 * A booked appointment: spec 3 §3 "Appointment". `vehicle` "may be null"; the docs do not say
 * whether it is the Vehicle or its id, so both are read (an id alone names nothing to show).
 * `appointment_id` is an extension (the row's key; the list's position without it).
 */
export const BookedAppointmentShape = v.object({
  appointment_id: extension(id, ''),
  products: optional(v.array(id), []),
  installers: optional(v.array(AppointmentInstallerShape), []),
  location: optional(v.nullable(AppointmentLocationShape), null),
  bay: optional(v.nullable(v.object({ bay_id: id, title: text })), null),
  startDate: text,
  startTime: text,
  duration: amount,
  status: optional(v.nullable(AppointmentStatusShape), null),
  note: optional(text, ''),
  vehicle: optional(v.nullable(v.union([VehicleShape, text])), null),
  notifyCustomer: optional(flag, false),
});
export type BookedAppointment = v.InferOutput<typeof BookedAppointmentShape>;

/** POST addAppointment: `{"success": "text", "appt": {...}}`. */
export const AddAppointmentAnswerShape = v.object({
  success: optional(message, ''),
  appt: BookedAppointmentShape,
});
export type AddAppointmentAnswer = v.InferOutput<typeof AddAppointmentAnswerShape>;
