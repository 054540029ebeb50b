import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

/**
 * The customer edit screen against answers written from spec 5 "Customers" and spec 2 §3 alone:
 * minimal (required fields only), full (every documented field) and PHP-flavoured ("1"/0 flags,
 * numeric strings), and the five faults on the main load (the customer), the save, Add Credits
 * and Add Vehicle.
 */

const LOCALIZATION = {
  countries: [
    { country_id: 223, name: 'United States', iso_code_2: 'US', postcode_required: 1 },
    { country_id: '38', name: 'Canada', iso_code_2: 'CA', postcode_required: '0' },
  ],
  zones: [
    { zone_id: 3635, country_id: '223', name: 'Illinois', code: 'IL' },
    { zone_id: '610', country_id: 38, name: 'Ontario', code: 'ON' },
  ],
};

const MINIMAL_CUSTOMER = { customer_id: 77, firstname: 'Ana', lastname: 'Lima', email: 'ana@example.com', telephone: '(217) 555-0199' };

const FULL_CUSTOMER = {
  ...MINIMAL_CUSTOMER,
  customer_group_id: 2,
  newsletter: 1,
  texting_alerts: 0,
  tax_exempt: 1,
  tax_exempt_number: 'EX-123',
  default_location_id: 0,
  status: 1,
  safe: 0,
  custom_field: { '4': 'SA-1' },
  require_email: 1,
  require_telephone: 1,
  require_address: 0,
  addresses: [{ address_id: 9, firstname: 'Ana', lastname: 'Lima', company: 'Lima Auto', address_1: '12 Main St', address_2: '', city: 'Urbana', postcode: '61801', country_id: 223, zone_id: 3635, custom_field: {} }],
  address_id: 9,
};

/** The same customer as a PHP store writes it: "1"/"0" flags, ids as strings, PHP's empty array. */
const PHP_CUSTOMER = {
  ...FULL_CUSTOMER,
  customer_id: '77',
  customer_group_id: '2',
  newsletter: '1',
  texting_alerts: '0',
  tax_exempt: '0',
  tax_exempt_number: '',
  status: '1',
  safe: '0',
  custom_field: [],
  require_email: '1',
  require_telephone: '0',
  require_address: '0',
  addresses: [{ ...FULL_CUSTOMER.addresses[0], address_id: '9', country_id: '38', zone_id: 610, custom_field: [] }],
  address_id: '9',
};

const details = (customer: Record<string, unknown>) => ({
  customer,
  custom_fields: [{ custom_field_id: 4, name: 'Shop Account Number', type: 'text', location: 'account', values: [] }],
  customer_groups: [
    { customer_group_id: 1, name: 'Default' },
    { customer_group_id: '2', name: 'Wholesale' },
  ],
  locations: [{ location_id: 1, name: 'Urbana' }],
});

const page = (results: unknown[], extra: Record<string, unknown> = {}) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: 10, position: `1 to ${results.length} of ${results.length}`, ...extra });

/** The store answers this customer (and its localization) for id 77. */
function store(customer: Record<string, unknown>) {
  server.use(
    http.get('*/api/customer/get', () => HttpResponse.json(details(customer))),
    http.get('*/api/localization/', () => HttpResponse.json(LOCALIZATION)),
  );
}

const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const input = (label: string) => screen.getByLabelText(labelled(label));
const form = () => screen.findByRole('form', { name: 'Customer details' });
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

async function open(tab?: string) {
  setConfig({ mode: 'pos' });
  const user = userEvent.setup();
  mountWidget(widget, { customerId: '77' });
  await form();
  if (tab) await user.click(screen.getByRole('tab', { name: tab }));
  return user;
}

describe('pos-customer-edit against the documented answers', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('General, minimal: the required fields only, every switch off but Enabled, no stray text', async () => {
    store(MINIMAL_CUSTOMER);
    await open();
    expect(input('First Name')).toHaveValue('Ana');
    expect(input('E-Mail')).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    expect(screen.queryByLabelText(labelled('Tax Exempt Number'))).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Customer details' })).not.toHaveTextContent(/undefined|NaN/);
  });

  it('General, full: switches, tax exempt number, group, and the address with its zone of the chosen country', async () => {
    store(FULL_CUSTOMER);
    const user = await open();
    expect(screen.getByRole('switch', { name: 'Require email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Require address' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Customer consents to text messages' })).not.toBeChecked();
    expect(input('Tax Exempt Number')).toHaveValue('EX-123');
    expect(input('Customer Group')).toHaveDisplayValue('Wholesale');
    expect(input('Shop Account Number')).toHaveValue('SA-1');
    await user.click(screen.getByRole('button', { name: /^Address 1/ }));
    expect(input('Country')).toHaveDisplayValue('United States');
    expect(input('Region / State')).toHaveDisplayValue('Illinois');
    expect(within(input('Region / State')).getAllByRole('option').map((o) => o.textContent)).toEqual(['--- Please Select ---', 'Illinois']);
  });

  it('General, PHP-flavoured: "1"/"0" flags read right (tax exempt "0" hides its number), ids as strings or numbers find their lists', async () => {
    store(PHP_CUSTOMER);
    const user = await open();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tax exempt' })).not.toBeChecked();
    expect(screen.queryByLabelText(labelled('Tax Exempt Number'))).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Require telephone' })).not.toBeChecked();
    expect(input('Customer Group')).toHaveDisplayValue('Wholesale');
    await user.click(screen.getByRole('button', { name: /^Address 1/ }));
    expect(input('Country')).toHaveDisplayValue('Canada');
    expect(input('Region / State')).toHaveDisplayValue('Ontario');
  });

  it('saves a PHP-flavoured customer posting the flags as the 1/0 the store reads, and shows the store success', async () => {
    store(PHP_CUSTOMER);
    let body = new URLSearchParams();
    server.use(
      http.post('*/api/customer/save', async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ success: 'Customer successfully saved!', customer: PHP_CUSTOMER, result: 'updated' });
      }),
    );
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Customer consents to text messages' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer successfully saved!')).toBeInTheDocument();
    expect(Object.fromEntries(['newsletter', 'texting_alerts', 'tax_exempt', 'status', 'safe', 'require_email', 'require_telephone'].map((k) => [k, body.get(k)]))).toEqual({
      newsletter: '1',
      texting_alerts: '1',
      tax_exempt: '0',
      status: '1',
      safe: '0',
      require_email: '1',
      require_telephone: '0',
    });
    expect([body.get('address[0][country_id]'), body.get('address[0][zone_id]'), body.get('customer_group_id')]).toEqual(['38', '610', '2']);
  });

  it.each(faultCases)('the customer cannot be read (%s): a message and Retry, no form', async (_name, fault) => {
    server.use(http.get('*/api/customer/get', fault), http.get('*/api/localization/', () => HttpResponse.json(LOCALIZATION)));
    setConfig({ mode: 'pos' });
    mountWidget(widget, { customerId: '77' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The customer could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Customer details' })).not.toBeInTheDocument();
  });

  it.each(faultCases)('the save fails (%s): the failure shown, the typed values kept, no success', async (_name, fault) => {
    store(FULL_CUSTOMER);
    server.use(http.post('*/api/customer/save', fault));
    const user = await open();
    await user.clear(input('First Name'));
    await user.type(input('First Name'), 'Anabel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The customer could not be saved.')).toBeInTheDocument();
    expect(input('First Name')).toHaveValue('Anabel');
    expect(screen.queryByText('Customer successfully saved!')).not.toBeInTheDocument();
  });

  describe('tabs', () => {
    it('Credits: amounts formatted from `amount` (minimal rows), the balance, PHP numeric strings, and rows that repeat an id keep unique keys', async () => {
      store(FULL_CUSTOMER);
      const rows = [
        { customer_transaction_id: 1, date_added: '2026-11-01 10:00:00', description: 'Core refund', amount: 25.5 },
        { customer_transaction_id: '1', date_added: '2026-11-02 10:00:00', description: 'Credit applied to order', amount: '-12.35' },
      ];
      server.use(http.get('*/api/customer_credit', () => HttpResponse.json(page(rows, { balance: '13.15', balance_text: '$13.15' }))));
      const errors = vi.spyOn(console, 'error');
      await open('Credits');
      await waitFor(() => expect(rowsOf('Credits')).toHaveLength(2));
      const [first, second] = rowsOf('Credits');
      expect(first).toHaveTextContent('$25.50');
      expect(second).toHaveTextContent('-$12.35');
      expect(screen.getByText('$13.15')).toBeInTheDocument();
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    });

    it.each(faultCases)('Credits: Add Credits fails (%s): the failure shown, the dialog and its values kept, no success', async (_name, fault) => {
      store(FULL_CUSTOMER);
      server.use(http.get('*/api/customer_credit', () => HttpResponse.json(page([], { balance: 0, balance_text: '$0.00' }))), http.post('*/api/customer_credit/add', fault));
      const user = await open('Credits');
      await user.click(await screen.findByRole('button', { name: 'Add Credits' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Credits' });
      await user.type(within(dialog).getByLabelText('Description'), 'Core refund');
      await user.type(within(dialog).getByLabelText('Amount'), '10.00');
      await user.click(within(dialog).getByRole('button', { name: 'Add Credits' }));
      expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Description')).toHaveValue('Core refund');
      expect(within(dialog).getByLabelText('Amount')).toHaveValue('10.00');
    });

    it('History: an image only when it is a web address (never a javascript: source), none when left out', async () => {
      store(FULL_CUSTOMER);
      server.use(
        http.get('*/api/customer_history', () =>
          HttpResponse.json(
            page([
              { customer_history_id: 1, date_added: '2026-11-01 10:00:00', comment: 'Minimal note' },
              { customer_history_id: '2', date_added: '2026-11-02 10:00:00', comment: 'Script', image: 'JavaScript:alert(123)' },
              { customer_history_id: 3, date_added: '2026-11-03 10:00:00', comment: 'Receipt', image: '/image/receipt.png' },
            ]),
          ),
        ),
      );
      await open('History');
      await waitFor(() => expect(rowsOf('History')).toHaveLength(3));
      const images = within(screen.getByRole('table', { name: 'History' })).getAllByRole('img');
      expect(images.map((i) => i.getAttribute('src'))).toEqual(['/image/receipt.png']);
      expect(document.querySelector('[src^="JavaScript" i], [href^="JavaScript" i]')).toBeNull();
    });

    it('IP Addresses: is_banned as "1"/0 decides Unban IP / Ban IP; total_accounts as a string', async () => {
      store(FULL_CUSTOMER);
      server.use(
        http.get('*/api/customer_ip', () =>
          HttpResponse.json(
            page([
              { customer_ip_id: 1, ip: '73.44.120.18', total_accounts: '3', filter_ip_url: '/admin/customer?filter_ip=73.44.120.18', date_added: '2026-11-01 10:00:00', is_banned: '1' },
              { customer_ip_id: '2', ip: '24.14.88.3', total_accounts: 1, filter_ip_url: 'javascript:alert(1)', date_added: '2026-11-02 10:00:00', is_banned: 0 },
            ]),
          ),
        ),
      );
      await open('IP Addresses');
      expect(await screen.findByRole('button', { name: 'Unban IP 73.44.120.18' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ban IP 24.14.88.3' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '3 accounts using 73.44.120.18' })).toHaveAttribute('href', '/admin/customer?filter_ip=73.44.120.18');
      // A filter_ip_url that is no web address gives no link at all.
      expect(within(screen.getAllByRole('row').find((r) => r.textContent?.includes('24.14.88.3'))!).queryByRole('link')).not.toBeInTheDocument();
    });

    it('Orders: minimal rows show no links; PHP order_status_id "1" with a PACE link shows it; balance as a string', async () => {
      store(FULL_CUSTOMER);
      const row = { status: 'Pending', total_text: '$10.00', balance_text: '$5.00', date_added: '2026-11-01 10:00:00', date_modified: '2026-11-01 10:00:00' };
      server.use(
        http.get('*/api/customer_order', () =>
          HttpResponse.json(
            page([{ ...row, order_id: 1, order_status_id: 1, balance: 5 }, { ...row, order_id: '2', order_status_id: '1', balance: '5.00', paceUrl: 'https://pace.example.com/2', viewUrl: '/pos/order/view?order_id=2' }], {
              summary: { total_spent_text: '$0.00', total_orders: '2', total_returns: 0, outstanding_balance_text: '$10.00' },
            }),
          ),
        ),
      );
      await open('Orders');
      await waitFor(() => expect(rowsOf('Orders')).toHaveLength(2));
      const [first, second] = rowsOf('Orders');
      expect(within(first).queryAllByRole('link')).toHaveLength(0);
      expect(first).toHaveTextContent('$5.00');
      expect(within(second).getByRole('link', { name: 'PACE for order #2' })).toHaveAttribute('href', 'https://pace.example.com/2');
      expect(second).toHaveTextContent('$5.00');
    });

    it('Returns: a minimal row without its edit link', async () => {
      store(FULL_CUSTOMER);
      server.use(http.get('*/api/customer_return', () => HttpResponse.json(page([{ return_id: '301', order_id: 20001, product: 'Brake Rotor', model: 'BR-1', return_status: 'Pending', date_added: '2026-11-01 10:00:00', date_modified: '2026-11-02 10:00:00' }]))));
      await open('Returns');
      await waitFor(() => expect(rowsOf('Returns')).toHaveLength(1));
      expect(rowsOf('Returns')[0]).toHaveTextContent('Brake Rotor');
      expect(within(rowsOf('Returns')[0]).queryByRole('link')).not.toBeInTheDocument();
    });

    it('Tags: assigned tags as strings or numbers tick the tags whose ids match', async () => {
      store(FULL_CUSTOMER);
      server.use(http.get('*/api/customer_tag/', () => HttpResponse.json({ customerTags: [{ tag_id: 1, title: 'VIP' }, { tag_id: '3', title: 'Net 30' }, { tag_id: 4, title: 'Mechanic' }], assignedTags: ['1', 3] })));
      await open('Tags');
      expect(await screen.findByRole('checkbox', { name: 'VIP' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Net 30' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Mechanic' })).not.toBeChecked();
    });

    it('Vehicles: a minimal vehicle, and ymm_data keyed by facet (getVehicleJson) read as the year, make and model of Edit Vehicle', async () => {
      store(FULL_CUSTOMER);
      const facet = (api_field: string, api_value: string | number, label_field: string, label_value: string) => ({ api_field, api_value, label_field, label_value });
      server.use(
        // Spec 5: `{"vehicle": Vehicle}`, PHP-flavoured: numeric ids, ymm_data as an object keyed by facet.
        http.post('*/api/customer_vehicle/getVehicleJson', () =>
          HttpResponse.json({
            vehicle: {
              vehicle_id: 6,
              customer_id: 77,
              title: '2018 Ford F-150 XLT',
              vin: '',
              notes: 'Lifted',
              ymm: '2018 Ford F-150',
              ymm_data: { ModelID: facet('ModelID', 6789, 'Model', 'F-150'), Year: facet('Year', 2018, 'Year', '2018'), MakeID: facet('MakeID', '54', 'Make', 'Ford') },
            },
          }),
        ),
        http.get('*/api/customer_vehicle', () =>
          HttpResponse.json(
            page([
              { vehicle_id: 5, title: 'Shop truck' },
              { vehicle_id: 7, title: '', ymm: '2012 Honda Civic' },
              {
                vehicle_id: '6',
                customer_id: '77',
                title: '2018 Ford F-150 XLT',
                vin: '',
                notes: 'Lifted',
                ymm: '2018 Ford F-150',
                ymm_data: { ModelID: facet('ModelID', 6789, 'Model', 'F-150'), Year: facet('Year', 2018, 'Year', '2018'), MakeID: facet('MakeID', '54', 'Make', 'Ford') },
              },
            ]),
          ),
        ),
      );
      const user = await open('Vehicles');
      await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(3));
      expect(rowsOf('Vehicles')[0]).toHaveTextContent('Shop truck');
      expect(within(rowsOf('Vehicles')[1]).getByRole('button', { name: 'Edit 2012 Honda Civic' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit 2018 Ford F-150 XLT' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Vehicle' });
      expect(await within(dialog).findByLabelText('Year')).toHaveValue('2018');
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('Lifted');
      expect(within(dialog).getByLabelText('Make')).toHaveValue('54');
      expect(within(dialog).getByLabelText('Model')).toHaveValue('6789');
    });

    it.each(faultCases)('Vehicles: Add Vehicle fails (%s): the failure shown, the dialog and its values kept, no success', async (_name, fault) => {
      store(FULL_CUSTOMER);
      server.use(http.get('*/api/customer_vehicle', () => HttpResponse.json(page([]))), http.post('*/api/customer_vehicle/add', fault));
      const user = await open('Vehicles');
      await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Vehicle' });
      const year = within(dialog).getByLabelText('Year');
      await waitFor(() => expect(year).toBeEnabled());
      await user.selectOptions(year, '2018');
      const make = within(dialog).getByLabelText('Make');
      await waitFor(() => expect(make).toBeEnabled());
      await user.selectOptions(make, 'Ford');
      const model = within(dialog).getByLabelText('Model');
      await waitFor(() => expect(model).toBeEnabled());
      await user.selectOptions(model, 'F-150');
      await user.type(within(dialog).getByLabelText('Notes'), 'Work truck');
      await user.click(within(dialog).getByRole('button', { name: 'Save Vehicle' }));
      expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('Work truck');
      expect(within(dialog).getByLabelText('Year')).toHaveValue('2018');
      expect(screen.queryByText('Vehicle added!')).not.toBeInTheDocument();
    });
  });
});
