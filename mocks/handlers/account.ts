/**
 * The shopper's account in the cart flow (spec 3 §4 "Customer", §7): login at checkout step 1
 * (POST checkout/cart/getCustomer with `customerData`), logout (GET logoutCustomer, answering the
 * address to go to), and registration (POST account/register/processPost). The shopper logged in
 * is the cart's `shopper_id` (their store credit then pays towards the cart), kept apart from the
 * customer a POS clerk sets on the cart. Texts are OpenCart's.
 */
import { LoginAnswerShape, LogoutAnswerShape, RegisterAnswerShape } from '../../shared/api/shapes/account';
import { db } from '../db';
import { nowText, type Customer } from '../db/customers';
import { json, refuse, type MockRequest, type Route } from '../router';

export const LOGIN_FAILED = 'Warning: No match for E-Mail Address and/or Password.';
export const LOGIN_SUCCESS = 'Success: You are now logged in.';
export const REGISTER_SUCCESS = 'Success: Your new account has been created!';
/** Where the browser goes after logout (OpenCart's logout page). */
export const LOGOUT_REDIRECT = '/account/logout';
export const REGISTER_ERRORS = {
  firstname: 'First Name must be between 1 and 32 characters!',
  lastname: 'Last Name must be between 1 and 32 characters!',
  email: 'E-Mail Address does not appear to be valid!',
  exists: 'Warning: E-Mail Address is already registered!',
  telephone: 'Telephone must be between 3 and 32 characters!',
  password: 'Password must be between 4 and 20 characters!',
  confirm: 'Password confirmation does not match password!',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const between = (value: string, min: number, max: number) => value.length >= min && value.length <= max;
const byEmail = (email: string) => db.customers.records.find((r) => r.customer.email.toLowerCase() === email.toLowerCase());

function logIn(customerId: number) {
  db.cart.shopper_id = customerId;
  db.cart.use_credit = true;
}

/** POST getCustomer: `customerData[email]`, `customerData[password]`. */
function getCustomer({ form }: MockRequest) {
  const email = (form.get('customerData[email]') ?? '').trim();
  const password = form.get('customerData[password]') ?? '';
  const record = email ? byEmail(email) : undefined;
  // Customers made at the counter have no password: they cannot log in until they set one.
  if (!record || !record.password || record.password !== password) return refuse(LOGIN_FAILED);
  if (!record.customer.status) return refuse('Warning: Your account requires approval before you can login.');
  logIn(record.customer.customer_id);
  return json({ success: LOGIN_SUCCESS, customer_id: record.customer.customer_id });
}

function logoutCustomer() {
  db.cart.shopper_id = null;
  db.cart.use_credit = true;
  return json({ redirect: LOGOUT_REDIRECT });
}

/** POST processPost: firstname, lastname, email, telephone, password, confirm; each problem under its field. */
function processPost({ form }: MockRequest) {
  const get = (k: string) => (form.get(k) ?? '').trim();
  const fields = { firstname: get('firstname'), lastname: get('lastname'), email: get('email'), telephone: get('telephone') };
  const password = form.get('password') ?? '';
  const errors: Record<string, string> = {};
  if (!between(fields.firstname, 1, 32)) errors.firstname = REGISTER_ERRORS.firstname;
  if (!between(fields.lastname, 1, 32)) errors.lastname = REGISTER_ERRORS.lastname;
  if (fields.email.length > 96 || !EMAIL.test(fields.email)) errors.email = REGISTER_ERRORS.email;
  else if (byEmail(fields.email)) errors.email = REGISTER_ERRORS.exists;
  if (!between(fields.telephone, 3, 32)) errors.telephone = REGISTER_ERRORS.telephone;
  if (!between(password, 4, 20)) errors.password = REGISTER_ERRORS.password;
  if ((form.get('confirm') ?? '') !== password) errors.confirm = REGISTER_ERRORS.confirm;
  if (Object.keys(errors).length) return json({ errors });

  const s = db.customers;
  const customer: Customer = {
    customer_id: s.next.customer++,
    customer_group_id: 1,
    ...fields,
    newsletter: 0,
    texting_alerts: 0,
    tax_exempt: 0,
    tax_exempt_number: '',
    default_location_id: 0,
    status: 1,
    safe: 0,
    custom_field: {},
    require_email: 0,
    require_telephone: 0,
    require_address: 0,
    addresses: [],
    address_id: 0,
  };
  s.records.push({ customer, password, date_added: nowText(), vehicles: [], credits: [], history: [], ips: [], orders: [], returns: [], tags: [] });
  logIn(customer.customer_id);
  return json({ success: REGISTER_SUCCESS, customer_id: customer.customer_id });
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: 'checkout/cart/getCustomer', handle: getCustomer, shape: LoginAnswerShape },
  { method: 'GET', path: 'checkout/cart/logoutCustomer', handle: logoutCustomer, shape: LogoutAnswerShape },
  { method: 'POST', path: 'account/register/processPost', handle: processPost, shape: RegisterAnswerShape },
];
