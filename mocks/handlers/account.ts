/**
 * The shopper's account in the cart flow (spec 3 §4 "Customer", §7): login at checkout step 1
 * (POST checkout/cart/getCustomer with `customerData`), logout (GET logoutCustomer, answering the
 * address to go to), and registration (POST account/register/processPost). The shopper logged in
 * is the cart's `shopper_id` (their store credit then pays towards the cart), kept apart from the
 * customer a POS clerk sets on the cart. Texts are OpenCart's.
 */
import { REGISTER_EMAIL, REGISTER_LIMITS, REGISTER_TEXTS } from '../../shared/api/account';
import { LoginAnswerShape, LogoutAnswerShape, RegisterAnswerShape } from '../../shared/api/shapes/account';
import { db } from '../db';
import { blankCustomer, nowText, type Customer } from '../db/customers';
import { json, refuse, type MockRequest, type Route } from '../router';

export const LOGIN_FAILED = 'Warning: No match for E-Mail Address and/or Password.';
export const LOGIN_SUCCESS = 'Success: You are now logged in.';
export const REGISTER_SUCCESS = 'Success: Your new account has been created!';
/** Where the browser goes after logout (OpenCart's logout page). */
export const LOGOUT_REDIRECT = '/account/logout';
/** The store's registration texts, the same ones the cart's form checks with. */
export const REGISTER_ERRORS = REGISTER_TEXTS;

const between = (value: string, [min, max]: readonly [number, number]) => value.length >= min && value.length <= max;
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
  if (!between(fields.firstname, REGISTER_LIMITS.firstname)) errors.firstname = REGISTER_ERRORS.firstname;
  if (!between(fields.lastname, REGISTER_LIMITS.lastname)) errors.lastname = REGISTER_ERRORS.lastname;
  if (!between(fields.email, REGISTER_LIMITS.email) || !REGISTER_EMAIL.test(fields.email)) errors.email = REGISTER_ERRORS.email;
  else if (byEmail(fields.email)) errors.email = REGISTER_ERRORS.exists;
  if (!between(fields.telephone, REGISTER_LIMITS.telephone)) errors.telephone = REGISTER_ERRORS.telephone;
  if (!between(password, REGISTER_LIMITS.password)) errors.password = REGISTER_ERRORS.password;
  if ((form.get('confirm') ?? '') !== password) errors.confirm = REGISTER_ERRORS.confirm;
  if (Object.keys(errors).length) return json({ errors });

  const s = db.customers;
  // A new customer's defaults, as the add form's; a shopper's own account requires nothing more of staff.
  const customer: Customer = { ...blankCustomer(), customer_id: s.next.customer++, ...fields, require_email: 0, require_telephone: 0 };
  s.records.push({ customer, password, date_added: nowText(), vehicles: [], credits: [], history: [], ips: [], orders: [], returns: [], tags: [] });
  logIn(customer.customer_id);
  return json({ success: REGISTER_SUCCESS, customer_id: customer.customer_id });
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: 'checkout/cart/getCustomer', handle: getCustomer, shape: LoginAnswerShape },
  { method: 'GET', path: 'checkout/cart/logoutCustomer', handle: logoutCustomer, shape: LogoutAnswerShape },
  { method: 'POST', path: 'account/register/processPost', handle: processPost, shape: RegisterAnswerShape },
];
