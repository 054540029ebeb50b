import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { recordById } from '../../mocks/db/customers';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

/**
 * Nothing destructive on one tap. Deleting a vehicle, deleting an order and banning an
 * IP each ask first through the kit's ConfirmDialog: the question names what and whom, focus
 * starts on Cancel (Enter cancels), Escape cancels, Confirm sends exactly one request.
 */

/** The requests to `path` the widget sends from now on. */
function sent(path: string): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) seen.push(request.method + url.search);
  });
  return seen;
}

async function openTab(name: string) {
  setConfig({ mode: 'pos', pos: { vehiclesEnabled: true } });
  const user = userEvent.setup();
  mountWidget(widget, { customerId: '501' });
  await screen.findByRole('form', { name: 'Customer details' });
  await user.click(screen.getByRole('tab', { name }));
  return user;
}
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const customer = () => recordById(db.customers, 501)!.customer;
const fullName = () => `${customer().firstname} ${customer().lastname}`;

/** Cancel, Enter on open and Escape send nothing; a double click on Confirm sends one request. */
async function askFirst(user: ReturnType<typeof userEvent.setup>, open: () => Promise<void>, title: string | RegExp, confirm: string, requests: string[]) {
  await open();
  let dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await open();
  await screen.findByRole('dialog', { name: title });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await open();
  await screen.findByRole('dialog', { name: title });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests).toEqual([]);

  await open();
  dialog = await screen.findByRole('dialog', { name: title });
  await user.dblClick(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests).toHaveLength(1);
}

describe('pos-customer-edit: destructive actions ask first', () => {
  afterEach(() => server.events.removeAllListeners());

  it("Vehicles: Delete names the vehicle and the customer; only Delete Vehicle deletes it, once", async () => {
    const requests = sent('/api/customer_vehicle/delete');
    const user = await openTab('Vehicles');
    await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(2));
    const target = within(rowsOf('Vehicles')[0]).getByRole('button', { name: /^Delete / });
    const vehicle = target.getAttribute('aria-label')!.replace(/^Delete /, '');
    await askFirst(user, () => user.click(within(rowsOf('Vehicles')[0]).getByRole('button', { name: /^Delete / })), `Delete the vehicle ${vehicle} from ${fullName()}?`, 'Delete Vehicle', requests);
    expect(await screen.findByText('Vehicle deleted!')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Vehicles')).toHaveLength(1));
    expect(recordById(db.customers, 501)!.vehicles).toHaveLength(1);
  });

  it('Orders: Delete names the order and the customer in the kit dialog; only Delete Order deletes it, once', async () => {
    const requests = sent('/api/order/delete');
    const user = await openTab('Orders');
    await waitFor(() => expect(rowsOf('Orders').length).toBe(10));
    const label = screen.getAllByRole('button', { name: /^Delete order #/ })[0].getAttribute('aria-label')!;
    const id = Number(/#(\d+)/.exec(label)![1]);
    await askFirst(user, () => user.click(screen.getByRole('button', { name: label })), `Delete order #${id} of ${fullName()}?`, 'Delete Order', requests);
    expect(requests).toEqual([`GET?order_id=${id}`]);
    expect(await screen.findByText('You have modified orders!')).toBeInTheDocument();
    expect(db.orders.list.some((o) => o.order_id === id)).toBe(false);
  });

  it('IP Addresses: Ban IP names the address and how many accounts share it; only its Ban IP bans, once; Unban IP goes at once', async () => {
    const requests = sent('/api/customer_ip/add');
    const ip = recordById(db.customers, 501)!.ips[0].ip;
    db.customers.bannedIps = db.customers.bannedIps.filter((x) => x !== ip);
    const user = await openTab('IP Addresses');
    await waitFor(() => expect(rowsOf('IP Addresses').length).toBeGreaterThan(0));
    const accounts = db.customers.records.filter((r) => r.ips.some((x) => x.ip === ip)).length;
    expect(accounts).toBeGreaterThan(1);
    await askFirst(user, () => user.click(screen.getByRole('button', { name: `Ban IP ${ip}` })), `Ban IP ${ip}, used by ${accounts} accounts?`, 'Ban IP', requests);
    expect(db.customers.bannedIps).toContain(ip);
    const unban = await screen.findByRole('button', { name: `Unban IP ${ip}` });
    await user.click(unban);
    expect(await screen.findByRole('button', { name: `Ban IP ${ip}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.customers.bannedIps).not.toContain(ip);
  });
});
