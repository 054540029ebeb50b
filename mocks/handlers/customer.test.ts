import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { CUSTOMER_COUNT, currentCustomers, recordById } from '../db/customers';
import { CUSTOMERS, customerById } from '../db/customers-lite';
import { parseNested } from './customer';

const get = async (path: string) => (await fetch(`http://store.test${path}`)).json();
const post = async (path: string, body: Record<string, string> | URLSearchParams) =>
  (await fetch(`http://store.test${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) })).json();

const validCustomer = (extra: Record<string, string> = {}) => ({
  firstname: 'Ana',
  lastname: 'Lima',
  email: 'ana.lima@example.com',
  telephone: '(217) 555-0199',
  require_email: '1',
  require_telephone: '1',
  require_address: '0',
  ...extra,
});

describe('mock store: customers', () => {
  it('holds at least 200 customers with every kind of record, and the three cart fixtures', () => {
    const records = db.customers.records;
    expect(records.length).toBe(CUSTOMER_COUNT);
    expect(CUSTOMER_COUNT).toBeGreaterThanOrEqual(200);
    for (const key of ['vehicles', 'credits', 'history', 'ips', 'orders', 'returns', 'tags'] as const) {
      expect(records.filter((r) => r[key].length > 0).length, key).toBeGreaterThan(20);
    }
    expect(records.every((r) => r.customer.addresses.length >= 1)).toBe(true);
    expect(db.customers.bannedIps.length).toBeGreaterThan(0);
    expect(records.some((r) => r.ips.some((ip) => db.customers.bannedIps.includes(ip.ip)))).toBe(true);
    expect(CUSTOMERS.map((c) => [c.customer_id, c.firstname, c.lastname, c.email, c.telephone, c.vehicles])).toEqual([
      [501, 'Jordan', 'Miller', 'jordan.miller@example.com', '(217) 555-0134', [{ vehicle_id: 71, label: '2018 Ford F-150 XLT' }, { vehicle_id: 72, label: '2012 Honda Civic LX' }]],
      [502, 'Priya', 'Raman', 'priya.raman@example.com', '(309) 555-0177', [{ vehicle_id: 73, label: '2021 Toyota RAV4 XLE' }]],
      [503, 'Luis', 'Ortega', 'luis.ortega@example.com', '(812) 555-0102', []],
    ]);
    expect(CUSTOMERS.map((c) => c.store_credit)).toEqual(['75.00', '20.00', '150.00']);
  });

  it('is the live collection: the cart sees an edit made on the staff screens, and a reset restores the seed', async () => {
    expect(currentCustomers()).toBe(db.customers);
    const answer = await post('/api/customer/save?customerId=502', { ...validCustomer({ firstname: 'Priyanka', lastname: 'Raman', email: 'priya.raman@example.com' }) });
    expect(answer.result).toBe('updated');
    expect(customerById(502)?.firstname).toBe('Priyanka');
  });

  it('lists customers with filters, sort, order and pages in the list shape', async () => {
    const first = await get('/api/customer/get?sort=custname&order=ASC&page=2&limit=20');
    expect(first).toMatchObject({ total_items: CUSTOMER_COUNT, total_pages: 12, page: 2, limit: 20, position: '21 to 40 of 240' });
    const names = first.results.map((r: { custname: string }) => r.custname);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    const row = (await get('/api/customer/get?filter_name=jordan%20mil')).results[0];
    expect(row).toMatchObject({ customer_id: 501, custname: 'Jordan Miller', vehicle: '2018 Ford F-150 XLT', outstanding: { balance: expect.any(Number) } });
    expect((await get('/api/customer/get?filter_phone=2175550134')).results.map((r: { customer_id: number }) => r.customer_id)).toEqual([501]);
    // Email matches by part, like the store's LIKE: a name before the @, a domain, any case.
    expect((await get('/api/customer/get?filter_email=PRIYA.raman')).results.map((r: { customer_id: number }) => r.customer_id)).toEqual([502]);
    expect((await get('/api/customer/get?filter_email=an%40exam&limit=500')).results.every((r: { email: string }) => r.email.includes('an@exam'))).toBe(true);
    const ranged = await get('/api/customer/get?filter_date_added_from=2026-01-01&filter_date_added_to=2026-06-30&limit=500');
    expect(ranged.results.length).toBeGreaterThan(0);
    expect(ranged.results.every((r: { date_added: string }) => r.date_added >= '2026-01-01' && r.date_added <= '2026-06-30')).toBe(true);
    expect(await get('/api/customer/get?filter_date_added_from=01/02/2026')).toEqual({ error: 'Invalid date! Use YYYY-MM-DD.' });
  });

  it('searches by name, phone, email, address and vehicle; at most 20; nothing for an empty text', async () => {
    expect((await get('/api/customer/search?s=')).results).toEqual([]);
    expect((await get('/api/customer/search?s=priya')).results[0]).toMatchObject({ customer_id: 502, name: 'Priya Raman', vehicle: '2021 Toyota RAV4 XLE' });
    expect((await get('/api/customer/search?s=555-0102')).results.map((r: { customer_id: number }) => r.customer_id)).toContain(503);
    expect((await get('/api/customer/search?s=a')).results).toHaveLength(20);
  });

  it('validates a save like the store with the spec texts, field by field', async () => {
    const answer = await post('/api/customer/save', {
      firstname: 'A',
      lastname: 'x'.repeat(33),
      email: 'nope',
      telephone: '12345',
      require_email: '1',
      require_telephone: '1',
      require_address: '1',
      tax_exempt: '1',
      'address[0][firstname]': '',
      'address[0][city]': 'Champaign',
      'address[0][country_id]': '223',
      'address[0][zone_id]': '610',
    });
    expect(answer.error).toEqual({
      firstname: 'Minimum 2 characters',
      lastname: 'Maximum 32 characters',
      email: 'Invalid email',
      telephone: 'Invalid phone number format',
      tax_exempt_number: 'Required',
      'address[0][firstname]': 'Required',
      'address[0][lastname]': 'Required',
      'address[0][address_1]': 'Required',
      'address[0][postcode]': 'Required',
      'address[0][zone_id]': 'Please select a region / state!',
    });
    expect((await post('/api/customer/save', validCustomer({ email: 'jordan.miller@example.com' }))).error).toEqual({ email: 'E-Mail Address is already registered!' });
    expect((await post('/api/customer/save', validCustomer({ email: '', require_email: '0' }))).result).toBe('added');
  });

  it('adds a customer with addresses and custom fields, and answers the redirect to the edit page', async () => {
    const answer = await post(
      '/api/customer/save',
      new URLSearchParams([
        ...Object.entries(validCustomer()),
        ['custom_field[1]', '2'],
        ['custom_field[3][]', '7'],
        ['custom_field[3][]', '9'],
        ['address[0][firstname]', 'Ana'],
        ['address[0][lastname]', 'Lima'],
        ['address[0][address_1]', '12 Main St'],
        ['address[0][city]', 'Urbana'],
        ['address[0][postcode]', '61801'],
        ['address[0][country_id]', '223'],
        ['address[0][zone_id]', '3635'],
        ['address[0][custom_field][9]', '4455'],
      ]),
    );
    expect(answer).toMatchObject({ success: 'Customer successfully saved!', result: 'added', redirect: `/pos/customer/edit?customer_id=${answer.customer.customer_id}` });
    const record = recordById(db.customers, answer.customer.customer_id)!;
    expect(record.customer.custom_field).toEqual({ 1: '2', 3: ['7', '9'] });
    expect(record.customer.addresses[0]).toMatchObject({ city: 'Urbana', zone_id: 3635, custom_field: { 9: '4455' } });
    expect(record.customer.address_id).toBe(record.customer.addresses[0].address_id);
  });

  it('answers history pictures as web addresses and serves the picture there', async () => {
    const record = db.customers.records.find((r) => r.history.some((h) => h.image))!;
    const answer = await get(`/api/customer_history?customerId=${record.customer.customer_id}`);
    const image: string = answer.results.find((h: { image: string }) => h.image).image;
    expect(image).toMatch(/^\/image\/customer_history\?customer_history_id=\d+$/);
    expect(answer.results.every((h: Record<string, unknown>) => !('image_data' in h))).toBe(true);
    const picture = await fetch(`http://store.test${image}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await picture.text()).toMatch(/^<svg/);
    expect((await fetch('http://store.test/image/customer_history?customer_history_id=999999')).status).toBe(404);
  });

  it('reads bracketed form keys as the PHP store does', () => {
    expect(parseNested(new URLSearchParams('a=1&b[0][c]=2&d[3][]=4&d[3][]=5&tags[]=7'))).toEqual({ a: '1', b: { 0: { c: '2' } }, d: { 3: ['4', '5'] }, tags: ['7'] });
  });

  it('keeps the choices posted with a vehicle (sub-model, body type, bed length) when the catalogue offers them, and refuses others', async () => {
    const ymm = (extra: Array<[string, string]>) => {
      const facets: Array<[string, string]> = [['Year', '2015'], ['MakeID', '54'], ['ModelID', '6789'], ...extra];
      const body = new URLSearchParams({ customer_id: '503', title: '', vin: '', notes: '' });
      facets.forEach(([field, value], i) => {
        body.set(`ymm_data[${i}][api_field]`, field);
        body.set(`ymm_data[${i}][api_value]`, value);
      });
      return body;
    };
    const added = await post('/api/customer_vehicle/add', ymm([['BodyTypeID', '63'], ['BedLengthID', '5']]));
    expect(added.success).toBe('Vehicle added!');
    expect(added.vehicles.at(-1).ymm_data.slice(3)).toEqual([
      { api_field: 'BodyTypeID', api_value: '63', label_field: 'Body Type', label_value: '4-Door Crew Cab Pickup' },
      { api_field: 'BedLengthID', api_value: '5', label_field: 'Bed Length', label_value: '5\'5" Bed' },
    ]);
    // A crew cab has no 8' bed.
    expect(await post('/api/customer_vehicle/add', ymm([['BodyTypeID', '63'], ['BedLengthID', '8']]))).toEqual({ error: 'Please select a valid bed length!' });
    const id = added.vehicles.at(-1).vehicle_id;
    expect((await post('/api/customer_vehicle/getVehicleJson', { vehicleId: String(id) })).vehicle.ymm_data).toHaveLength(5);
  });

  it('refuses unknown customers on every sub-list', async () => {
    for (const path of ['customer_credit', 'customer_history', 'customer_ip', 'customer_order', 'customer_return', 'customer_tag/', 'customer_vehicle']) {
      expect(await get(`/api/${path}?customerId=99999`), path).toEqual({ error: 'Customer not found!' });
    }
  });
});
