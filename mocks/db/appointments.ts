/**
 * Installer appointments: the store's installers, service bays per location, appointment
 * statuses, and the appointments booked so far (state). Bays and installers are static; a booking
 * is refused when its bay or one of its installers is already busy at that time, as the store's
 * calendar does.
 */
import { LOCATIONS } from './locations';

/** Minutes between offered start times. */
export const TIME_SLOT_LENGTH = 30;

export interface AppointmentInstaller {
  user_id: number;
  wholename: string;
}
export interface AppointmentStatus {
  status_id: number;
  name: string;
}
export interface AppointmentBay {
  bay_id: number;
  title: string;
  location_id: number | string;
}

/**
 * A booking as the store keeps it (ids only); `mocks/handlers/appointment.ts` answers it in spec 3
 * §3's "Appointment" shape (location, bay, installers, status as objects; startDate, startTime).
 */
export interface AppointmentRecord {
  appointment_id: number;
  order_id: number;
  customer_id: number;
  /** `YYYY-MM-DD HH:mm`, the store's local time. */
  start: string;
  duration: number;
  location_id: number | string;
  bay_id: number;
  /** Installer user ids. */
  installers: number[];
  status_id: number;
  vehicle_id: number | null;
  note: string;
  notify_customer: boolean;
  products: number[];
}
/** The staff user at the POS (`created_by`). */
export const STAFF_USER_ID = 7;

export const INSTALLERS: readonly AppointmentInstaller[] = [
  { user_id: 21, wholename: 'Marcus Reed' },
  { user_id: 22, wholename: 'Dana Kowalski' },
  { user_id: 23, wholename: 'Tomás Herrera' },
  { user_id: 24, wholename: 'Aisha Grant' },
];

export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  { status_id: 1, name: 'Scheduled' },
  { status_id: 2, name: 'Confirmed' },
  { status_id: 3, name: 'In Progress' },
  { status_id: 4, name: 'Completed' },
  { status_id: 5, name: 'Cancelled' },
];

/** Two bays per store, three at the preferred store (Champaign); bay ids are unique store-wide. */
export const BAYS: readonly AppointmentBay[] = LOCATIONS.flatMap((l, i) => {
  const count = l.preferred ? 3 : 2;
  return Array.from({ length: count }, (_, n) => ({ bay_id: (i + 1) * 10 + n + 1, title: `Bay ${n + 1}`, location_id: l.location_id }));
});

export const MAX_DURATION = 480;
export const DURATION_STEP = 15;

export interface AppointmentsState {
  booked: AppointmentRecord[];
  nextId: number;
}

/** One appointment already on the calendar (Champaign, Bay 1, 1 Dec 2026 9:00–10:00, Marcus Reed), for clash checks. */
export function createAppointments(): AppointmentsState {
  return {
    nextId: 902,
    booked: [
      {
        appointment_id: 901,
        order_id: 0,
        customer_id: 502,
        start: '2026-12-01 09:00',
        duration: 60,
        location_id: LOCATIONS[0].location_id,
        bay_id: 11,
        installers: [21],
        status_id: 1,
        vehicle_id: null,
        note: 'Brake inspection',
        notify_customer: false,
        products: [],
      },
    ],
  };
}

/** `2026-12-01 09:00` → `12/1/26 9:00 AM` (the spec's default date format M/d/yy h:mm a). */
export function formatStart(start: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(start);
  if (!m) return start;
  const [, y, mo, d, h, mi] = m;
  const hour = Number(h);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${Number(mo)}/${Number(d)}/${y.slice(2)} ${h12}:${mi} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Minutes since 2000-01-01 for a valid `YYYY-MM-DD HH:mm`, or null. */
export function startMinutes(start: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(start);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || h > 23 || mi > 59) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return Math.round((date.getTime() - Date.UTC(2000, 0, 1)) / 60000) + h * 60 + mi;
}

/** The first booked appointment that overlaps [start, start + duration) on the same bay or with one of the installers. */
export function clash(state: AppointmentsState, start: number, duration: number, bayId: number, installers: number[]): AppointmentRecord | undefined {
  return state.booked.find((a) => {
    if (a.status_id === 5) return false;
    const from = startMinutes(a.start);
    if (from === null || from >= start + duration || start >= from + a.duration) return false;
    return Number(a.bay_id) === bayId || a.installers.some((id) => installers.includes(id));
  });
}

/** Appointments booked for an order, earliest first (the payment state's `bookedAppointments`). */
export function appointmentsForOrder(state: AppointmentsState, orderId: string | number): AppointmentRecord[] {
  return state.booked.filter((a) => String(a.order_id) === String(orderId)).sort((a, b) => a.start.localeCompare(b.start));
}
