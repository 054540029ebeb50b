import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Address, CustomerFormValues as Customer } from '../api/customer';
import { CustomerShape } from '../api/shapes/customer';
import { blankCustomer } from '../../mocks/db/customers';
import { isValidPhone, storeFieldPath, validateCustomer } from './validation';
import { canSend, MSG_NO_TEXT_CONSENT, notificationDefaults, notificationFields, validateNotification } from './notification';
import { contactChanges } from './contactInfo';

const address = (a: Partial<Address> = {}): Address => ({
  address_id: 0,
  firstname: 'Ana',
  lastname: 'Lima',
  company: '',
  address_1: '12 Main St',
  address_2: '',
  city: 'Urbana',
  postcode: '61801',
  country_id: '223',
  zone_id: '3635',
  custom_field: {},
  ...a,
});

const customer = (c: Partial<Customer> = {}): Customer => ({
  // The new customer's defaults as the form holds them: read through the store's shape.
  ...v.parse(CustomerShape, blankCustomer()),
  firstname: 'Ana',
  lastname: 'Lima',
  email: 'ana@example.com',
  telephone: '(217) 555-0199',
  ...c,
});

describe('customer form rules (spec 2 §5)', () => {
  it('accepts a complete customer', () => {
    expect(validateCustomer(customer({ addresses: [address()] }))).toEqual({});
  });

  it('first and last name: Required, Minimum 2 characters, Maximum 32 characters', () => {
    expect(validateCustomer(customer({ firstname: '', lastname: '  ' }))).toEqual({ firstname: 'Required', lastname: 'Required' });
    expect(validateCustomer(customer({ firstname: 'A', lastname: 'x'.repeat(33) }))).toEqual({ firstname: 'Minimum 2 characters', lastname: 'Maximum 32 characters' });
    expect(validateCustomer(customer({ firstname: 'Al', lastname: 'x'.repeat(32) }))).toEqual({});
  });

  it('email: Invalid email always; Required only when require_email is on', () => {
    expect(validateCustomer(customer({ email: 'ana@' }))).toEqual({ email: 'Invalid email' });
    expect(validateCustomer(customer({ email: 'ana@', require_email: false }))).toEqual({ email: 'Invalid email' });
    expect(validateCustomer(customer({ email: '' }))).toEqual({ email: 'Required' });
    expect(validateCustomer(customer({ email: '', require_email: false }))).toEqual({});
  });

  it('telephone: the US pattern (optional plus, 10 digits, up to 6 more); Required only when require_telephone is on', () => {
    expect(validateCustomer(customer({ telephone: '(217) 555-01' }))).toEqual({ telephone: 'Invalid phone number format' });
    expect(validateCustomer(customer({ telephone: '' }))).toEqual({ telephone: 'Required' });
    expect(validateCustomer(customer({ telephone: '', require_telephone: false }))).toEqual({});
    for (const ok of ['2175550199', '+12175550199', '(217) 555-0199', '217-555-0199 123456']) expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['555-0199', '217555019', '+1217555019912345678', '217-555-O199']) expect(isValidPhone(bad), bad).toBe(false);
  });

  it('password: 4 to 20 characters, checked only when editing and filled in', () => {
    expect(validateCustomer(customer({ password: 'abc' }), { editing: true })).toEqual({ password: 'Minimum 4 characters' });
    expect(validateCustomer(customer({ password: 'x'.repeat(21) }), { editing: true })).toEqual({ password: 'Maximum 20 characters' });
    expect(validateCustomer(customer({ password: '' }), { editing: true })).toEqual({});
    expect(validateCustomer(customer({ password: 'abc' }))).toEqual({});
  });

  it('tax exempt number is Required only when tax exempt', () => {
    expect(validateCustomer(customer({ tax_exempt: true }))).toEqual({ tax_exempt_number: 'Required' });
    expect(validateCustomer(customer({ tax_exempt: true, tax_exempt_number: 'EX-1' }))).toEqual({});
  });

  it('address lengths apply whenever filled in; required fields only with require_address', () => {
    const empty = address({ firstname: '', lastname: '', address_1: '', city: '', postcode: '', country_id: '0', zone_id: '0' });
    expect(validateCustomer(customer({ addresses: [empty] }))).toEqual({});
    expect(validateCustomer(customer({ require_address: true, addresses: [empty] }))).toEqual({
      'addresses.0.firstname': 'Required',
      'addresses.0.lastname': 'Required',
      'addresses.0.address_1': 'Required',
      'addresses.0.city': 'Required',
      'addresses.0.postcode': 'Required',
      'addresses.0.country_id': 'Required',
      'addresses.0.zone_id': 'Required',
    });
    const long = address({ company: 'C', address_1: 'x'.repeat(129), address_2: 'y', city: 'z'.repeat(129), postcode: '12345678901' });
    expect(validateCustomer(customer({ addresses: [address(), long] }))).toEqual({
      'addresses.1.company': 'Minimum 2 characters',
      'addresses.1.address_1': 'Maximum 128 characters',
      'addresses.1.address_2': 'Minimum 2 characters',
      'addresses.1.city': 'Maximum 128 characters',
      'addresses.1.postcode': 'Maximum 10 characters',
    });
    expect(validateCustomer(customer({ addresses: [address({ company: 'x'.repeat(41), firstname: 'x'.repeat(33) })] }))).toEqual({
      'addresses.0.company': 'Maximum 40 characters',
      'addresses.0.firstname': 'Maximum 32 characters',
    });
  });

  it('maps the store field keys to the form paths', () => {
    expect(storeFieldPath('address[2][postcode]')).toBe('addresses.2.postcode');
    expect(storeFieldPath('email')).toBe('email');
  });
});

describe('notification method (spec 2 §5 "Notification")', () => {
  const base = notificationDefaults({ email: 'ana@example.com', phone: '(217) 555-0199', textingAlerts: false });

  it('defaults to notify by email on and by text off', () => {
    expect(base).toMatchObject({ notifyByEmail: true, notifyByText: false, overrideTextPermission: false, textingAlerts: false });
    expect(canSend(base)).toBe(true);
  });

  it("reads the store's texting consent as PHP writes it: 1, \"1\" and true consent; 0, \"0\", empty and anything else do not", () => {
    for (const yes of [1, '1', true, 'true']) expect(notificationDefaults({ textingAlerts: yes }).textingAlerts, String(yes)).toBe(true);
    for (const no of [0, '0', false, '', null, undefined, 'maybe']) expect(notificationDefaults({ textingAlerts: no }).textingAlerts, String(no)).toBe(false);
  });

  it('checks the email only when notify by email is on', () => {
    expect(validateNotification({ ...base, email: 'bad' })).toEqual({ email: 'Invalid email' });
    expect(validateNotification({ ...base, email: '' })).toEqual({ email: 'Required' });
    expect(validateNotification({ ...base, email: 'bad', notifyByEmail: false })).toEqual({});
  });

  it('checks the phone only when notify by text is on', () => {
    const text = { ...base, notifyByEmail: false, notifyByText: true, textingAlerts: true };
    expect(validateNotification({ ...text, phone: '' })).toEqual({ phone: 'Required' });
    expect(validateNotification({ ...text, phone: '555' })).toEqual({ phone: 'Invalid phone number format' });
    expect(validateNotification({ ...base, phone: '555' })).toEqual({});
  });

  it('without texting consent, a text needs the override, else the store message exactly', () => {
    const text = { ...base, notifyByEmail: false, notifyByText: true };
    expect(validateNotification(text)).toEqual({ overrideTextPermission: "Customer doesn't constent to text messages" });
    expect(MSG_NO_TEXT_CONSENT).toBe("Customer doesn't constent to text messages");
    expect(canSend(text)).toBe(false);
    expect(canSend({ ...text, overrideTextPermission: true })).toBe(true);
    expect(canSend({ ...text, textingAlerts: true })).toBe(true);
  });

  it('cannot send with no method on; sends flags 0/1 and only the addresses of the methods on', () => {
    expect(canSend({ ...base, notifyByEmail: false })).toBe(false);
    expect(notificationFields({ ...base, overrideTextPermission: true })).toEqual({
      notifyByEmail: '1',
      email: 'ana@example.com',
      notifyByText: '0',
      phone: '',
      overrideTextPermission: '0',
      textingAlerts: '0',
    });
  });
});

describe('contact changes after a notification (updateContactInfo)', () => {
  const before = { email: 'ana@example.com', phone: '(217) 555-0199' };
  const sent = { notifyByEmail: true, email: 'ana@example.com', notifyByText: false, phone: '' };

  it('nothing when the email and phone sent are the customer’s (case, spaces and phone formatting aside)', () => {
    expect(contactChanges(before, sent)).toBeNull();
    expect(contactChanges(before, { ...sent, email: ' ANA@example.com ' })).toBeNull();
    expect(contactChanges(before, { ...sent, notifyByText: true, phone: '217-555-0199' })).toBeNull();
  });

  it('a changed email or phone of a method that was on, keeping the other as it was', () => {
    expect(contactChanges(before, { ...sent, email: 'ana.lima@example.com' })).toEqual({ email: 'ana.lima@example.com', telephone: '(217) 555-0199' });
    expect(contactChanges(before, { ...sent, notifyByEmail: false, notifyByText: true, phone: '(217) 555-0100' })).toEqual({ email: 'ana@example.com', telephone: '(217) 555-0100' });
  });

  it('ignores the address of a method that was off, and an empty one', () => {
    expect(contactChanges(before, { ...sent, notifyByEmail: false, email: 'other@example.com', notifyByText: true, phone: '(217) 555-0199' })).toBeNull();
    expect(contactChanges(before, { ...sent, email: '' })).toBeNull();
  });
});
