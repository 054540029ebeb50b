import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { recordById } from '../../mocks/db/customers';
import { resetSettings } from '../config/settings';
import {
  addCredit,
  addHistory,
  lookupIp,
  deleteVehicle,
  getCredits,
  getCustomer,
  getCustomerOrders,
  getHistory,
  getIps,
  getLocalization,
  getReturns,
  getTags,
  getVehicle,
  getVehicles,
  listCustomers,
  saveCustomer,
  saveTags,
  saveVehicle,
  searchCustomers,
  setIpBanned,
  setOrderCustomer,
  updateContactInfo,
} from './customer';
import { failure } from '../../tests/utils/failure';

describe('shared/api/customer', () => {
  it('lists customers sorted by custname, sending only the filters given', async () => {
    let url = '';
    server.use(http.get('*/api/customer/get', ({ request }) => ((url = request.url), HttpResponse.json({ results: [], total_items: 0, total_pages: 1, page: 1, limit: 20, position: '' }))));
    await listCustomers({ filter_name: 'mil', filter_phone: '', page: 2, order: 'ASC' });
    expect(new URL(url).search).toBe('?sort=custname&filter_name=mil&page=2&order=ASC');
  });

  it('reads the list, a customer, the search and localization from the store', async () => {
    const list = await listCustomers({ filter_email: 'priya' });
    expect(list.results.map((r) => r.customer_id)).toEqual([502]);
    const details = await getCustomer(501);
    expect(details.customer).toMatchObject({ customer_id: 501, firstname: 'Jordan' });
    expect(details.custom_fields.map((f) => f.type)).toEqual(expect.arrayContaining(['select', 'radio', 'checkbox', 'text', 'textarea', 'date', 'time', 'datetime']));
    expect((await getCustomer(0)).customer).toMatchObject({ customer_id: 0, firstname: '', require_email: true, status: true, newsletter: false });
    expect((await searchCustomers('ortega'))[0]).toMatchObject({ customer_id: 503, name: 'Luis Ortega' });
    const loc = await getLocalization();
    expect(loc.countries.map((c) => c.iso_code_2)).toContain('US');
    expect(loc.zones.some((z) => z.country_id === '223')).toBe(true);
  });

  it('saves a customer, and throws field errors with the store keys', async () => {
    const { customer } = await getCustomer(503);
    const saved = await saveCustomer({ ...customer, firstname: 'Luisa' });
    expect(saved).toMatchObject({ result: 'updated', success: 'Customer successfully saved!' });
    expect(recordById(db.customers, 503)!.customer.firstname).toBe('Luisa');
    const e = await failure(saveCustomer({ ...customer, firstname: 'L', addresses: [{ ...customer.addresses[0], postcode: '12345678901' }] }));
    expect([e.kind, e.fields]).toEqual(['store', { firstname: 'Minimum 2 characters', 'address[0][postcode]': 'Maximum 10 characters' }]);
    const added = await saveCustomer({ ...customer, customer_id: 0, email: 'new.person@example.com', addresses: [] });
    expect(added.result).toBe('added');
    expect(added.redirect).toBe(`/pos/customer/edit?customer_id=${added.customer.customer_id}`);
  });

  it('updates contact info', async () => {
    expect(await updateContactInfo(502, { email: 'p.raman@example.com', telephone: '(309) 555-0100', texting_alerts: true })).toEqual({ success: 'Contact information updated!' });
    expect(recordById(db.customers, 502)!.customer).toMatchObject({ email: 'p.raman@example.com', texting_alerts: 1 });
    expect((await failure(updateContactInfo(502, { email: 'x', telephone: '' }))).message).toBe('Invalid email');
  });

  it('reads the sub-lists 10 rows a page, credits with their balance, orders with their summary', async () => {
    const credits = await getCredits(501);
    expect(credits).toMatchObject({ total_items: 12, total_pages: 2, limit: 10, balance: 75, balance_text: '$75.00' });
    expect(credits.results).toHaveLength(10);
    expect((await getCredits(501, { page: 2 })).results).toHaveLength(2);
    const orders = await getCustomerOrders(501);
    expect(orders.summary).toMatchObject({ total_orders: orders.total_items, total_spent_text: expect.stringMatching(/^\$/) });
    expect((await getHistory(501)).results.length).toBeGreaterThan(0);
    expect((await getIps(501)).results[0]).toMatchObject({ ip: expect.any(String), is_banned: expect.any(Boolean), total_accounts: expect.any(Number) });
    expect((await getReturns(501)).total_items).toBeGreaterThan(0);
  });

  it('adds store credit exactly, and passes the store refusal on', async () => {
    expect(await addCredit(503, { description: 'Core refund', amount: '12.35' })).toEqual({ success: 'Store credit added!' });
    expect((await getCredits(503)).balance_text).toBe('$162.35');
    expect((await failure(addCredit(503, { description: 'Core refund', amount: '1.234' }))).message).toBe('Please enter a valid amount!');
  });

  it('bans and unbans an IP', async () => {
    const ip = (await getIps(502)).results[0].ip;
    await setIpBanned(502, ip, true);
    expect((await getIps(502)).results.find((r) => r.ip === ip)?.is_banned).toBe(true);
    await setIpBanned(502, ip, false);
    expect((await getIps(502)).results.find((r) => r.ip === ip)?.is_banned).toBe(false);
  });

  it('reads and saves tags as tags[]', async () => {
    const tags = await getTags(501);
    expect(tags).toMatchObject({ assignedTags: ['1', '4'], createTagUrl: expect.stringContaining('customer_tag') });
    expect(tags.customerTags.length).toBe(8);
    await saveTags(501, ['2', '3']);
    expect((await getTags(501)).assignedTags).toEqual(['2', '3']);
    expect((await failure(saveTags(501, ['99']))).message).toBe('Unknown tag!');
  });

  it('adds, reads, edits and deletes a vehicle', async () => {
    const base = (await getVehicles(501)).results[0];
    expect((await getVehicles(501, { sort: 'vehicle_id', order: 'DESC' })).results.map((v) => v.vehicle_id)).toEqual(['72', '71']);
    expect(base).toMatchObject({ vehicle_id: '71', title: '2018 Ford F-150 XLT', ymm: '2018 Ford F-150' });
    const added = await saveVehicle(503, { title: '', vin: '1FTFW1E50JFA12345', notes: 'Work truck', ymm_data: base.ymm_data.slice(0, 3) });
    const vehicle = added.vehicles[0];
    expect(vehicle).toMatchObject({ title: '2018 Ford F-150', vin: '1FTFW1E50JFA12345', notes: 'Work truck' });
    expect(await getVehicle(vehicle.vehicle_id)).toEqual(vehicle);
    const edited = await saveVehicle(503, { ...vehicle, title: 'Dad’s truck' });
    expect(edited.vehicles[0].title).toBe('Dad’s truck');
    expect((await deleteVehicle(503, vehicle.vehicle_id)).vehicles).toEqual([]);
    expect((await failure(saveVehicle(503, { title: '', vin: 'SHORT', notes: '', ymm_data: base.ymm_data }))).message).toBe('VIN must be 17 letters and digits (no I, O or Q)!');
  });

  it('adds a history note as multipart with its image, and refuses a text without consent or override', async () => {
    const note = { comment: 'Brought in the core.', image: new File([new Uint8Array([137, 80, 78, 71])], 'core.png', { type: 'image/png' }), notifyCustomer: false, notifyByEmail: false, notifyByText: false, overrideTextPermission: false, textingAlerts: false, email: '', phone: '' };
    expect(await addHistory(503, note)).toEqual({ success: 'History added!' });
    expect(recordById(db.customers, 503)!.history.at(-1)).toMatchObject({ comment: 'Brought in the core.', image: expect.stringMatching(/^\/image\/customer_history\?customer_history_id=\d+$/), image_data: expect.stringMatching(/^data:image\/png;base64,/) });
    const text = { ...note, image: null, notifyCustomer: true, notifyByText: true, phone: '(309) 555-0177' };
    expect((await failure(addHistory(502, text))).message).toBe("Customer doesn't constent to text messages");
    expect(await addHistory(502, { ...text, overrideTextPermission: true })).toEqual({ success: 'History added!' });
    expect((await failure(addHistory(503, { ...note, comment: ' ' }))).message).toBe('Please enter a comment!');
  });

  it('looks an IP up at the ipLookupUrl of the settings', async () => {
    expect(await lookupIp('73.44.120.18')).toMatchObject({ city: expect.any(String), region: expect.any(String), country: 'US', org: expect.stringMatching(/^AS/) });
    let url = '';
    server.use(http.get('https://geo.example.com/ip/:ip', ({ request }) => ((url = request.url), HttpResponse.json({ city: 'Urbana' }))));
    resetSettings({ ipLookupUrl: 'https://geo.example.com/ip/' });
    expect(await lookupIp('1.2.3.4')).toEqual({ city: 'Urbana', region: '', country: '', org: '' });
    expect(url).toBe('https://geo.example.com/ip/1.2.3.4');
    setFaults({ failing: { iplookup: 'http500' } });
    resetSettings();
    expect((await failure(lookupIp('1.2.3.4'))).kind).toBe('http');
  });

  it('assigns a customer to an order', async () => {
    const answer = await setOrderCustomer(1002, 503);
    expect(answer).toMatchObject({ success: 'Customer added to order!', customer_id: 503 });
    expect((await failure(setOrderCustomer(424242, 503))).message).toBe('Order not found!');
  });

  it('posts the form’s boolean flags as the 1/0 the store reads, and ids as they came', async () => {
    let body = new URLSearchParams();
    server.use(
      http.post('*/api/customer/save', async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ error: { firstname: 'Required' } });
      }),
    );
    const { customer } = await getCustomer(501);
    await failure(saveCustomer({ ...customer, newsletter: true, texting_alerts: false, tax_exempt: true, tax_exempt_number: 'EX-1', status: true, safe: false, require_address: true }));
    expect(Object.fromEntries(['newsletter', 'texting_alerts', 'tax_exempt', 'status', 'safe', 'require_address'].map((k) => [k, body.get(k)]))).toEqual({
      newsletter: '1',
      texting_alerts: '0',
      tax_exempt: '1',
      status: '1',
      safe: '0',
      require_address: '1',
    });
    expect(body.get('address[0][country_id]')).toBe(customer.addresses[0].country_id);
    expect(body.get('address[0][zone_id]')).toMatch(/^\d+$/);
  });

  it('reads a PHP-flavoured customer: "1"/"0" flags, numeric strings, an empty custom_field list, custom fields of unknown types left out', async () => {
    server.use(
      http.get('*/api/customer/get', () =>
        HttpResponse.json({
          customer: { customer_id: '77', customer_group_id: '1', firstname: 'Ana', lastname: 'Lima', email: 'ana@example.com', telephone: '2175550199', newsletter: '0', texting_alerts: '1', tax_exempt: '0', status: '1', safe: 0, custom_field: [], require_email: '1', require_telephone: 0, require_address: '0', addresses: [{ address_id: '9', firstname: 'Ana', lastname: 'Lima', address_1: '1 Main St', city: 'Urbana', postcode: '61801', country_id: 223, zone_id: '3635', custom_field: [] }], address_id: '9' },
          custom_fields: [
            { custom_field_id: '4', name: 'Shop Account Number', type: 'text', location: 'account' },
            { custom_field_id: 10, name: 'Licence scan', type: 'file', location: 'account', values: [] },
            { custom_field_id: 11, name: 'Affiliate code', type: 'text', location: 'affiliate', values: [] },
          ],
          customer_groups: [{ customer_group_id: '1', name: 'Default' }],
          locations: [],
        }),
      ),
    );
    const { customer, custom_fields } = await getCustomer(77);
    // Fields of a type or place spec 2 §3 does not list are left out of the form.
    expect(custom_fields).toEqual([{ custom_field_id: '4', name: 'Shop Account Number', type: 'text', location: 'account', values: [] }]);
    expect(customer).toMatchObject({ customer_id: 77, newsletter: false, texting_alerts: true, tax_exempt: false, status: true, require_email: true, require_telephone: false, custom_field: {}, address_id: 9 });
    expect(customer.addresses[0]).toMatchObject({ address_id: 9, country_id: '223', zone_id: '3635', company: '', address_2: '', custom_field: {} });
  });

  it('a save refused with a text throws that text; an answer of "OK" is malformed, never a saved customer', async () => {
    const { customer } = await getCustomer(503);
    server.use(http.post('*/api/customer/save', () => HttpResponse.json({ error: 'Customer is locked!' })));
    expect(await failure(saveCustomer(customer))).toMatchObject({ kind: 'store', message: 'Customer is locked!' });
    server.use(http.post('*/api/customer/save', () => HttpResponse.json('OK')));
    expect((await failure(saveCustomer(customer))).kind).toBe('malformed');
  });

  it('an answer of "OK" to the list, search or a record is malformed, not an empty result', async () => {
    server.use(
      http.get('*/api/customer/get', () => HttpResponse.json('OK')),
      http.get('*/api/customer/search', () => HttpResponse.json('OK')),
    );
    expect((await failure(listCustomers())).kind).toBe('malformed');
    expect((await failure(searchCustomers('a'))).kind).toBe('malformed');
    expect((await failure(getCustomer(501))).kind).toBe('malformed');
  });

  it('reads a history image only when it is a web address, and the PACE link as an extension', async () => {
    const page = { total_items: 2, total_pages: 1, page: 1, limit: 10, position: '1 to 2 of 2' };
    server.use(
      http.get('*/api/customer_history', () =>
        HttpResponse.json({ ...page, results: [{ customer_history_id: 1, date_added: '2026-11-01 10:00:00', comment: 'a', image: 'JavaScript:alert(123)' }, { customer_history_id: 2, date_added: '2026-11-02 10:00:00', comment: 'b', image: '/image/note.png' }] }),
      ),
    );
    expect((await getHistory(501)).results.map((h) => h.image)).toEqual(['', '/image/note.png']);
  });

  it('throws an ApiError on a broken server for each read', async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['api/customer/get', () => listCustomers()],
      ['api/customer/search', () => searchCustomers('a')],
      ['api/customer_credit', () => getCredits(501)],
      ['api/customer_history', () => getHistory(501)],
      ['api/customer_ip', () => getIps(501)],
      ['api/customer_order', () => getCustomerOrders(501)],
      ['api/customer_return', () => getReturns(501)],
      ['api/customer_tag/', () => getTags(501)],
      ['api/customer_vehicle', () => getVehicles(501)],
      ['api/localization/', () => getLocalization()],
    ];
    for (const [route, call] of calls) {
      setFaults({ failing: { [route]: 'http500' } });
      expect((await failure(call())).kind, route).toBe('http');
    }
  });
});
