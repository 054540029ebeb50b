import * as v from 'valibot';
import { amount, extension, flag, id, int, message, optional, pagedList, successAnswer, text, url } from '../shape';
import { VehicleShape } from './vehicle';

/**
 * The staff customer answers (spec 5 "Customers" and "Lists", the entities of spec 2 §3), read
 * the way the PHP store writes them: flags `0`/`1`/`"1"` as booleans, amounts as numbers, every
 * store URL through `url`. Numbered ids the widgets count or post back as numbers (customer,
 * group, location, address, order, return) are `int`; ids only compared or posted back as they
 * came (country, zone, custom field, tag, credit, note, IP) are `id` strings.
 * Fields the docs do not define are `extension(…)` and listed in docs/endpoints.md.
 */

// ---------------------------------------------------------------------------------------------
// Entities (spec 2 §3)

/**
 * Custom field values by custom_field_id: text, or the chosen value ids of a checkbox field. PHP
 * writes an empty set of values as `[]`, read as no values.
 */
export const CustomFieldValuesShape = v.pipe(
  v.union([v.record(v.string(), v.union([text, v.array(id)])), v.strictTuple([])]),
  v.transform((values): Record<string, string | string[]> => (Array.isArray(values) ? {} : values)),
);
export type CustomFieldValues = v.InferOutput<typeof CustomFieldValuesShape>;

export const CUSTOM_FIELD_TYPES = ['select', 'radio', 'checkbox', 'text', 'textarea', 'date', 'time', 'datetime'] as const;

/**
 * A custom field (spec 2 §3). A store may also have fields of a type or place the spec does not
 * list (OpenCart's `file`, `affiliate`): those are left out of the form, which still posts their
 * values back unchanged (they stay in the customer's `custom_field`).
 */
const CustomFieldEntry = v.object({
  custom_field_id: id,
  name: text,
  type: v.string(),
  location: v.string(),
  values: optional(v.array(v.object({ custom_field_value_id: id, name: text })), []),
});
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export type CustomField = Omit<v.InferOutput<typeof CustomFieldEntry>, 'type' | 'location'> & { type: CustomFieldType; location: 'account' | 'address' };

const known = (f: v.InferOutput<typeof CustomFieldEntry>): f is CustomField =>
  (CUSTOM_FIELD_TYPES as readonly string[]).includes(f.type) && (f.location === 'account' || f.location === 'address');

export const CustomFieldsShape = v.pipe(
  v.array(CustomFieldEntry),
  v.transform((fields): CustomField[] => fields.filter(known)),
);

export const AddressShape = v.object({
  /** 0 for an address not saved yet. */
  address_id: int,
  firstname: text,
  lastname: text,
  company: optional(text, ''),
  address_1: text,
  address_2: optional(text, ''),
  city: text,
  postcode: text,
  /** The same `id` strings as the localization's countries and zones, so the lists find them. */
  country_id: id,
  zone_id: id,
  custom_field: optional(CustomFieldValuesShape, {}),
});
export type Address = v.InferOutput<typeof AddressShape>;

/**
 * A Customer (spec 2 §3). The record's own fields are required; the ones the spec shows only in
 * some stores or states (tax_exempt_number, default_location_id, safe, the require_* switches,
 * addresses) may be left out. `password` is never read: the form adds its own, empty.
 */
export const CustomerShape = v.object({
  /** 0 for a new customer. */
  customer_id: int,
  customer_group_id: optional(int, 0),
  firstname: text,
  lastname: text,
  email: text,
  telephone: text,
  newsletter: optional(flag, false),
  /** The customer consents to text messages. */
  texting_alerts: optional(flag, false),
  tax_exempt: optional(flag, false),
  tax_exempt_number: optional(text, ''),
  default_location_id: optional(int, 0),
  status: optional(flag, true),
  safe: optional(flag, false),
  custom_field: optional(CustomFieldValuesShape, {}),
  require_email: optional(flag, false),
  require_telephone: optional(flag, false),
  require_address: optional(flag, false),
  addresses: optional(v.array(AddressShape), []),
  /** The default address. */
  address_id: optional(int, 0),
});
export type Customer = v.InferOutput<typeof CustomerShape>;

/** A row of the customer list: the customer's fields the list shows, and what spec 2 §3 "List rows add". */
export const CustomerRowShape = v.object({
  customer_id: int,
  custname: text,
  email: text,
  telephone: text,
  vehicle: optional(text, ''),
  date_added: text,
  total_orders: int,
  outstanding: v.object({ balance: amount }),
  address_1: optional(text, ''),
  address_2: optional(text, ''),
  city: optional(text, ''),
  postcode: optional(text, ''),
  zone: optional(text, ''),
  country: optional(text, ''),
});
export type CustomerRow = v.InferOutput<typeof CustomerRowShape>;

/** A customer search result (spec 5: at most 20). */
export const CustomerSearchResultShape = v.object({
  customer_id: int,
  name: text,
  email: optional(text, ''),
  telephone: optional(text, ''),
  address: optional(text, ''),
  vehicle: optional(text, ''),
});
export type CustomerSearchResult = v.InferOutput<typeof CustomerSearchResultShape>;

export const CreditRowShape = v.object({
  customer_transaction_id: id,
  date_added: text,
  description: text,
  /** Negative when credit was used. */
  amount: amount,
});
export type CreditRow = v.InferOutput<typeof CreditRowShape>;

export const HistoryRowShape = v.object({
  customer_history_id: id,
  date_added: text,
  comment: text,
  /** A URL or empty (spec 5); anything else (`javascript:`) is read as empty. */
  image: optional(url, ''),
});
export type HistoryRow = v.InferOutput<typeof HistoryRowShape>;

export const IpRowShape = v.object({
  customer_ip_id: id,
  ip: text,
  total_accounts: int,
  filter_ip_url: optional(url, ''),
  date_added: text,
  is_banned: flag,
});
export type IpRow = v.InferOutput<typeof IpRowShape>;

export const CustomerOrderRowShape = v.object({
  order_id: int,
  status: text,
  order_status_id: int,
  total_text: text,
  balance: amount,
  balance_text: text,
  date_added: text,
  date_modified: text,
  viewUrl: optional(url, ''),
  editUrl: optional(url, ''),
  deleteUrl: optional(url, ''),
  /** Spec 2 §3 names "a PACE link" but no field: read as `paceUrl` when a store sends it. */
  paceUrl: extension(url, ''),
});
export type CustomerOrderRow = v.InferOutput<typeof CustomerOrderRowShape>;

export const CustomerOrderSummaryShape = v.object({
  total_spent_text: text,
  total_orders: int,
  total_returns: int,
  outstanding_balance_text: text,
});
export type CustomerOrderSummary = v.InferOutput<typeof CustomerOrderSummaryShape>;

export const ReturnRowShape = v.object({
  return_id: int,
  order_id: int,
  product: text,
  model: text,
  return_status: text,
  date_added: text,
  date_modified: text,
  editUrl: optional(url, ''),
});
export type ReturnRow = v.InferOutput<typeof ReturnRowShape>;

export const CustomerTagShape = v.object({ tag_id: id, title: text });
export type CustomerTag = v.InferOutput<typeof CustomerTagShape>;

export const CountryShape = v.object({
  country_id: id,
  name: text,
  iso_code_2: text,
  postcode_required: optional(flag, false),
});
export const ZoneShape = v.object({ zone_id: id, country_id: id, name: text, code: text });

// ---------------------------------------------------------------------------------------------
// Answers (spec 5 "Customers")

/** `GET /api/customer/get` (the list). */
export const CustomerListShape = pagedList(CustomerRowShape);

/** `GET /api/customer/get?customerId=ID`. */
export const CustomerDetailsShape = v.object({
  customer: CustomerShape,
  custom_fields: CustomFieldsShape,
  customer_groups: v.array(v.object({ customer_group_id: int, name: text })),
  locations: v.array(v.object({ location_id: int, name: text })),
});
export type CustomerDetails = v.InferOutput<typeof CustomerDetailsShape>;

/** `POST /api/customer/save`: the saved customer, or `{"error": {"field": "text"}}` (or a text). */
export const SaveSuccessShape = v.object({
  success: message,
  customer: CustomerShape,
  result: v.picklist(['added', 'updated']),
  redirect: optional(url, ''),
});
export const SaveRefusalShape = v.object({ error: v.union([v.string(), v.record(v.string(), text)]) });
export const SaveAnswerShape = v.union([SaveSuccessShape, SaveRefusalShape]);
export type SaveAnswer = v.InferOutput<typeof SaveSuccessShape>;

/** `GET /api/customer/search?s=`. */
export const CustomerSearchShape = v.object({ results: v.array(CustomerSearchResultShape) });

/** `GET /api/localization/` (also read by other forms: keep its name). */
export const LocalizationShape = v.object({ countries: v.array(CountryShape), zones: v.array(ZoneShape) });
export type Localization = v.InferOutput<typeof LocalizationShape>;

/** `GET /api/customer_credit`: the list plus the balance. */
export const CreditsShape = v.object({ ...pagedList(CreditRowShape).entries, balance: amount, balance_text: text });
export type CreditsAnswer = v.InferOutput<typeof CreditsShape>;

export const HistoryListShape = pagedList(HistoryRowShape);
export const IpListShape = pagedList(IpRowShape);
export const ReturnListShape = pagedList(ReturnRowShape);

/** `GET /api/customer_order`: the list plus the summary. */
export const CustomerOrdersShape = v.object({ ...pagedList(CustomerOrderRowShape).entries, summary: CustomerOrderSummaryShape });
export type CustomerOrdersAnswer = v.InferOutput<typeof CustomerOrdersShape>;

/** `GET /api/customer_tag/`. */
export const TagsShape = v.object({
  customerTags: v.array(CustomerTagShape),
  assignedTags: v.array(id),
  createTagUrl: optional(url, ''),
});
export type TagsAnswer = v.InferOutput<typeof TagsShape>;

/** `GET /api/customer_vehicle`: the list shape (the screen hides its paging). */
export const VehicleListShape = pagedList(VehicleShape);
/** `POST /api/customer_vehicle/getVehicleJson`. */
export const VehicleAnswerShape = v.object({ vehicle: VehicleShape });
/** `POST /api/customer_vehicle/add`, `/edit`, `/delete`. */
export const VehiclesChangeShape = v.object({ success: message, vehicles: v.array(VehicleShape) });
export type VehiclesAnswer = v.InferOutput<typeof VehiclesChangeShape>;

/** `POST /pos/order/setCustomer`: spec 5 names `customer` without its fields; no widget reads it. */
export const OrderCustomerShape = v.object({ success: message, customer_id: int, customer: optional(v.unknown()) });

/** The third-party IP-location service: `{"city", "region", "country", "org"}`. */
export const IpLocationShape = v.object({
  city: optional(text, ''),
  region: optional(text, ''),
  country: optional(text, ''),
  org: optional(text, ''),
});
export type IpLocation = v.InferOutput<typeof IpLocationShape>;

/** Every `{"success": "text"}` answer of this area. */
export { successAnswer as CustomerSuccessShape };
