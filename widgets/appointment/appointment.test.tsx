import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, openWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { MSG_BOOK_FAILED, MSG_BOOKED, MSG_NEEDS_CUSTOMER } from './components/BookingDialog';
import { MSG_BAY, MSG_DATE, MSG_LOCATION, MSG_TIME } from './components/AppointmentForm';


let bookings: URLSearchParams[] = [];
beforeEach(() => {
  bookings = [];
  setConfig({ mode: 'pos' });
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('addAppointment')) bookings.push(new URLSearchParams(await request.clone().text()));
  });
});
afterEach(() => server.events.removeAllListeners());

const dialog = () => screen.getByRole('dialog', { name: 'Book Appointment' });
const select = (name: string) => within(dialog()).getByRole('combobox', { name });
const optionTexts = (el: HTMLElement) => within(el).getAllByRole('option').map((o) => o.textContent);

async function openFor(orderId: number) {
  const user = userEvent.setup();
  mountWidget(widget, { orderId: String(orderId) });
  const button = screen.getByRole('button', { name: 'Book Appointment' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await screen.findByRole('dialog', { name: 'Book Appointment' });
  await within(dialog()).findByRole('group', { name: 'Products' });
  return user;
}

/** A valid booking: Jordan Miller's F-150, Dana at Champaign Bay 2, 2 Dec 10:30 for 1 hr 30 min. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  const d = within(dialog());
  await user.click(within(d.getByRole('group', { name: 'Products' })).getAllByRole('checkbox')[1]);
  await user.click(d.getByRole('checkbox', { name: 'Dana Kowalski' }));
  await user.selectOptions(select('Location'), 'Champaign - Neil St');
  await user.selectOptions(select('Bay'), 'Bay 2');
  await user.type(d.getByLabelText('Start Date'), '2026-12-02');
  await user.selectOptions(select('Start Time'), '10:30 AM');
  await user.selectOptions(select('Duration'), '1 hr 30 min');
  await user.selectOptions(select('Vehicle'), '2018 Ford F-150 XLT');
  await user.type(d.getByRole('textbox', { name: 'Note' }), 'Front pads');
  await user.click(d.getByRole('checkbox', { name: 'Notify Customer' }));
}

describe('appointment', () => {
  it('is a Book Appointment button, disabled without a customer', async () => {
    mountWidget(widget, { orderId: '1002' });
    expect(await screen.findByText(MSG_NEEDS_CUSTOMER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toHaveAccessibleDescription(MSG_NEEDS_CUSTOMER);
  });

  it("shows a notice outside POS mode", () => {
    setConfig({ mode: 'storefront' });
    mountWidget(widget, { orderId: '1001' });
    expect(screen.getByText('Appointments are booked in POS mode only.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers the order's products, installers, bays of the chosen location, times in the store's slots and 15-minute durations to 8 h", async () => {
    await openFor(1001);
    const d = within(dialog());
    const products = d.getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('checkbox')).toHaveLength(3);
    const installers = d.getByRole('group', { name: 'Installers' });
    expect(within(installers).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Marcus Reed', 'Dana Kowalski', 'Tomás Herrera', 'Aisha Grant']);
    expect(select('Bay')).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(select('Location'), 'Danville - Gilbert St');
    expect(optionTexts(select('Bay'))).toEqual(['--- Please Select ---', 'Bay 1', 'Bay 2']);
    await user.selectOptions(select('Bay'), 'Bay 2');
    await user.selectOptions(select('Location'), 'Champaign - Neil St');
    expect(select('Bay')).toHaveValue('');
    expect(optionTexts(select('Bay'))).toEqual(['--- Please Select ---', 'Bay 1', 'Bay 2', 'Bay 3']);
    const times = optionTexts(select('Start Time'));
    expect(times.slice(1, 4)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(times).toContain('9:30 AM');
    expect(times).not.toContain('9:15 AM');
    expect(times).toHaveLength(1 + 48);
    const durations = optionTexts(select('Duration'));
    expect(durations).toHaveLength(32);
    expect([durations[0], durations[3], durations.at(-1)]).toEqual(['15 min', '1 hr', '8 hrs']);
    expect(select('Duration')).toHaveValue('60');
    expect(optionTexts(select('Status'))).toContain('Scheduled');
    expect(optionTexts(select('Vehicle'))).toEqual(['None', '2018 Ford F-150 XLT', '2012 Honda Civic LX']);
  });

  it("offers end times up to 8 h after the start in the store's slot steps; choosing one books that duration", async () => {
    const user = await openFor(1001);
    expect(select('End Time')).toBeDisabled();
    const d = within(dialog());
    await user.selectOptions(select('Location'), 'Champaign - Neil St');
    await user.selectOptions(select('Bay'), 'Bay 2');
    await user.type(d.getByLabelText('Start Date'), '2026-12-03');
    await user.selectOptions(select('Start Time'), '9:00 AM');
    const ends = optionTexts(select('End Time'));
    // The mock store's slot length is 30 minutes: 9:30 AM … 5:00 PM.
    expect(ends).toHaveLength(1 + 16);
    expect([ends[1], ends.at(-1)]).toEqual(['9:30 AM', '5:00 PM']);
    // The default duration (1 hr) shows as its end time; a new end time sets the duration.
    expect(select('End Time')).toHaveDisplayValue('10:00 AM');
    await user.selectOptions(select('End Time'), '11:30 AM');
    expect(select('Duration')).toHaveDisplayValue('2 hrs 30 min');
    // A duration off the slot steps leaves the end time unchosen.
    await user.selectOptions(select('Duration'), '15 min');
    expect(select('End Time')).toHaveValue('');
    await user.selectOptions(select('End Time'), '1:00 PM');
    await user.click(d.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(bookings).toHaveLength(1));
    expect(Object.fromEntries(bookings[0])).toMatchObject({ start: '2026-12-03 09:00', duration: '240' });
  });

  it('says what is missing and sends nothing', async () => {
    const user = await openFor(1001);
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    for (const text of [MSG_LOCATION, MSG_DATE, MSG_TIME]) expect(await within(dialog()).findByText(text)).toBeInTheDocument();
    expect(bookings).toHaveLength(0);
    await user.selectOptions(select('Location'), 'Champaign - Neil St');
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog()).findByText(MSG_BAY)).toBeInTheDocument();
    expect(bookings).toHaveLength(0);
  });

  it("books: 'Loading...' while sending, sent once, a 5 s top-center toast, the form cleared and closed", async () => {
    server.use(http.post('*/pos/checkout/addAppointment', async () => void (await delay(150))));
    const user = await openFor(1001);
    await fill(user);
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    expect(within(dialog()).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    const toast = await screen.findByText(MSG_BOOKED);
    expect(toast.closest('.Toastify__toast-container--top-center')).not.toBeNull();
    expect(toast.closest('.Toastify__toast')!.querySelector<HTMLElement>('.Toastify__progress-bar')!.style.animationDuration).toBe('5000ms');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookings).toHaveLength(1);
    expect(Object.fromEntries(bookings[0])).toMatchObject({
      order_id: '1001',
      customer_id: '501',
      created_by: '7',
      'user_id[]': '22',
      location_id: '1',
      bay_id: '12',
      start: '2026-12-02 10:30',
      duration: '90',
      status_id: '1',
      appt_note: 'Front pads',
      vehicle_id: '71',
      notify_customer: '1',
    });
    expect(bookings[0].getAll('category_products[]')).toHaveLength(1);
    expect(db.appointments.booked.at(-1)).toMatchObject({ order_id: 1001, start: '2026-12-02 10:30', bay_id: 12 });
    // Reopened: an empty form.
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await within(await screen.findByRole('dialog', { name: 'Book Appointment' })).findByRole('group', { name: 'Products' });
    expect(select('Location')).toHaveValue('');
    expect(within(dialog()).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(within(dialog()).getByRole('checkbox', { name: 'Dana Kowalski' })).not.toBeChecked();
  });

  it('books with only what is required: no products, note or vehicle', async () => {
    const user = await openFor(1001);
    await user.selectOptions(select('Location'), 'Urbana - Cunningham Ave');
    await user.selectOptions(select('Bay'), 'Bay 1');
    await user.type(within(dialog()).getByLabelText('Start Date'), '2026-12-03');
    await user.selectOptions(select('Start Time'), '2:00 PM');
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(MSG_BOOKED)).toBeInTheDocument();
    expect(Object.fromEntries(bookings[0])).toMatchObject({ start: '2026-12-03 14:00', vehicle_id: '', appt_note: '', notify_customer: '0', duration: '60' });
    expect(bookings[0].getAll('user_id[]')).toEqual([]);
  });

  it("a store's own booking answer: an appt the spec leaves open, read for what it says, is 'Request sent successfully!' and booked once", async () => {
    server.use(
      http.post('*/pos/checkout/addAppointment', () =>
        HttpResponse.json({ success: 'Request sent successfully!', appt: { appointment_id: 901, bay_id: 3, start: '2026-12-05 09:20', duration: 90, status_id: 2 } }),
      ),
    );
    const user = await openFor(1001);
    await fill(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Request sent successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to book appointment/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a refusal: 'Failed to book appointment' with the store's HTML, sanitised; the form kept", async () => {
    server.use(
      http.post('*/pos/checkout/addAppointment', () =>
        HttpResponse.json({ error: '<p><strong>Bay 2</strong> is busy<img src=x onerror="window.hacked=1"></p>' }),
      ),
    );
    const user = await openFor(1001);
    await fill(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog()).findByText(MSG_BOOK_FAILED)).toBeInTheDocument();
    const strong = within(dialog()).getByText('Bay 2', { selector: 'strong' });
    expect(strong.closest('[role="alert"]')).not.toBeNull();
    expect(dialog().querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect(within(dialog()).getByRole('textbox', { name: 'Note' })).toHaveValue('Front pads');
    expect(within(dialog()).getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it("a clash refused by the store, and a booking that got no answer: 'Failed to book appointment'", async () => {
    const user = await openFor(1001);
    await fill(user);
    await user.selectOptions(select('Bay'), 'Bay 1');
    await user.clear(within(dialog()).getByLabelText('Start Date'));
    await user.type(within(dialog()).getByLabelText('Start Date'), '2026-12-01');
    await user.selectOptions(select('Start Time'), '9:30 AM');
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog()).findByText(/is already booked from 12\/1\/26 9:00 AM/)).toBeInTheDocument();
    setFaults({ failing: { 'pos/checkout/addAppointment': 'network' } });
    await user.selectOptions(select('Start Time'), '11:00 AM');
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(within(dialog()).queryByText(/already booked/)).not.toBeInTheDocument());
    expect(within(dialog()).getByText(MSG_BOOK_FAILED)).toBeInTheDocument();
  });

  it('opens as a dialog from data-pf-open, and closes with Cancel', async () => {
    const close = openWidget(widget, { orderId: '1001' });
    const d = await screen.findByRole('dialog', { name: 'Book Appointment' });
    await within(d).findByRole('group', { name: 'Products' });
    await userEvent.click(within(d).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    close();
  });

  it('says when the options could not be loaded, with Try again', async () => {
    setFaults({ failing: { 'pos/checkout/getAppointmentData': 'http500' } });
    mountWidget(widget, { orderId: '1001' });
    expect(await screen.findByText('The appointment options could not be loaded.')).toBeInTheDocument();
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled());
  });
});

describe('appointment: the store’s words', () => {
  it('writes the booking button with a text set in #pf-config', async () => {
    setConfig({ mode: 'pos', texts: { 'appointment.book': 'Book a bay' } });
    mountWidget(widget, { orderId: '1002' });
    expect(await screen.findByRole('button', { name: 'Book a bay' })).toBeInTheDocument();
  });
});
