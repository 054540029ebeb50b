/**
 * Installer appointments (spec 3 §7 "getAppointmentData", "addAppointment"; spec 5 "Appointments"),
 * over `db.appointments` and the order's products and customer from `db.orders`. Like the PHP
 * store, a refused booking answers `{"error": "<p>…</p>"}` (HTML) with HTTP 200.
 */
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { getOrder } from '../db/orders';
import { productById } from '../db/catalog';
import { customerById } from '../db/customers-lite';
import { LOCATIONS } from '../db/locations';
import {
  APPOINTMENT_STATUSES,
  BAYS,
  DURATION_STEP,
  INSTALLERS,
  MAX_DURATION,
  STAFF_USER_ID,
  TIME_SLOT_LENGTH,
  clash,
  formatStart,
  startMinutes,
  type AppointmentRecord,
} from '../db/appointments';
import type * as v from 'valibot';
import { AddAppointmentAnswerShape, AppointmentDataShape, type BookedAppointmentShape } from '../../shared/api/shapes/appointment';
import type { VehicleShape } from '../../shared/api/shapes/vehicle';
import { formatLaborTime } from '../../shared/money';

type Vehicle = v.InferInput<typeof VehicleShape>;

/**
 * The customer's vehicles in spec 5's `[Vehicle]` shape. The customer area's cart view lists them
 * as it likes (`label` or `title`); they are mapped here so the answer is the spec's Vehicle.
 */
function vehiclesOf(customer: { vehicles: readonly object[] } | undefined): Vehicle[] {
  return (customer?.vehicles ?? []).map((raw) => {
    const v = raw as { vehicle_id: number | string; title?: string; label?: string };
    return { vehicle_id: v.vehicle_id, title: v.title ?? v.label ?? '' };
  });
}

/** A booking in spec 3 §3's "Appointment" shape (location, bay, installers, status as objects). */
export function renderAppointment(a: AppointmentRecord): v.InferInput<typeof BookedAppointmentShape> {
  const location = LOCATIONS.find((l) => String(l.location_id) === String(a.location_id));
  const bay = BAYS.find((b) => b.bay_id === a.bay_id);
  const status = APPOINTMENT_STATUSES.find((s) => s.status_id === a.status_id);
  const vehicle = a.vehicle_id === null ? null : (vehiclesOf(customerById(a.customer_id)).find((v) => String(v.vehicle_id) === String(a.vehicle_id)) ?? null);
  const [startDate, startTime] = a.start.split(' ');
  return {
    appointment_id: a.appointment_id,
    products: [...a.products],
    installers: a.installers.map((id) => INSTALLERS.find((i) => i.user_id === id)).filter((i) => i !== undefined).map((i) => ({ ...i })),
    location: location ? { location_id: location.location_id, location_name: location.location_name } : null,
    bay: bay ? { bay_id: bay.bay_id, title: bay.title } : null,
    startDate,
    startTime,
    duration: a.duration,
    status: status ? { ...status } : null,
    note: a.note,
    vehicle,
    notifyCustomer: a.notify_customer,
  };
}

const html = (text: string) => refuse(`<p>${text}</p>`);
const whole = (raw: string | null) => (raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : null);

function appointmentData({ query }: MockRequest) {
  const order = getOrder(db.orders, query.get('orderId'));
  if (!order) return refuse('Order not found!');
  const customer = customerById(order.customer_id);
  const data: v.InferInput<typeof AppointmentDataShape> = {
    bays: BAYS.map((b) => ({ ...b })),
    installers: INSTALLERS.map((i) => ({ ...i })),
    locations: LOCATIONS.map((l) => ({ location_id: l.location_id, location_name: l.location_name })),
    statuses: APPOINTMENT_STATUSES.map((s) => ({ ...s })),
    // Catalogue products of the order (custom products have no product id to book against).
    products: order.products
      .filter((p) => p.product_id > 0)
      .map((p) => ({ product_id: p.product_id, name: p.name, labor_minutes: productById(p.product_id)?.product.labor?.time ?? 0 })),
    vehicles: vehiclesOf(customer),
    customerId: customer ? customer.customer_id : null,
    orderId: order.order_id,
    timeSlotLength: TIME_SLOT_LENGTH,
    ymmEnabled: true,
    userId: STAFF_USER_ID,
  };
  return json(data);
}

function addAppointment({ form }: MockRequest) {
  const order = getOrder(db.orders, form.get('order_id'));
  if (!order) return html('Order not found!');
  const customer = customerById(order.customer_id);
  if (!customer || String(customer.customer_id) !== (form.get('customer_id') ?? '').trim()) return html('A customer must be selected!');

  const location = LOCATIONS.find((l) => String(l.location_id) === form.get('location_id'));
  if (!location) return html('Please choose a location.');
  const bay = BAYS.find((b) => String(b.bay_id) === form.get('bay_id'));
  if (!bay || bay.location_id !== location.location_id) return html(`Please choose a bay at <strong>${location.location_name}</strong>.`);

  const start = (form.get('start') ?? '').trim();
  const from = startMinutes(start);
  if (from === null) return html('Please choose a start date and time.');
  if (from % TIME_SLOT_LENGTH !== 0) return html(`Appointments start every ${TIME_SLOT_LENGTH} minutes.`);

  const duration = whole(form.get('duration'));
  if (duration === null || duration < DURATION_STEP || duration > MAX_DURATION || duration % DURATION_STEP !== 0) {
    return html(`The duration must be ${DURATION_STEP} minutes to ${MAX_DURATION / 60} hours, in steps of ${DURATION_STEP} minutes.`);
  }
  const status = APPOINTMENT_STATUSES.find((s) => String(s.status_id) === form.get('status_id'));
  if (!status) return html('Please choose a status.');

  const installerIds = form.getAll('user_id[]');
  const installers = installerIds.map((id) => INSTALLERS.find((i) => String(i.user_id) === id));
  if (installers.some((i) => !i)) return html('Please choose installers from the list.');
  const productIds = form.getAll('category_products[]');
  if (productIds.some((id) => !order.products.some((p) => String(p.product_id) === id))) return html('Please choose products of this order.');

  const vehicleRaw = (form.get('vehicle_id') ?? '').trim();
  const vehicle = vehicleRaw === '' ? null : customer.vehicles.find((v) => String(v.vehicle_id) === vehicleRaw);
  if (vehicle === undefined) return html(`That vehicle does not belong to ${customer.firstname} ${customer.lastname}.`);

  const ids = installers.map((i) => i!.user_id);
  const busy = clash(db.appointments, from, duration, Number(bay.bay_id), ids);
  if (busy) {
    const busyBay = BAYS.find((b) => b.bay_id === busy.bay_id);
    const busyAt = LOCATIONS.find((l) => String(l.location_id) === String(busy.location_id));
    const names = INSTALLERS.filter((i) => busy.installers.includes(i.user_id) && ids.includes(i.user_id)).map((i) => i.wholename);
    const who = busy.bay_id === bay.bay_id ? `<strong>${busyBay?.title ?? ''}</strong> at ${busyAt?.location_name ?? ''} is` : `<strong>${names.join(', ')}</strong>`;
    return html(`${who} already booked from ${formatStart(busy.start)} for ${formatLaborTime(busy.duration)}. Please choose another time.`);
  }

  const record: AppointmentRecord = {
    appointment_id: db.appointments.nextId++,
    order_id: order.order_id,
    customer_id: Number(customer.customer_id),
    start,
    duration,
    location_id: location.location_id,
    bay_id: bay.bay_id,
    installers: ids,
    status_id: status.status_id,
    vehicle_id: vehicle ? Number(vehicle.vehicle_id) : null,
    note: form.get('appt_note') ?? '',
    notify_customer: form.get('notify_customer') === '1',
    products: productIds.map(Number),
  };
  db.appointments.booked.push(record);
  return json({ success: `Success: the appointment for ${customer.firstname} ${customer.lastname} on ${formatStart(start)} has been booked.`, appt: renderAppointment(record) });
}

export const appointmentRoutes: Route[] = [
  { method: 'GET', path: 'pos/checkout/getAppointmentData', handle: appointmentData, shape: AppointmentDataShape },
  { method: 'POST', path: 'pos/checkout/addAppointment', handle: addAppointment, shape: AddAppointmentAnswerShape },
];
