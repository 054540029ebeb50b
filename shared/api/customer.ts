/**
 * The staff customer calls (spec 2 §7, answer shapes in spec 5 "Customers" and "Lists"): the
 * customer list and search, one customer's record and its sub-lists (credits, history, IPs,
 * orders, returns, tags, vehicles), saving, assigning a customer to a saved order, the
 * localization lists for addresses, and the third-party IP-location lookup.
 */
import { getSettings } from '../config/settings';
import { request } from './client';
import { ApiError } from './errors';
import type { FormValue } from './form';

export type Flag = 0 | 1;

// ---------------------------------------------------------------------------------------------
// Entities (spec 2 §3)

/** Custom field values by custom_field_id: text, or value ids for checkboxes. */
export type CustomFieldValues = Record<string, string | string[]>;

export type CustomFieldType = 'select' | 'radio' | 'checkbox' | 'text' | 'textarea' | 'date' | 'time' | 'datetime';

export interface CustomField {
  custom_field_id: number;
  name: string;
  type: CustomFieldType;
  location: 'account' | 'address';
  /** The store may require a field; absent means optional. */
  required?: boolean;
  values: Array<{ custom_field_value_id: number; name: string }>;
}

export interface Address {
  /** 0 for an address not saved yet. */
  address_id: number;
  firstname: string;
  lastname: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country_id: number;
  zone_id: number;
  custom_field: CustomFieldValues;
}

export interface Customer {
  /** 0 for a new customer. */
  customer_id: number;
  customer_group_id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  /** Only sent when editing; empty keeps the current password. */
  password?: string;
  newsletter: Flag;
  /** The customer consents to text messages. */
  texting_alerts: Flag;
  tax_exempt: Flag;
  tax_exempt_number: string;
  default_location_id: number;
  status: Flag;
  safe: Flag;
  custom_field: CustomFieldValues;
  require_email: Flag;
  require_telephone: Flag;
  require_address: Flag;
  addresses: Address[];
  /** The default address. */
  address_id: number;
}

/** A row of the customer list (spec 2 §3 "List rows add"). */
export interface CustomerRow {
  customer_id: number;
  custname: string;
  email: string;
  telephone: string;
  vehicle: string;
  date_added: string;
  total_orders: number;
  outstanding: { balance: number; balance_text: string };
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  zone: string;
  country: string;
}

/** A result of the customer search (at most 20). */
export interface CustomerSearchResult {
  customer_id: number;
  name: string;
  email: string;
  telephone: string;
  address: string;
  vehicle: string;
}

export interface CreditRow {
  customer_transaction_id: number;
  date_added: string;
  description: string;
  amount: number | string;
  amount_text: string;
}

export interface HistoryRow {
  customer_history_id: number;
  date_added: string;
  comment: string;
  /** A URL, or empty. */
  image: string;
}

export interface IpRow {
  customer_ip_id: number;
  ip: string;
  total_accounts: number;
  filter_ip_url: string;
  date_added: string;
  is_banned: boolean;
}

export interface CustomerOrderRow {
  order_id: number;
  status: string;
  order_status_id: number;
  total_text: string;
  balance: number | string;
  balance_text: string;
  date_added: string;
  date_modified: string;
  viewUrl?: string;
  editUrl?: string;
  deleteUrl?: string;
  /** The PACE link, when the order has one. */
  paceUrl?: string;
}

export interface CustomerOrderSummary {
  total_spent_text: string;
  total_orders: number;
  total_returns: number;
  outstanding_balance_text: string;
}

export interface ReturnRow {
  return_id: number;
  order_id: number;
  product: string;
  model: string;
  return_status: string;
  date_added: string;
  date_modified: string;
  editUrl?: string;
}

export interface CustomerTag {
  tag_id: number;
  title: string;
}

/** One vehicle facet, as the store writes it (the same fields as the vehicle domain's Facet). */
export interface YmmFacet {
  api_field: string;
  api_value: string;
  label_field: string;
  label_value: string;
}

/** A customer's vehicle's facets: Year, MakeID, ModelID (and SubModelID when known), in that order. */
export type YmmData = YmmFacet[];

export interface CustomerVehicle {
  vehicle_id: number;
  customer_id: number;
  title: string;
  vin: string;
  notes: string;
  ymm_data: YmmData;
  /** "2018 Ford F-150". */
  ymm: string;
}

export interface Country {
  country_id: number;
  name: string;
  iso_code_2: string;
  postcode_required?: boolean | number;
}

export interface Zone {
  zone_id: number;
  country_id: number;
  name: string;
  code: string;
}

export interface Localization {
  countries: Country[];
  zones: Zone[];
}

export interface IpLocation {
  city?: string;
  region?: string;
  country?: string;
  org?: string;
}

// ---------------------------------------------------------------------------------------------
// Answers (spec 5)

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

export interface CustomerDetails {
  customer: Customer;
  custom_fields: CustomField[];
  customer_groups: Array<{ customer_group_id: number; name: string }>;
  locations: Array<{ location_id: number; name: string }>;
}

export interface SaveAnswer {
  success: string;
  customer: Customer;
  result: 'added' | 'updated';
  redirect?: string;
}

export interface Success {
  success: string;
}

export interface CreditsAnswer extends ListAnswer<CreditRow> {
  balance: number | string;
  balance_text: string;
}

export interface CustomerOrdersAnswer extends ListAnswer<CustomerOrderRow> {
  summary: CustomerOrderSummary;
}

export interface TagsAnswer {
  customerTags: CustomerTag[];
  assignedTags: number[];
  createTagUrl: string;
}

export interface VehiclesAnswer extends Success {
  vehicles: CustomerVehicle[];
}

export interface OrderCustomerAnswer extends Success {
  customer_id: number;
  customer: { customer_id: number; firstname: string; lastname: string; email?: string; telephone?: string } | string;
}

/** The fields of the vehicle form. */
export interface VehicleInput {
  vehicle_id?: number;
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
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** GET /api/customer/get, sorted by custname unless told (spec 2 §7), with the list filters. */
export function listCustomers(query: ListQuery & CustomerFilters = {}, signal?: AbortSignal): Promise<ListAnswer<CustomerRow>> {
  return request<ListAnswer<CustomerRow>>('customerList', { query: compact({ sort: 'custname', ...query }), signal });
}

/** GET /api/customer/search?s= — at most 20 results. */
export async function searchCustomers(s: string, signal?: AbortSignal): Promise<CustomerSearchResult[]> {
  const answer = await request<{ results?: CustomerSearchResult[] }>('customerSearch', { query: { s }, signal });
  return Array.isArray(answer?.results) ? answer.results : [];
}

/** GET /api/customer/get?customerId= — the record, its custom fields, groups and locations. Id 0: a new customer's defaults. */
export function getCustomer(customerId: number, signal?: AbortSignal): Promise<CustomerDetails> {
  return request<CustomerDetails>('customerGet', { query: { customerId }, signal });
}

/** A store reply `{"error": {"field": "text"}}` (the save call) becomes one ApiError with its fields. */
function fieldRefusal(body: unknown): ApiError | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object' || Array.isArray(error)) return null;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(error as Record<string, unknown>)) if (v) fields[k] = String(v);
  const warning = fields.warning;
  const message = warning ?? Object.values(fields).join(' ');
  return new ApiError('store', message, 200, fields, body);
}

/** The customer fields as the store's form posts them. */
export function customerForm(customer: Customer): Record<string, FormValue> {
  const { addresses, custom_field, password, ...rest } = customer;
  const form: Record<string, FormValue> = { ...rest, custom_field };
  if (password) form.password = password;
  form.address = addresses.map((a) => ({ ...a }));
  return form;
}

/**
 * POST /api/customer/save[?customerId=] — answers `result` "added" or "updated" and the saved
 * customer; a refusal throws an ApiError whose `fields` name the fields (`firstname`,
 * `address[0][city]`).
 */
export async function saveCustomer(customer: Customer): Promise<SaveAnswer> {
  const answer = await request<SaveAnswer | { error: unknown }>('customerSave', {
    method: 'POST',
    query: customer.customer_id ? { customerId: customer.customer_id } : undefined,
    form: customerForm(customer),
    rejectStoreErrors: false,
  });
  const refusal = fieldRefusal(answer);
  if (refusal) throw refusal;
  const error = (answer as { error?: unknown }).error;
  if (typeof error === 'string' && error) throw new ApiError('store', error, 200, {}, answer);
  return answer as SaveAnswer;
}

/** POST /api/customer/updateContactInfo?customerId= — email, telephone and texting consent. */
export function updateContactInfo(customerId: number, contact: { email: string; telephone: string; texting_alerts?: boolean }): Promise<Success> {
  return request<Success>('customerUpdateContact', { method: 'POST', query: { customerId }, form: { ...contact } });
}

/** GET /api/localization/ — countries and zones for address forms. */
export function getLocalization(signal?: AbortSignal): Promise<Localization> {
  return request<Localization>('localization', { signal });
}

/** Sub-lists take customerId and the list parameters (10 rows a page, spec 2 §9). */
const subList = (customerId: number, query: ListQuery): Query => compact({ customerId, limit: 10, ...query });

export function getCredits(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<CreditsAnswer> {
  return request<CreditsAnswer>('customerCredits', { query: subList(customerId, query), signal });
}

/** POST /api/customer_credit/add?customer_id= — `amount` is the typed text (e.g. "-12.50"); the store keeps cents. */
export function addCredit(customerId: number, credit: { description: string; amount: string }): Promise<Success> {
  return request<Success>('customerCreditAdd', { method: 'POST', query: { customer_id: customerId }, form: { ...credit } });
}

export function getHistory(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<ListAnswer<HistoryRow>> {
  return request<ListAnswer<HistoryRow>>('customerHistory', { query: subList(customerId, query), signal });
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
  for (const [k, v] of Object.entries(historyFields(input))) body.append(k, v);
  if (input.image) body.append('image', input.image, input.image.name);
  return request<Success>('customerHistoryAdd', { method: 'POST', query: { customer_id: customerId }, multipart: body });
}

export function getIps(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<ListAnswer<IpRow>> {
  return request<ListAnswer<IpRow>>('customerIps', { query: subList(customerId, query), signal });
}

/** Ban IP (add) or Unban IP (remove), spec 2 §4. */
export function setIpBanned(customerId: number, ip: string, banned: boolean): Promise<Success> {
  return request<Success>(banned ? 'customerIpBan' : 'customerIpUnban', { method: 'POST', query: { customer_id: customerId }, form: { ip } });
}

/** `GET {ipLookupUrl}/{ip}`: the third-party IP-location service named by the settings (spec 5 "Customers"). */
export function lookupIp(ip: string, signal?: AbortSignal): Promise<IpLocation> {
  const base = getSettings().ipLookupUrl.replace(/\/+$/, '');
  return request<IpLocation>('ipLookup', { url: `${base}/${encodeURIComponent(ip)}`, signal });
}

export function getCustomerOrders(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<CustomerOrdersAnswer> {
  return request<CustomerOrdersAnswer>('customerOrders', { query: subList(customerId, query), signal });
}

/** GET /api/order/delete?order_id= (the Orders tab's delete, shown only when the row has a delete URL). */
export function deleteOrder(orderId: number): Promise<Success> {
  return request<Success>('customerOrderDelete', { method: 'GET', query: { order_id: orderId } });
}

export function getReturns(customerId: number, query: ListQuery = {}, signal?: AbortSignal): Promise<ListAnswer<ReturnRow>> {
  return request<ListAnswer<ReturnRow>>('customerReturns', { query: subList(customerId, query), signal });
}

export async function getTags(customerId: number, signal?: AbortSignal): Promise<TagsAnswer> {
  const answer = await request<Partial<TagsAnswer>>('customerTags', { query: { customerId }, signal });
  return {
    customerTags: Array.isArray(answer?.customerTags) ? answer.customerTags : [],
    assignedTags: Array.isArray(answer?.assignedTags) ? answer.assignedTags.map(Number) : [],
    createTagUrl: answer?.createTagUrl ?? '',
  };
}

export function saveTags(customerId: number, tags: number[]): Promise<Success> {
  return request<Success>('customerTagsSave', { method: 'POST', query: { customerId }, form: { tags } });
}

/** The customer's vehicles: one page holding all of them (the vehicles list hides paging, spec 2 §9). */
export function getVehicles(customerId: number, signal?: AbortSignal): Promise<ListAnswer<CustomerVehicle>> {
  return request<ListAnswer<CustomerVehicle>>('customerVehicles', { query: { customerId }, signal });
}

export async function getVehicle(vehicleId: number, signal?: AbortSignal): Promise<CustomerVehicle> {
  const answer = await request<{ vehicle: CustomerVehicle }>('customerVehicleGet', { method: 'POST', form: { vehicleId }, signal });
  return answer.vehicle;
}

const vehicleForm = (customerId: number, v: VehicleInput): Record<string, FormValue> => ({
  customer_id: customerId,
  vehicle_id: v.vehicle_id,
  title: v.title,
  vin: v.vin,
  notes: v.notes,
  ymm_data: v.ymm_data.map((f) => ({ ...f })),
});

/** POST /api/customer_vehicle/add or /edit (edit when `vehicle_id` is set). */
export function saveVehicle(customerId: number, vehicle: VehicleInput): Promise<VehiclesAnswer> {
  return request<VehiclesAnswer>(vehicle.vehicle_id ? 'customerVehicleEdit' : 'customerVehicleAdd', { method: 'POST', form: vehicleForm(customerId, vehicle) });
}

export function deleteVehicle(customerId: number, vehicleId: number): Promise<VehiclesAnswer> {
  return request<VehiclesAnswer>('customerVehicleDelete', { method: 'POST', form: { customer_id: customerId, vehicleId } });
}

/** POST /pos/order/setCustomer (order_id, customer_id): "Customer added to order!" on success. */
export function setOrderCustomer(orderId: number, customerId: number): Promise<OrderCustomerAnswer> {
  return request<OrderCustomerAnswer>('orderSetCustomer', { method: 'POST', form: { order_id: orderId, customer_id: customerId } });
}
