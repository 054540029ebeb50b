import type { BookedAppointment } from '../api/appointment';
import { vehicleName } from '../api/shapes/vehicle';
import { formatOrderDate } from '../order';

/** A booked appointment as POS checkout lists it: every cell a text, nothing that could throw. */
export interface BookedAppointmentRow {
  key: string;
  start: string;
  duration: number;
  place: string;
  installers: string;
  vehicle: string;
  status: string;
}

/**
 * Spec 3 §3 "Appointment" → the row's texts: `startDate` + `startTime` in the spec's date format
 * (M/d/yy h:mm a), location and bay names, installers' whole names, the status's name and the
 * vehicle's name (`vehicleName` of the Vehicle; an id alone names nothing, so it shows empty).
 */
export function bookedAppointmentRow(a: BookedAppointment, index: number): BookedAppointmentRow {
  const start = `${a.startDate} ${a.startTime}`.trim();
  const vehicle = a.vehicle === null ? '' : typeof a.vehicle === 'string' ? (/^\d*$/.test(a.vehicle.trim()) ? '' : a.vehicle) : vehicleName(a.vehicle);
  return {
    key: a.appointment_id || `${start}-${index}`,
    start: formatOrderDate(start),
    duration: a.duration,
    place: [a.location?.location_name, a.bay?.title].filter(Boolean).join(', '),
    installers: a.installers.map((i) => i.wholename).filter(Boolean).join(', '),
    vehicle,
    status: a.status?.name ?? '',
  };
}
