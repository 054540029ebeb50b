import * as v from 'valibot';
import { id, message, need, optional, url } from '../shape';

/**
 * The shopper's account calls in the cart flow (spec 3 §3 "Customer (in cart flows)", §7): login
 * (POST getCustomer), logout (GET logoutCustomer) and registration (POST processPost). Refusals are
 * `{"error": "text"}` (login) or `{"errors": {field: text}}` (registration), thrown by the client.
 */

/** POST checkout/cart/getCustomer: `{"success"}`; spec 3 §3 adds `customer_id` to login answers. */
export const LoginAnswerShape = v.object({
  success: optional(message, ''),
  customer_id: optional(id),
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswerShape>;

/** GET checkout/cart/logoutCustomer: `{"redirect": url}`, the address the browser goes to. */
export const LogoutAnswerShape = v.object({
  redirect: need(url, 'where the browser goes after the logout'),
});
export type LogoutAnswer = v.InferOutput<typeof LogoutAnswerShape>;

/** POST processPost (registration): `{"success", "customer_id"}`. */
export const RegisterAnswerShape = v.object({
  success: optional(message, ''),
  customer_id: optional(id, ''),
});
export type RegisterAnswer = v.InferOutput<typeof RegisterAnswerShape>;
