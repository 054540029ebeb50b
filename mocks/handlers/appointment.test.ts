import { describe, expect, it } from 'vitest';
import { addAppointment, getAppointmentData, type AppointmentInput } from '../../shared/api/appointment';
import { getTransactions } from '../../shared/api/payment';
import { db } from '../db';
import { refusal } from '../../tests/utils/failure';

const booking = (over: Partial<AppointmentInput> = {}): AppointmentInput => ({
  order_id: 1001,
  customer_id: 501,
  created_by: 7,
  products: [101],
  installers: [22],
  location_id: 1,
  bay_id: 12,
  startDate: '2026-12-02',
  startTime: '10:30',
  duration: 90,
  status_id: 1,
  note: 'Front pads and rotors',
  vehicle_id: 71,
  notify_customer: true,
  ...over,
});

describe('mock store: appointments', () => {
  it('answers the booking options of an order: its products, the customer and their vehicles', async () => {
    const data = await getAppointmentData(1001);
    expect(data).toMatchObject({ orderId: '1001', customerId: '501', timeSlotLength: 30, ymmEnabled: true, userId: '7' });
    expect(data.products.map((p) => p.product_id)).toEqual(['104', '101', '140']);
    expect(data.products.find((p) => p.product_id === '101')!.labor_minutes).toBeGreaterThan(0);
    // Spec 5: `vehicles: [Vehicle]` (the customer's vehicles, named by `title`).
    expect(data.vehicles.map((v) => [v.vehicle_id, v.title])).toEqual([['71', '2018 Ford F-150 XLT'], ['72', '2012 Honda Civic LX']]);
    expect(data.bays.filter((b) => b.location_id === '1').map((b) => b.title)).toEqual(['Bay 1', 'Bay 2', 'Bay 3']);
    expect(data.installers.length).toBeGreaterThan(1);
    expect(data.statuses[0]).toEqual({ status_id: '1', name: 'Scheduled' });
    expect((await getAppointmentData(1002)).customerId).toBeNull();
    expect(await refusal(getAppointmentData(4242))).toBe('Order not found!');
  });

  it('books an appointment, sending the spec fields, and lists it on the order payment state', async () => {
    const answer = await addAppointment(booking());
    expect(answer.success).toMatch(/has been booked/);
    // Spec 3 §3 "Appointment": location, bay, installers and status as objects; startDate and startTime.
    expect(answer.appt).toMatchObject({
      startDate: '2026-12-02',
      startTime: '10:30',
      duration: 90,
      location: { location_id: '1', location_name: 'Champaign - Neil St' },
      bay: { bay_id: '12', title: 'Bay 2' },
      installers: [{ user_id: '22', wholename: 'Dana Kowalski' }],
      status: { status_id: '1', name: 'Scheduled' },
      vehicle: { vehicle_id: '71', title: '2018 Ford F-150 XLT' },
      note: 'Front pads and rotors',
      notifyCustomer: true,
      products: ['101'],
    });
    expect((await getTransactions(1001)).payment.bookedAppointments).toEqual([answer.appt]);
  });

  it('refuses with HTML: no customer, a bay of another location, off-slot times, bad durations, clashes', async () => {
    expect(await refusal(addAppointment(booking({ order_id: 1002 })))).toBe('<p>A customer must be selected!</p>');
    expect(await refusal(addAppointment(booking({ bay_id: 21 })))).toBe('<p>Please choose a bay at <strong>Champaign - Neil St</strong>.</p>');
    expect(await refusal(addAppointment(booking({ startTime: '10:15' })))).toBe('<p>Appointments start every 30 minutes.</p>');
    expect(await refusal(addAppointment(booking({ startDate: '2026-02-30' })))).toBe('<p>Please choose a start date and time.</p>');
    expect(await refusal(addAppointment(booking({ duration: 495 })))).toMatch(/duration must be 15 minutes to 8 hours/);
    expect(await refusal(addAppointment(booking({ duration: 20 })))).toMatch(/duration/);
    expect(await refusal(addAppointment(booking({ vehicle_id: 73 })))).toMatch(/does not belong to Jordan Miller/);
    expect(await refusal(addAppointment(booking({ installers: [99] })))).toMatch(/installers/);
    // Bay 1 at Champaign is booked 1 Dec 9:00–10:00; Marcus Reed too.
    expect(await refusal(addAppointment(booking({ bay_id: 11, startDate: '2026-12-01', startTime: '09:30' })))).toBe(
      '<p><strong>Bay 1</strong> at Champaign - Neil St is already booked from 12/1/26 9:00 AM for 1 hr. Please choose another time.</p>',
    );
    expect(await refusal(addAppointment(booking({ installers: [21], startDate: '2026-12-01', startTime: '08:30' })))).toMatch(/<strong>Marcus Reed<\/strong> already booked/);
    expect(db.appointments.booked).toHaveLength(1);
    // Back to back is fine.
    await addAppointment(booking({ bay_id: 11, startDate: '2026-12-01', startTime: '10:00', installers: [21], vehicle_id: null }));
    expect(db.appointments.booked).toHaveLength(2);
  });
});
