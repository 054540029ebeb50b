import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { MSG_BOOK_FAILED } from './components/BookingDialog';

/** The appointment widget against literal answers written from spec 5 "Appointments" and spec 3 §3. */
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

const MINIMAL = {
  bays: [{ bay_id: 12, title: 'Bay 2', location_id: 1 }],
  installers: [{ user_id: 22, wholename: 'Dana Kowalski' }],
  locations: [{ location_id: 1, location_name: 'Main St' }],
  statuses: [{ status_id: 1, name: 'Scheduled' }],
  products: [{ product_id: 101, name: 'Brake Pads', labor_minutes: 60 }],
  customerId: 501,
  orderId: 77,
  timeSlotLength: 30,
  ymmEnabled: false,
  userId: 7,
};
/** `vehicles: [Vehicle]`: named by `title`, else `ymm`, else the facets. */
const FULL = {
  ...MINIMAL,
  ymmEnabled: true,
  vehicles: [
    { vehicle_id: 71, customer_id: 501, title: '2018 Ford F-150 XLT', vin: '', notes: '', ymm_data: [], ymm: '2018 Ford F-150' },
    { vehicle_id: 72, title: '', ymm: '2012 Honda Civic' },
    { vehicle_id: 73, title: '', ymm_data: { Year: { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' }, MakeID: { api_field: 'MakeID', api_value: '1', label_field: 'Make', label_value: 'Chevrolet' } } },
  ],
};
const PHP = { ...FULL, customerId: '501', orderId: '77', timeSlotLength: '30', ymmEnabled: '1', userId: '7', products: [{ product_id: '101', name: 'Brake Pads', labor_minutes: '60' }] };
const PHP_NO_YMM = { ...PHP, ymmEnabled: '0' };

const dialog = () => screen.getByRole('dialog', { name: 'Book Appointment' });
const select = (name: string) => within(dialog()).getByRole('combobox', { name });

async function open(data: unknown, ...handlers: Parameters<typeof server.use>) {
  setConfig({ mode: 'pos' });
  server.use(http.get('*/pos/checkout/getAppointmentData', () => HttpResponse.json(data as never)), ...handlers);
  const user = userEvent.setup();
  mountWidget(widget, { orderId: '77' });
  const button = screen.getByRole('button', { name: 'Book Appointment' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await within(await screen.findByRole('dialog', { name: 'Book Appointment' })).findByRole('group', { name: 'Products' });
  return user;
}

describe('appointment contract: the booking options as the store documents them', () => {
  it('minimal: no vehicles and ymmEnabled false: no Vehicle field, no stray "0"', async () => {
    await open(MINIMAL);
    expect(within(dialog()).queryByRole('combobox', { name: 'Vehicle' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: 'Dana Kowalski' })).toBeInTheDocument();
  });

  it('full: the vehicle options are the Vehicles’ names (title, ymm, facets)', async () => {
    await open(FULL);
    expect(within(select('Vehicle')).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', '2018 Ford F-150 XLT', '2012 Honda Civic', '2015 Chevrolet']);
  });

  it('PHP-flavoured: "1" enables the vehicles', async () => {
    await open(PHP);
    expect(within(select('Vehicle')).getAllByRole('option')).toHaveLength(4);
  });

  it('PHP-flavoured: "0" hides them without a stray "0"', async () => {
    await open(PHP_NO_YMM);
    expect(within(dialog()).queryByRole('combobox', { name: 'Vehicle' })).not.toBeInTheDocument();
    expect(dialog().textContent).not.toMatch(/(^|\s)0(\s|$)/);
  });
});

describe('appointment contract: the five faults', () => {
  it.each(faultCases)('getAppointmentData fails (%s): a message with Try again, and the failure is logged', async (_name, fault) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setConfig({ mode: 'pos' });
    server.use(http.get('*/pos/checkout/getAppointmentData', fault));
    mountWidget(widget, { orderId: '77' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('appointment options could not be loaded'), expect.anything());
  });

  it.each(faultCases)("addAppointment fails (%s): 'Failed to book appointment', the form kept, no success, logged", async (_name, fault) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await open(MINIMAL, http.post('*/pos/checkout/addAppointment', fault));
    const d = within(dialog());
    await user.click(within(d.getByRole('group', { name: 'Products' })).getAllByRole('checkbox')[0]);
    await user.click(d.getByRole('checkbox', { name: 'Dana Kowalski' }));
    await user.selectOptions(select('Location'), 'Main St');
    await user.selectOptions(select('Bay'), 'Bay 2');
    await user.type(d.getByLabelText('Start Date'), '2026-12-02');
    await user.selectOptions(select('Start Time'), '10:30 AM');
    await user.selectOptions(select('Status'), 'Scheduled');
    await user.type(d.getByRole('textbox', { name: 'Note' }), 'Front pads');
    await user.click(d.getByRole('button', { name: 'Book Appointment' }));
    expect(await d.findByText(MSG_BOOK_FAILED)).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Note' })).toHaveValue('Front pads');
    expect(screen.queryByText('Request sent successfully!')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be booked'), expect.anything());
  });
});
