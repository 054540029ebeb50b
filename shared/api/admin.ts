import { request, type JsonCall } from './client';
import './endpoints/admin';
import type { EndpointName } from './endpoints/core';
import type { Parsed, Shape } from './shape';

/**
 * The admin helper (spec 2 §6 §7, spec 5 conventions): a call to the store's admin index, with its
 * route and the admin's `user_token`. Staff calls carry the session cookie; an admin call also
 * carries that token, which the admin's pages have in their address (`&user_token=…`).
 */

/** The calls that go to the admin index (their paths hold the route: shared/api/endpoints/admin.ts). */
export type AdminEndpoint = Extract<EndpointName, `admin${string}`>;

/** Who the admin call is for: the admin's `user_token`. */
export interface AdminAccess {
  userToken: string;
}

/** The `user_token` in the page's address (spec 2 §6), or `''` when the page has none. */
export function pageUserToken(): string {
  return typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('user_token') ?? '');
}

/** A GET or POST to the admin index: the endpoint's route, the options' query and form, and `user_token`. */
export function adminRequest<S extends Shape>(name: AdminEndpoint, access: AdminAccess, options: JsonCall<S>): Promise<Parsed<S>> {
  return request(name, { ...options, query: { ...options.query, user_token: access.userToken } });
}
