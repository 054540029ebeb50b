import { request } from './client';
import './endpoints/cart';
import { LoginAnswerShape, LogoutAnswerShape, RegisterAnswerShape, type LoginAnswer, type LogoutAnswer, type RegisterAnswer } from './shapes/account';

export type { LoginAnswer, LogoutAnswer, RegisterAnswer };

/**
 * The shopper's account in the cart flow (spec 3 §4 "Customer", §7). Login and logout are cart
 * calls (base /checkout/cart/); registration is the account client's `processPost` (spec 3 §7
 * "through a separate client"): its own module and endpoint, on the one HTTP client.
 */

/** What the shopper types to log in at checkout step 1 (spec 3 §3 `customerData`). */
export interface CustomerData {
  email: string;
  password: string;
}

/** POST getCustomer (`customerData[email]`, `customerData[password]`): the store's `error` is thrown. */
export function loginCustomer(customerData: CustomerData): Promise<LoginAnswer> {
  return request('cartGetCustomer', { method: 'POST', form: { customerData: { email: customerData.email, password: customerData.password } }, shape: LoginAnswerShape });
}

/** GET logoutCustomer: answers the address to send the browser to. */
export function logoutCustomer(): Promise<LogoutAnswer> {
  return request('cartLogoutCustomer', { shape: LogoutAnswerShape });
}

/** The registration form's fields (OpenCart's account/register). */
export interface RegistrationFields {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password: string;
  confirm: string;
}

/**
 * OpenCart's account/register rules and the English texts the store answers with them. Nothing
 * shows these: the cart's registration form checks the same rules before sending and says them from
 * its catalog (widgets/cart/texts.ts, `firstNameRule`…), and a refusal shows the store's own words.
 */
export const REGISTER_TEXTS = {
  firstname: 'First Name must be between 1 and 32 characters!',
  lastname: 'Last Name must be between 1 and 32 characters!',
  email: 'E-Mail Address does not appear to be valid!',
  exists: 'Warning: E-Mail Address is already registered!',
  telephone: 'Telephone must be between 3 and 32 characters!',
  password: 'Password must be between 4 and 20 characters!',
  confirm: 'Password confirmation does not match password!',
} as const;
/** The lengths those texts name (the e-mail: at most 96 characters, and the pattern below). */
export const REGISTER_LIMITS = { firstname: [1, 32], lastname: [1, 32], email: [1, 96], telephone: [3, 32], password: [4, 20] } as const;
export const REGISTER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST processPost with the form's fields. A refusal `{"errors": {field: text}}` is thrown as an
 * ApiError whose `fields` hold each field's text.
 */
export function registerCustomer(fields: RegistrationFields): Promise<RegisterAnswer> {
  return request('accountRegister', { method: 'POST', form: { ...fields }, shape: RegisterAnswerShape });
}
