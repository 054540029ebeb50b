import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { recordById } from '../../mocks/db/customers';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

const list = (rows: unknown[], extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ results: rows, total_items: rows.length, total_pages: 1, page: 1, limit: 10, position: rows.length ? `1 to ${rows.length} of ${rows.length}` : '0 to 0 of 0', ...extra });

async function openTab(name: string, customerId = '501') {
  setConfig({ mode: 'pos' });
  const user = userEvent.setup();
  mountWidget(widget, { customerId });
  await screen.findByRole('form', { name: 'Customer details' });
  await user.click(screen.getByRole('tab', { name }));
  return { user, panel: () => screen.getByRole('tabpanel', { name }) };
}
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('pos-customer-edit: tabs', () => {
  afterEach(() => server.events.removeAllListeners());

  it('Orders: the summary, 10 rows a page, PACE only below status 3, links only when given, Incomplete Transaction marked', async () => {
    const row = (o: Record<string, unknown>) => ({ status: 'Pending', order_status_id: 1, total_text: '$10.00', balance: 0, balance_text: '$0.00', date_added: '2026-11-01 10:00:00', date_modified: '2026-11-02 10:00:00', ...o });
    server.use(
      http.get('*/api/customer_order', () =>
        list(
          [
            row({ order_id: 1, paceUrl: 'https://pace.example.com/1', viewUrl: '/v/1', editUrl: '/e/1', deleteUrl: '/d/1', balance: 5, balance_text: '$5.00' }),
            row({ order_id: 2, order_status_id: 3, status: 'Shipped', paceUrl: 'https://pace.example.com/2', viewUrl: '/v/2' }),
            row({ order_id: 3, order_status_id: 17, status: 'Incomplete Transaction' }),
          ],
          { summary: { total_spent_text: '$1,234.56', total_orders: 3, total_returns: 2, outstanding_balance_text: '$5.00' } },
        ),
      ),
    );
    const { panel } = await openTab('Orders');
    await waitFor(() => expect(rowsOf('Orders')).toHaveLength(3));
    for (const [term, value] of [['Total Spent', '$1,234.56'], ['Orders', '3'], ['Returns', '2'], ['Outstanding Balance', '$5.00']]) {
      expect(within(panel()).getByText(term).nextSibling).toHaveTextContent(value);
    }
    const [first, second, third] = rowsOf('Orders');
    expect(within(first).getByRole('link', { name: 'PACE for order #1' })).toHaveAttribute('href', 'https://pace.example.com/1');
    expect(within(first).getByRole('link', { name: 'Edit order #1' })).toHaveAttribute('href', '/e/1');
    expect(within(first).getByRole('button', { name: 'Delete order #1' })).toBeInTheDocument();
    expect(within(first).getByText('$5.00')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /PACE/ })).not.toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(second).getByText('Paid')).toBeInTheDocument();
    expect(within(third).getByText('Incomplete Transaction').className).toMatch(/incomplete/);
    // Spec 2 §4: the whole row is styled as incomplete, not only its status.
    expect(third.className).toMatch(/incompleteRow/);
    expect(first.className).not.toMatch(/incompleteRow/);
    expect(within(third).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
  });

  it('Orders: deletes an order the store lets go of', async () => {
    const { user } = await openTab('Orders', '501');
    await waitFor(() => expect(rowsOf('Orders').length).toBe(10));
    const button = screen.getAllByRole('button', { name: /^Delete order #/ })[0];
    const id = Number(/#(\d+)/.exec(button.getAttribute('aria-label')!)![1]);
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: /^Delete order #\d+ of / });
    expect(dialog).toHaveTextContent(`Delete order #${id} of`);
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete Order' }));
    expect(await screen.findByText('You have modified orders!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.orders.list.some((o) => o.order_id === id)).toBe(false);
  });

  it('every sub-list asks for sort and order from its first load: newest first (spec 2 §9 "order desc"), 10 a page', async () => {
    const asked: Record<string, URLSearchParams> = {};
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const name = /\/api\/(customer_(?:credit|history|ip|order|return|vehicle))$/.exec(url.pathname)?.[1];
      if (name && !asked[name]) asked[name] = url.searchParams;
    });
    const { user } = await openTab('Credits', '501');
    await waitFor(() => expect(rowsOf('Credits').length).toBeGreaterThan(0));
    for (const tab of ['History', 'IP Addresses', 'Orders', 'Vehicles', 'Returns']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(rowsOf(tab).length).toBeGreaterThan(0));
      if (tab === 'Vehicles') expect(rowsOf(tab).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['2012 Honda Civic LX', '2018 Ford F-150 XLT']);
    }
    expect(Object.keys(asked).sort()).toEqual(['customer_credit', 'customer_history', 'customer_ip', 'customer_order', 'customer_return', 'customer_vehicle']);
    // Vehicles: no paging and no sortable column, still in an order: newest first.
    const { customer_vehicle: vehicles, ...paged } = asked;
    expect([vehicles.get('sort'), vehicles.get('order')]).toEqual(['vehicle_id', 'DESC']);
    for (const [name, q] of Object.entries(paged)) {
      expect([q.get('sort'), q.get('order'), q.get('limit'), q.get('page')], name).toEqual(['date_added', 'DESC', '10', '1']);
    }
    // The header says so, and a click turns it round.
    const header = within(screen.getByRole('table', { name: 'Returns' })).getByRole('columnheader', { name: /Date Added/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('Returns and every sub-list: "There are no results." when empty', async () => {
    server.use(http.get('*/api/customer_return', () => list([])));
    await openTab('Returns', '503');
    expect(await screen.findByText('There are no results.')).toBeInTheDocument();
  });

  it('Returns: rows with product, model, status and the edit link', async () => {
    await openTab('Returns', '501');
    await waitFor(() => expect(rowsOf('Returns').length).toBeGreaterThan(0));
    const r = recordById(db.customers, 501)!.returns[0];
    expect(screen.getByRole('link', { name: `Edit return #${r.return_id}` })).toBeInTheDocument();
  });

  it('Credits: a store repeating a transaction id on one page shows both rows without a React key warning', async () => {
    const credit = (id: number, description: string) => ({ customer_transaction_id: id, date_added: '2026-11-01 10:00:00', description, amount: '5.00' });
    server.use(http.get('*/api/customer_credit', () => list([credit(7, 'Core refund'), credit(7, 'Core refund again'), credit(8, 'Goodwill')], { balance: 15, balance_text: '$15.00' })));
    await openTab('Credits', '501');
    await waitFor(() => expect(rowsOf('Credits')).toHaveLength(3));
    expect(rowsOf('Credits').map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Core refund', 'Core refund again', 'Goodwill']);
    // failOnKeyWarnings (top of the file) fails this test if React saw two rows with one key.
  });

  it('Credits: the balance, 10 a page, and Add Credits with exact money', async () => {
    const { user } = await openTab('Credits', '501');
    expect(await screen.findByText('$75.00')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Credits')).toHaveLength(10));
    expect(screen.getByText('1 to 10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Credits' });
    const submit = () => within(dialog).getByRole('button', { name: 'Add Credits' });
    // Spec 2 §5: disabled until the form is valid.
    expect(submit()).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description'), 'Core refund');
    expect(submit()).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Amount'), '10.105');
    await user.tab();
    expect(within(dialog).getByText('Enter an amount such as 25.00 (a minus takes credit away).')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '10.1');
    expect(submit()).toBeEnabled();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Credits' }));
    expect(await screen.findByText('Store credit added!')).toBeInTheDocument();
    expect(await screen.findByText('$85.10')).toBeInTheDocument();
    expect(recordById(db.customers, 501)!.credits.filter((c) => c.description === 'Core refund' && c.amount === '10.10')).toHaveLength(1);
  });

  it('History: Add History with an image, then Select Notification Method: a text that needs the consent override', async () => {
    let sent: FormData | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/api/customer_history/add')) sent = await request.clone().formData();
    });
    const { user } = await openTab('History', '502');
    await user.click(screen.getByRole('button', { name: 'Add History' }));
    const dialog = screen.getByRole('dialog', { name: 'Add History' });
    expect(within(dialog).getByText('.jpg or .png, 2 MB maximum.')).toBeInTheDocument();
    // Spec 2 §5: disabled until valid.
    expect(within(dialog).getByRole('button', { name: 'Add History' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Comment'), 'Called about the rotor.');
    await user.upload(within(dialog).getByLabelText('Image (optional)'), new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify Customer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add History' }));
    // Spec 2 §2 "Modals": the Select Notification Method step, pre-filled from the customer.
    const method = await screen.findByRole('dialog', { name: 'Select Notification Method' });
    expect(sent).toBeNull();
    await waitFor(() => expect(within(method).getByLabelText('Email')).toHaveValue('priya.raman@example.com'));
    await user.click(within(method).getByRole('checkbox', { name: 'Notify by email' }));
    await user.click(within(method).getByRole('checkbox', { name: 'Notify by text' }));
    expect(within(method).getByText("Customer doesn't constent to text messages")).toBeInTheDocument();
    expect(within(method).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(within(method).getByRole('checkbox', { name: 'Override texting permission' }));
    await user.click(within(method).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('History added!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = sent as unknown as FormData;
    expect([form.get('comment'), form.get('notifyCustomer'), form.get('notifyByEmail'), form.get('notifyByText'), form.get('overrideTextPermission'), form.get('phone'), form.get('email')]).toEqual(['Called about the rotor.', '1', '0', '1', '1', '(309) 555-0177', '']);
    expect((form.get('image') as File).type).toBe('image/png');
    expect(recordById(db.customers, 502)!.history.at(-1)).toMatchObject({ comment: 'Called about the rotor.', image: expect.stringMatching(/^\/image\/customer_history\?customer_history_id=\d+$/), image_data: expect.stringMatching(/^data:image\/png;base64,/) });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'History' })).getByText('Called about the rotor.')).toBeInTheDocument());
  });

  it("History: a failed notification says 'Failed to send to notification' and keeps both steps; Cancel goes back to the note", async () => {
    server.use(http.post('*/api/customer_history/add', () => HttpResponse.error()));
    const { user } = await openTab('History', '502');
    await user.click(screen.getByRole('button', { name: 'Add History' }));
    await user.type(within(screen.getByRole('dialog', { name: 'Add History' })).getByLabelText('Comment'), 'Rotor is in.');
    await user.click(screen.getByRole('checkbox', { name: 'Notify Customer' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Add History' })).getByRole('button', { name: 'Add History' }));
    const method = await screen.findByRole('dialog', { name: 'Select Notification Method' });
    await waitFor(() => expect(within(method).getByLabelText('Email')).toHaveValue('priya.raman@example.com'));
    await user.clear(within(method).getByLabelText('Email'));
    await user.type(within(method).getByLabelText('Email'), 'p.raman@example.com');
    await user.click(within(method).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send to notification')).toBeInTheDocument();
    expect(within(method).getByLabelText('Email')).toHaveValue('p.raman@example.com');
    expect(screen.queryByText('History added!')).not.toBeInTheDocument();
    expect(recordById(db.customers, 502)!.customer.email).toBe('priya.raman@example.com');
    await user.click(within(method).getByRole('button', { name: 'Cancel' }));
    const back = await screen.findByRole('dialog', { name: 'Add History' });
    expect(within(back).getByLabelText('Comment')).toHaveValue('Rotor is in.');
    expect(within(back).getByRole('checkbox', { name: 'Notify Customer' })).toBeChecked();
  });

  it("History: an email changed in Select Notification Method is saved on the customer (updateContactInfo) after the send", async () => {
    const contactPosts: Array<[string | null, string]> = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/api/customer/updateContactInfo')) contactPosts.push([new URL(request.url).searchParams.get('customerId'), await request.clone().text()]);
    });
    const { user } = await openTab('History', '502');
    await user.click(screen.getByRole('button', { name: 'Add History' }));
    await user.type(within(screen.getByRole('dialog', { name: 'Add History' })).getByLabelText('Comment'), 'Rotor is in.');
    await user.click(screen.getByRole('checkbox', { name: 'Notify Customer' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Add History' })).getByRole('button', { name: 'Add History' }));
    const method = await screen.findByRole('dialog', { name: 'Select Notification Method' });
    await waitFor(() => expect(within(method).getByLabelText('Email')).toHaveValue('priya.raman@example.com'));
    await user.clear(within(method).getByLabelText('Email'));
    await user.type(within(method).getByLabelText('Email'), 'p.raman@example.com');
    await user.click(within(method).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('History added!')).toBeInTheDocument();
    expect(await screen.findByText('Contact information updated!')).toBeInTheDocument();
    expect(contactPosts).toHaveLength(1);
    expect(contactPosts[0][0]).toBe('502');
    expect(Object.fromEntries(new URLSearchParams(contactPosts[0][1]))).toEqual({ email: 'p.raman@example.com', telephone: '(309) 555-0177' });
    expect(recordById(db.customers, 502)!.customer.email).toBe('p.raman@example.com');
  });

  it('History: a note without Notify Customer is added at once, with no notification step and no contact update', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    const { user } = await openTab('History', '502');
    await user.click(screen.getByRole('button', { name: 'Add History' }));
    await user.type(within(screen.getByRole('dialog', { name: 'Add History' })).getByLabelText('Comment'), 'Walk-in.');
    await user.click(within(screen.getByRole('dialog', { name: 'Add History' })).getByRole('button', { name: 'Add History' }));
    expect(await screen.findByText('History added!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Select Notification Method' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('updateContactInfo'))).toEqual([]);
    expect(recordById(db.customers, 502)!.history.at(-1)).toMatchObject({ comment: 'Walk-in.' });
  });

  it('IP Addresses: Ban IP / Unban IP, and the location lookup with its failure text', async () => {
    const { user } = await openTab('IP Addresses', '501');
    await waitFor(() => expect(rowsOf('IP Addresses').length).toBeGreaterThan(0));
    const ip = recordById(db.customers, 501)!.ips[0].ip;
    const banned = db.customers.bannedIps.includes(ip);
    await user.click(screen.getByRole('button', { name: `${banned ? 'Unban' : 'Ban'} IP ${ip}` }));
    if (!banned) await user.click(within(screen.getByRole('dialog', { name: new RegExp(`^Ban IP ${ip.replace(/\./g, '\\.')}`) })).getByRole('button', { name: 'Ban IP' }));
    expect(await screen.findByRole('button', { name: `${banned ? 'Ban' : 'Unban'} IP ${ip}` })).toHaveTextContent(banned ? 'Ban IP' : 'Unban IP');
    expect(db.customers.bannedIps.includes(ip)).toBe(!banned);
    await user.click(screen.getByRole('button', { name: `Look up the location of ${ip}` }));
    expect(await screen.findByText(/, US · AS/)).toBeInTheDocument();
    const other = recordById(db.customers, 501)!.ips[1]?.ip;
    if (other) {
      setFaults({ failing: { iplookup: 'http500' } });
      await user.click(screen.getByRole('button', { name: `Look up the location of ${other}` }));
      expect(await screen.findAllByText('Failed to get location details.')).not.toHaveLength(0);
    }
  });

  it('Tags: ticks and saves, and says so when no tags exist, with the create link', async () => {
    const { user } = await openTab('Tags', '501');
    const vip = await screen.findByRole('checkbox', { name: 'VIP' });
    expect(vip).toBeChecked();
    await user.click(vip);
    await user.click(screen.getByRole('checkbox', { name: 'Net 30' }));
    await user.click(screen.getByRole('button', { name: 'Save Tags' }));
    expect(await screen.findByText('Customer tags saved!')).toBeInTheDocument();
    expect(recordById(db.customers, 501)!.tags).toEqual([4, 3]);
    document.body.innerHTML = '';
    db.customers.tags = [];
    await openTab('Tags', '502');
    expect(await screen.findByText('No customer tags have been created yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a customer tag' })).toHaveAttribute('href', expect.stringContaining('customer_tag'));
  });

  it('Vehicles: lists them without paging, adds one through year/make/model and the choices after the model, edits and deletes', async () => {
    const choicesAsked: string[] = [];
    const edits: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/ymm/json/choices')) choicesAsked.push(url.search);
      if (url.pathname.endsWith('/api/customer_vehicle/getVehicleJson')) edits.push((await request.clone().formData()).get('vehicleId') as string);
    });
    const { user } = await openTab('Vehicles', '501');
    await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vehicle' });
    const submit = () => within(dialog).getByRole('button', { name: 'Save Vehicle' });
    // Spec 2 §5: disabled until valid; an empty level says so once left.
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByLabelText('Year')).toBeEnabled());
    within(dialog).getByLabelText('Year').focus();
    await user.tab();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Year'), '2015');
    await waitFor(() => expect(within(dialog).getByLabelText('Make')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Make'), 'Ford');
    await waitFor(() => expect(within(dialog).getByLabelText('Model')).toBeEnabled());
    expect(within(dialog).queryByLabelText('Sub Model')).not.toBeInTheDocument();
    expect(choicesAsked).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText('Model'), 'F-150');
    // Spec 4 "Vehicle": after the model, choices?Year&MakeID&ModelID offers sub-model, body type and bed length.
    await waitFor(() => expect(within(dialog).getByLabelText('Sub Model')).toBeEnabled());
    expect(new URLSearchParams(choicesAsked[0]).toString()).toBe('Year=2015&MakeID=54&ModelID=6789');
    expect(submit()).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText('Sub Model'), 'XLT');
    await user.selectOptions(within(dialog).getByLabelText('Body Type'), '4-Door Crew Cab Pickup');
    // The bed lengths of a crew cab: asked again with the body type.
    await waitFor(() => expect(within(within(dialog).getByLabelText('Bed Length')).queryByRole('option', { name: "8' Bed" })).not.toBeInTheDocument());
    expect(choicesAsked.some((q) => new URLSearchParams(q).get('BodyTypeID') === '63')).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Bed Length'), '5\'5" Bed');
    await user.type(within(dialog).getByLabelText('VIN'), 'SHORTVIN');
    await user.tab();
    expect(within(dialog).getByText('A VIN has 17 letters and digits (no I, O or Q).')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('VIN'));
    await user.type(within(dialog).getByLabelText('VIN'), '1ftfw1e50jfa12345');
    await user.type(within(dialog).getByLabelText('Notes'), 'Work truck');
    await user.click(submit());
    expect(await screen.findByText('Vehicle added!')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(3));
    const added = recordById(db.customers, 501)!.vehicles[2];
    expect(added).toMatchObject({ title: '2015 Ford F-150', vin: '1FTFW1E50JFA12345', notes: 'Work truck' });
    expect(added.ymm_data.map((f) => `${f.label_field}: ${f.label_value}`)).toEqual(['Year: 2015', 'Make: Ford', 'Model: F-150', 'Sub Model: XLT', 'Body Type: 4-Door Crew Cab Pickup', 'Bed Length: 5\'5" Bed']);

    // Edit reads the vehicle from the store (getVehicleJson), not the list row: a change made since shows.
    added.notes = 'Changed at the counter';
    await user.click(screen.getByRole('button', { name: 'Edit 2015 Ford F-150' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Vehicle' });
    await waitFor(() => expect(within(edit).getByLabelText('Notes')).toHaveValue('Changed at the counter'));
    expect(edits).toEqual([String(added.vehicle_id)]);
    expect(within(edit).getByLabelText('Sub Model')).toHaveValue(added.ymm_data[3].api_value);
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'Shop truck');
    await user.click(within(edit).getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('Vehicle saved!')).toBeInTheDocument();
    expect(recordById(db.customers, 501)!.vehicles[2].ymm_data).toHaveLength(6);
    await user.click(await screen.findByRole('button', { name: 'Delete Shop truck' }));
    await user.click(within(screen.getByRole('dialog', { name: /^Delete the vehicle Shop truck from / })).getByRole('button', { name: 'Delete Vehicle' }));
    expect(await screen.findByText('Vehicle deleted!')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(2));
  });

  it('Vehicles: Edit Vehicle shows its load failure with Retry in the dialog, then the vehicle', async () => {
    server.use(http.post('*/api/customer_vehicle/getVehicleJson', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    const { user } = await openTab('Vehicles', '501');
    await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(2));
    const first = recordById(db.customers, 501)!.vehicles[0];
    await user.click(screen.getByRole('button', { name: `Edit ${first.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Vehicle' });
    expect(await within(dialog).findByText('The vehicle could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue(first.title));
    expect(within(dialog).getByLabelText('VIN')).toHaveValue(first.vin);
  });
});
