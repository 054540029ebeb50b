/**
 * The staff customer calls (spec 2 §7, answer shapes in spec 5 "Customers" and "Lists"): the
 * customer list and search, one customer's record and its sub-lists (credits, history, IPs,
 * orders, returns, tags, vehicles), saving, assigning a customer to a saved order, the
 * localization lists for addresses, and the third-party IP-location lookup. Every answer is read
 * through its schema in `shapes/customer.ts`; one that does not fit is a `malformed` failure.
 */
import { text } from '../texts';
import { apiTexts } from './texts';
import * as v from 'valibot';
import { getSettings } from '../config/settings';
import { request } from './client';
import './endpoints/customers';
import './endpoints/product';
import { FIRST_ROWS } from './parse';
import { ApiError } from './errors';
import type { FormValue } from './form';
import { successAnswer, type Parsed } from './shape';
import type { Facet, Vehicle } from './shapes/vehicle';
import {
  CreditsShape,
  CustomerDetailsShape,
  CustomerListShape,
  CustomerOrdersShape,
  CustomerSearchShape,
  HistoryListShape,
  IpListShape,
  IpLocationShape,
  LocalizationShape,
  OrderCustomerShape,
  ReturnListShape,
  SaveAnswerShape,
  TagsShape,
  VehicleAnswerShape,
  VehicleListShape,
  VehiclesChangeShape,
  type CreditsAnswer,
  type Customer,
  type CustomerDetails,
  type CustomerOrdersAnswer,
  type CustomerRow,
  type CustomerSearchResult,
  type HistoryRow,
  type IpLocation,
  type IpRow,
  type Localization,
  type ReturnRow,
  type SaveAnswer,
  type TagsAnswer,
  type VehiclesAnswer,
} from './shapes/customer';

export type {
  Address,
  CreditRow,
  CreditsAnswer,
  Customer,
  CustomerDetails,
  CustomerOrderRow,
  CustomerOrderSummary,
  CustomerOrdersAnswer,
  CustomerRow,
  CustomerSearchResult,
  CustomerTag,
  CustomField,
  CustomFieldType,
  CustomFieldValues,
  HistoryRow,
  IpLocation,
  IpRow,
  Localization,
  ReturnRow,
  SaveAnswer,
  TagsAnswer,
  VehiclesAnswer,
} from './shapes/customer';

/** One vehicle facet (`api_field`, `api_value`, `label_field`, `label_value`). */
export type YmmFacet = Facet;
/** A customer's vehicle's facets: Year, MakeID, ModelID (and SubModelID when known), in that order. */
export type YmmData = Facet[];
/** A customer's vehicle (spec 2 §3), read through the vehicle domain's `VehicleShape`. */
export type CustomerVehicle = Vehicle;

/** The customer form's values: the record as read, plus the password typed (editing only). */
export type CustomerFormValues = Customer & { password?: string };

// ---------------------------------------------------------------------------------------------
// Requests and the list answers

/** Every paged list (spec 5 "Lists"). */
export interface ListAnswer<T> {
  results: T[];
  total_items: number;
  total_pages: number;
  page: number;
  limit: number;
  position: string;
}

export interface ListQuery {
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: number;
  limit?: number;
}

export interface CustomerFilters {
  filter_name?: string;
  filter_phone?: string;
  filter_email?: string;
  filter_address?: string;
  filter_date_added_from?: string;
  filter_date_added_to?: string;
}

export type Success = Parsed<typeof successAnswer>;

/** The fields of the vehicle form. */
export interface VehicleInput {
  vehicle_id?: string;
  title: string;
  vin: string;
  notes: string;
  ymm_data: YmmData;
}

/** The fields of Add History (spec 2 §7: multipart). */
export interface HistoryInput {
  comment: string;
  image?: File | null;
  notifyCustomer: boolean;
  notifyByEmail: boolean;
  notifyByText: boolean;
  overrideTextPermission: boolean;
  textingAlerts: boolean;
  email: string;
  phone: string;
}

// ---------------------------------------------------------------------------------------------
// Calls

type Query = Record<string, string | number | boolean | undefined>;

/** Drops empty filters so the address carries only what was typed. */
function compact(query: Query): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/**
 * The query keys of this module's reads, one factory for every `useQuery`, table and
 * invalidation (shared/data matches invalidations by prefix): `all` reads every customer's
 * answers again after a save; `of(id)` is one customer's sub-lists (tags, history, orders, …).
 */
export const customerKeys = {
  all: ['customers'] as const,
  /** listCustomers: the customer list's pages, by filters. */
  lists: ['customers', 'list'] as const,
  list: (filters: unknown) => ['customers', 'list', filters] as const,
  /** getCustomer: the edit screen's record (0: a new customer's empty form). */
  records: ['customers', 'record'] as const,
  record: (customerId: number) => ['customers', 'record', customerId] as const,
  of: (customerId: number) => ['customers', customerId] as const,
  tags: (customerId: number) => ['customers', customerId, 'tags'] as const,
  history: (customerId: number) => ['customers', customerId, 'history'] as const,
  returns: (customerId: number) => ['customers', customerId, 'returns'] as const,
  /** getCustomerOrders: `orders` is the prefix a deleted order reads again, `orderRows` the table's key. */
  orders: (customerId: number) => ['customers', customerId, 'orders'] as const,
  orderRows: (customerId: number) => ['customers', customerId, 'orders', 'rows'] as const,
  ips: (customerId: number) => ['customers', customerId, 'ips'] as const,
  credits: (customerId: number) => ['customers', customerId, 'credits'] as const,
  vehicles: (customerId: number) => ['customers', customerId, 'vehicles'] as const,
  /** getVehicle: one vehicle read for its edit form; `opening` counts the openings, so each one reads afresh. */
  vehicle: (customerId: number, vehicleId: string, opening: number) => ['customers', customerId, 'vehicles', 'edit', vehicleId, opening] as const,
  /** getLocalization: countries and zones, the same for every customer. */
  localization: ['localization'] as const,
  /** searchCustomers: the customer search's results, by term. */
  search: (term: string) => ['customer-search', term] as const,
};

/** GET /api/customer/get, sorted by custname unless told (spec 2 §7), with the list filters. */
export function listCustomers(query: ListQuery & CustomerFilters = {}, signal?: AbortSignal, firstRows?: (head: ListAnswer<CustomerRow>) => void): Promise<ListAnswer<CustomerRow>> {
  return request('customerList', { query: compact({ sort: 'custname', ...query }), signal, shape: CustomerListShape, firstRows: firstRows && { count: FIRST_ROWS, show: firstRows } });
}

/** GET /api/customer/search?s= — at most 20 results. */
export async function searchCustomers(s: string, signal?: AbortSignal): Promise<CustomerSearchResult[]> {
  const answer = await request('customerSearch', { query: { s }, signal, shape: CustomerSearchShape });
  return answer.results;
}

/** GET /api/customer/get?customerId= — the record, its custom fields, groups and locations. Id 0: a new customer's defaults. */
export function getCustomer(customerId: number, signal?: AbortSignal): Promise<CustomerDetails> {
  return request('customerGet', { query: { customerId }, signal, shape: CustomerDetailsShape });
}

/** The customer fields as the store's form posts them: flags as 1/0 (the form holds booleans), ids as read. */
export function customerForm(customer: CustomerFormValues): Record<string, FormValue> {
  const { addresses, custom_field, password, ...rest } = customer;
  const form: Record<string, FormValue> = { ...rest, custom_field };
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'boolean') form[key] = value ? 1 : 0;
  if (password) form.password = password;
  form.address = addresses.map((a) => ({ ...a }));
  return form;
}

/**
 * POST /api/customer/save[?customerId=] — answers `result` "added" or "updated" and the saved
 * customer; a refusal `{"error": {"field": "text"}}` throws an ApiError whose `fields` name the
 * fields (`firstname`, `address[0][city]`); `{"error": "text"}` throws its text.
 */
export async function saveCustomer(customer: CustomerFormValues): Promise<SaveAnswer> {
  const answer = await request('customerSave', {
    method: 'POST',
    query: customer.customer_id ? { customerId: customer.customer_id } : undefined,
    form: customerForm(customer),
    rejectStoreErrors: false,
    shape: SaveAnswerShape,
  });
  if (!('error' in answer)) return answer;
  if (typeof answer.error === 'string') throw new ApiError('store', answer.error || text(apiTexts, 'customerNotSaved'), 200, {}, answer);
  const fields: Record<string, string> = {};
  for (const [k, text] of Object.entries(answer.error)) if (text) fields[k] = text;
  throw new ApiError('store', fields.warning ?? Object.values(fields).join(' '), 200, fields, answer);
}

/** POST /api/customer/updateContactInfo?customerId= — email, telephone and texting consent. */
export function updateContactInfo(customerId: number, contact: { email: string; telephone: string; texting_alerts?: boolean }): Promise<Success> {
  return request('customerUpdateContact', { method: 'POST', query: { customerId }, form: { ...contact }, shape: successAnswer });
}

/** GET /api/localization/ — countries and zones for address forms (other forms call it too: keep the name). */
export function getLocalization(signal?: AbortSignal): Promise<Localization> {
  return request('localization', { signal, shape: LocalizationShape });
}

/** Sub-lists take customerId and the list parameters (10 rows a page, spec 2 §9). */
const subList = (customerId: number, query: ListQuery): Query => compact({ customerId, limit: 10, ...query });

export function getCredits(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<CreditsAnswer> {
  return request('customerCredits', { query: subList(customerId, query), signal, shape: CreditsShape });
}

/** POST /api/customer_credit/add?customer_id= — `amount` is the typed text (e.g. "-12.50"); the store keeps cents. */
export function addCredit(customerId: number, credit: { description: string; amount: string }): Promise<Success> {
  return request('customerCreditAdd', { method: 'POST', query: { customer_id: customerId }, form: { ...credit }, shape: successAnswer });
}

export function getHistory(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<ListAnswer<HistoryRow>> {
  return request('customerHistory', { query: subList(customerId, query), signal, shape: HistoryListShape });
}

/** The Add History fields as the store reads them (flags 0/1). */
export function historyFields(input: HistoryInput): Record<string, string> {
  const flag = (b: boolean) => (b ? '1' : '0');
  return {
    comment: input.comment,
    notifyCustomer: flag(input.notifyCustomer),
    notifyByEmail: flag(input.notifyByEmail),
    notifyByText: flag(input.notifyByText),
    overrideTextPermission: flag(input.overrideTextPermission),
    textingAlerts: flag(input.textingAlerts),
    email: input.email,
    phone: input.phone,
  };
}

/** POST /api/customer_history/add?customer_id= (multipart, with the optional image). */
export function addHistory(customerId: number, input: HistoryInput): Promise<Success> {
  const body = new FormData();
  for (const [key, value] of Object.entries(historyFields(input))) body.append(key, value);
  if (input.image) body.append('image', input.image, input.image.name);
  return request('customerHistoryAdd', { method: 'POST', query: { customer_id: customerId }, multipart: body, shape: successAnswer });
}

export function getIps(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<ListAnswer<IpRow>> {
  return request('customerIps', { query: subList(customerId, query), signal, shape: IpListShape });
}

/** Ban IP (add) or Unban IP (remove), spec 2 §4. */
export function setIpBanned(customerId: number, ip: string, banned: boolean): Promise<Success> {
  return request(banned ? 'customerIpBan' : 'customerIpUnban', { method: 'POST', query: { customer_id: customerId }, form: { ip }, shape: successAnswer });
}

/** `GET {ipLookupUrl}/{ip}`: the third-party IP-location service named by the settings (spec 5 "Customers"). */
export function lookupIp(ip: string, signal?: AbortSignal): Promise<IpLocation> {
  const base = getSettings().ipLookupUrl.replace(/\/+$/, '');
  return request('ipLookup', { url: `${base}/${encodeURIComponent(ip)}`, signal, shape: IpLocationShape });
}

export function getCustomerOrders(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<CustomerOrdersAnswer> {
  return request('customerOrders', { query: subList(customerId, query), signal, shape: CustomerOrdersShape });
}

/** GET /api/order/delete?order_id= (the Orders tab's delete, shown only when the row has a delete URL). */
export function deleteOrder(orderId: number): Promise<Success> {
  return request('customerOrderDelete', { method: 'GET', query: { order_id: orderId }, shape: successAnswer });
}

export function getReturns(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<ListAnswer<ReturnRow>> {
  return request('customerReturns', { query: subList(customerId, query), signal, shape: ReturnListShape });
}

export function getTags(customerId: number, signal?: AbortSignal): Promise<TagsAnswer> {
  return request('customerTags', { query: { customerId }, signal, shape: TagsShape });
}

export function saveTags(customerId: number, tags: string[]): Promise<Success> {
  return request('customerTagsSave', { method: 'POST', query: { customerId }, form: { tags }, shape: successAnswer });
}

/** The customer's vehicles: one page holding all of them (the vehicles list hides paging, spec 2 §9), in the order asked. */
export function getVehicles(customerId: number, query: Pick<ListQuery, 'sort' | 'order'> = {}, signal?: AbortSignal): Promise<ListAnswer<CustomerVehicle>> {
  return request('customerVehicles', { query: compact({ customerId, ...query }), signal, shape: VehicleListShape });
}

export async function getVehicle(vehicleId: string, signal?: AbortSignal): Promise<CustomerVehicle> {
  const answer = await request('customerVehicleGet', { method: 'POST', form: { vehicleId }, signal, shape: VehicleAnswerShape });
  return answer.vehicle;
}

const vehicleForm = (customerId: number | string, vehicle: VehicleInput): Record<string, FormValue> => ({
  customer_id: customerId,
  vehicle_id: vehicle.vehicle_id,
  title: vehicle.title,
  vin: vehicle.vin,
  notes: vehicle.notes,
  ymm_data: vehicle.ymm_data.map((f) => ({ ...f })),
});

/** POST /api/customer_vehicle/add or /edit (edit when `vehicle_id` is set). */
export function saveVehicle(customerId: number | string, vehicle: VehicleInput): Promise<VehiclesAnswer> {
  return request(vehicle.vehicle_id ? 'customerVehicleEdit' : 'customerVehicleAdd', { method: 'POST', form: vehicleForm(customerId, vehicle), shape: VehiclesChangeShape });
}

export function deleteVehicle(customerId: number, vehicleId: string): Promise<VehiclesAnswer> {
  return request('customerVehicleDelete', { method: 'POST', form: { customer_id: customerId, vehicleId }, shape: VehiclesChangeShape });
}

export type OrderCustomerAnswer = v.InferOutput<typeof OrderCustomerShape>;

/** POST /pos/order/setCustomer (order_id, customer_id): "Customer added to order!" on success. */
export function setOrderCustomer(orderId: number, customerId: number): Promise<OrderCustomerAnswer> {
  return request('orderSetCustomer', { method: 'POST', form: { order_id: orderId, customer_id: customerId }, shape: OrderCustomerShape });
}
