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
 * POST processPost with the form's fields. A refusal `{"errors": {field: text}}` is thrown as an
 * ApiError whose `fields` hold each field's text.
 */
export function registerCustomer(fields: RegistrationFields): Promise<RegisterAnswer> {
  return request('accountRegister', { method: 'POST', form: { ...fields }, shape: RegisterAnswerShape });
}
