import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { recordById } from '../../mocks/db/customers';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { navigation } from '../../shared/runtime/navigation';
import widget from './index';
import { unmountToasts } from '../../shared/ui/toastHost';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

const pos = (extra: Record<string, unknown> = {}) => setConfig({ mode: 'pos', ...extra });
const form = () => screen.findByRole('form', { name: 'Customer details' });
const save = () => screen.getByRole('button', { name: 'Save' });
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);
/** The field labelled `label` (a required field's label ends in " *"). */
const input = (label: string) => screen.getByLabelText(labelled(label));
const queryInput = (label: string) => screen.queryByLabelText(labelled(label));
const errorOf = (label: string) => {
  const field = input(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('pos-customer-edit: General', () => {
  afterEach(() => vi.restoreAllMocks());

  it('outside POS mode shows a notice; locked, the locked view', () => {
    mountWidget(widget, { customerId: '501' });
    expect(screen.getByText('Customer management is available in POS mode only.')).toBeInTheDocument();
    document.body.innerHTML = '';
    pos({ posLocked: true });
    mountWidget(widget, { customerId: '501' });
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
  });

  it('a new customer has only the General tab and no password; Save is disabled until valid, and every rule shows its message', async () => {
    pos();
    const user = userEvent.setup();
    mountWidget(widget, {});
    await form();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General']);
    expect(queryInput('Password')).not.toBeInTheDocument();
    // Spec 2 §4 §5: validity gates Save.
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription(/Save is available once every field is valid\./);
    expect(errorOf('First Name')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Show what to fix' }));
    expect(errorOf('First Name')).toBe('Required');
    expect(errorOf('Last Name')).toBe('Required');
    expect(errorOf('E-Mail')).toBe('Required');
    expect(errorOf('Telephone')).toBe('Required');
    await user.type(input('First Name'), 'A');
    await user.type(input('Last Name'), 'x'.repeat(33));
    await user.type(input('E-Mail'), 'ana@');
    await user.type(input('Telephone'), '21755501');
    await user.tab();
    expect(errorOf('First Name')).toBe('Minimum 2 characters');
    expect(errorOf('Last Name')).toBe('Maximum 32 characters');
    expect(errorOf('E-Mail')).toBe('Invalid email');
    expect(errorOf('Telephone')).toBe('Invalid phone number format');
    expect(save()).toBeDisabled();
    await user.clear(input('E-Mail'));
    await user.click(screen.getByRole('switch', { name: 'Require email' }));
    expect(errorOf('E-Mail')).toBeUndefined();
    await user.clear(input('First Name'));
    await user.type(input('First Name'), 'Ana');
    await user.clear(input('Last Name'));
    await user.type(input('Last Name'), 'Lima');
    await user.type(input('Telephone'), '99');
    expect(save()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Show what to fix' })).not.toBeInTheDocument();
  });

  it('adds a customer, says "Customer successfully saved!" and goes to the new customer’s page', async () => {
    pos();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    mountWidget(widget, {});
    await form();
    await user.type(input('First Name'), 'Ana');
    await user.type(input('Last Name'), 'Lima');
    await user.type(input('E-Mail'), 'ana.lima@example.com');
    await user.type(input('Telephone'), '2175550199');
    await user.click(screen.getByRole('radio', { name: 'Repair Shop' }));
    await user.click(screen.getByRole('checkbox', { name: 'Towing' }));
    await user.selectOptions(input('Preferred Contact'), 'Email');
    await user.dblClick(save());
    expect(await screen.findByText('Customer successfully saved!')).toBeInTheDocument();
    const added = db.customers.records.at(-1)!;
    expect(added.customer).toMatchObject({ firstname: 'Ana', lastname: 'Lima', telephone: '(217) 555-0199', custom_field: { 1: '2', 2: '5', 3: ['8'] } });
    expect(db.customers.records.filter((r) => r.customer.email === 'ana.lima@example.com')).toHaveLength(1);
    expect(go).toHaveBeenCalledWith(`/pos/customer/edit?customer_id=${added.customer.customer_id}`);
  });

  it('after adding, the new customer’s page the store sends the browser to says "Customer successfully saved!", once', async () => {
    pos();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const adding = mountWidget(widget, {});
    await form();
    await user.type(input('First Name'), 'Ana');
    await user.type(input('Last Name'), 'Lima');
    await user.type(input('E-Mail'), 'ana.lima@example.com');
    await user.type(input('Telephone'), '2175550199');
    await user.click(screen.getByRole('radio', { name: 'Repair Shop' }));
    await user.click(screen.getByRole('checkbox', { name: 'Towing' }));
    await user.selectOptions(input('Preferred Contact'), 'Email');
    await user.click(save());
    await waitFor(() => expect(go).toHaveBeenCalled());
    const added = String(db.customers.records.at(-1)!.customer.customer_id);
    // The browser leaves the page: the widget and the page's toasts are gone with it.
    adding.unmount();
    act(() => unmountToasts());
    expect(screen.queryByText('Customer successfully saved!')).not.toBeInTheDocument();

    const landed = mountWidget(widget, { customerId: added });
    expect(await screen.findByText('Customer successfully saved!')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Customer details' });

    // A reload of that page has nothing more to say.
    landed.unmount();
    act(() => unmountToasts());
    mountWidget(widget, { customerId: added });
    await form();
    expect(screen.queryByText('Customer successfully saved!')).not.toBeInTheDocument();
  });

  it('an existing customer has every tab (Vehicles only when enabled) and a password of 4 to 20 characters', async () => {
    pos();
    const user = userEvent.setup();
    mountWidget(widget, { customerId: '501' });
    await form();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Orders', 'Vehicles', 'Returns', 'History', 'Credits', 'IP Addresses', 'Tags']);
    expect(input('First Name')).toHaveValue('Jordan');
    await user.type(input('Password'), 'abc');
    await user.tab();
    expect(errorOf('Password')).toBe('Minimum 4 characters');
    document.body.innerHTML = '';
    pos({ pos: { vehiclesEnabled: false } });
    mountWidget(widget, { customerId: '501' });
    await form();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).not.toContain('Vehicles');
  });

  it('shows the account custom fields of every type with their saved values', async () => {
    pos();
    const record = db.customers.records.find((r) => typeof r.customer.custom_field['4'] === 'string' && typeof r.customer.custom_field['6'] === 'string')!;
    mountWidget(widget, { customerId: String(record.customer.customer_id) });
    await form();
    expect(input('Shop Account Number')).toHaveAttribute('type', 'text');
    expect(input('Delivery Notes').tagName).toBe('TEXTAREA');
    expect(input('Birthday')).toHaveAttribute('type', 'date');
    expect(input('Preferred Pickup Time')).toHaveAttribute('type', 'time');
    expect(input('Next Follow-up')).toHaveAttribute('type', 'datetime-local');
    expect(input('Preferred Contact').tagName).toBe('SELECT');
    expect(screen.getByRole('group', { name: 'Customer Type' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Interests' })).toBeInTheDocument();
    const cf = record.customer.custom_field;
    expect(input('Birthday')).toHaveValue(cf['6']);
    expect(input('Shop Account Number')).toHaveValue(cf['4']);
  });

  it('moves between tabs with the arrow keys', async () => {
    pos();
    const user = userEvent.setup();
    mountWidget(widget, { customerId: '502' });
    await form();
    screen.getByRole('tab', { name: 'General' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tax exempt number only when tax exempt; default location only for pro stores', async () => {
    pos();
    const user = userEvent.setup();
    mountWidget(widget, { customerId: '503' });
    await form();
    expect(queryInput('Tax Exempt Number')).not.toBeInTheDocument();
    expect(queryInput('Default Location')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tax exempt' }));
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show what to fix' }));
    expect(errorOf('Tax Exempt Number')).toBe('Required');
    await user.type(input('Tax Exempt Number'), 'EX-1');
    expect(save()).toBeEnabled();
    document.body.innerHTML = '';
    pos({ isPro: true });
    mountWidget(widget, { customerId: '503' });
    await form();
    expect(within(input('Default Location')).getAllByRole('option').length).toBeGreaterThan(2);
  });

  it('edits, adds and removes addresses; zones follow the country; require address makes them required', async () => {
    pos();
    const user = userEvent.setup();
    mountWidget(widget, { customerId: '503' });
    await form();
    const menu = screen.getByRole('navigation', { name: 'Customer sections' });
    await user.click(within(menu).getByRole('button', { name: '+ Add Address' }));
    expect(screen.getByRole('group', { name: 'Address 2' })).toBeInTheDocument();
    await user.selectOptions(input('Country'), 'Canada');
    expect(within(input('Region / State')).getAllByRole('option').map((o) => o.textContent)).toEqual(['--- Please Select ---', 'Ontario']);
    await user.selectOptions(input('Country'), 'United States');
    expect(within(input('Region / State')).getAllByRole('option').map((o) => o.textContent)).toContain('Illinois');
    await user.type(input('Company'), 'X');
    await user.tab();
    expect(errorOf('Company')).toBe('Minimum 2 characters');
    await user.clear(input('Company'));
    await user.click(within(menu).getByRole('button', { name: 'General' }));
    await user.click(screen.getByRole('switch', { name: 'Require address' }));
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show what to fix' }));
    // The pane with the first error opens: the new address.
    expect(await screen.findByRole('group', { name: 'Address 2' })).toBeInTheDocument();
    expect(errorOf('Address 1')).toBe('Required');
    expect(errorOf('City')).toBe('Required');
    expect(errorOf('Postcode')).toBe('Required');
    expect(errorOf('Region / State')).toBe('Required');
    await user.click(within(menu).getByRole('button', { name: 'Remove address 2' }));
    await user.click(save());
    expect(await screen.findByText('Customer successfully saved!')).toBeInTheDocument();
    expect(recordById(db.customers, 503)!.customer).toMatchObject({ require_address: 1, addresses: [expect.objectContaining({ city: expect.any(String) })] });
  });

  it("puts the store's field errors under their fields and in a toast, keeping what was typed", async () => {
    pos();
    const user = userEvent.setup();
    server.use(http.post('*/api/customer/save', () => HttpResponse.json({ error: { email: 'E-Mail Address is already registered!', 'address[0][postcode]': 'Postcode must be between 2 and 10 characters!' } })));
    mountWidget(widget, { customerId: '502' });
    await form();
    await user.clear(input('First Name'));
    await user.type(input('First Name'), 'Priyanka');
    await user.click(save());
    await waitFor(() => expect(errorOf('E-Mail')).toBe('E-Mail Address is already registered!'));
    await waitFor(() => expect(screen.getAllByText(/E-Mail Address is already registered!/).length).toBeGreaterThan(1)); // the field and the toast
    expect(input('First Name')).toHaveValue('Priyanka');
  });

  it('shows Retry when the customer cannot be loaded', async () => {
    pos();
    server.use(http.get('*/api/customer/get', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    mountWidget(widget, { customerId: '501' });
    expect(await screen.findByText('The customer could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Customer details' })).toBeInTheDocument();
  });
});
