import * as v from 'valibot';
import { amount, extension, flag, id, int, listOf, message, need, optional, pagedList, successAnswer, text, url } from '../shape';
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
const CustomFieldRecord = v.record(v.string(), v.union([text, v.array(id)]));
export const CustomFieldValuesShape = v.pipe(
  v.union([
    CustomFieldRecord,
    v.strictTuple([]),
    v.null(),
    // OpenCart keeps `custom_field` as JSON text in its table; a store may send it as it is stored.
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value.trim() === '') return {};
        try {
          const parsed = v.safeParse(v.union([CustomFieldRecord, v.strictTuple([])]), JSON.parse(dataset.value));
          if (parsed.success) return parsed.output;
        } catch {
          // not JSON: below
        }
        addIssue({ message: 'not custom field values' });
        return NEVER;
      }),
    ),
  ]),
  v.transform((values): Record<string, string | string[]> => (!values || Array.isArray(values) ? {} : values)),
);
export type CustomFieldValues = v.InferOutput<typeof CustomFieldValuesShape>;

export const CUSTOM_FIELD_TYPES = ['select', 'radio', 'checkbox', 'text', 'textarea', 'date', 'time', 'datetime'] as const;

/**
 * A custom field (spec 2 §3). A store may also have fields of a type or place the spec does not
 * list (OpenCart's `file`, `affiliate`): those are left out of the form, which still posts their
 * values back unchanged (they stay in the customer's `custom_field`).
 */
const CustomFieldEntry = v.object({
  custom_field_id: need(id, 'the field\'s key in custom_field'),
  name: need(text, 'the field\'s label'),
  type: need(v.string(), 'how the field is drawn'),
  location: need(v.string(), 'where the field is drawn'),
  values: optional(listOf(v.object({ custom_field_value_id: need(id, 'the value saved'), name: need(text, 'the value shown') })), []),
});
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export type CustomField = Omit<v.InferOutput<typeof CustomFieldEntry>, 'type' | 'location'> & { type: CustomFieldType; location: 'account' | 'address' };

const known = (f: v.InferOutput<typeof CustomFieldEntry>): f is CustomField =>
  (CUSTOM_FIELD_TYPES as readonly string[]).includes(f.type) && (f.location === 'account' || f.location === 'address');

export const CustomFieldsShape = v.pipe(
  listOf(CustomFieldEntry),
  v.transform((fields): CustomField[] => fields.filter(known)),
);

export const AddressShape = v.object({
  /** 0 for an address not saved yet. */
  address_id: need(int, 'the address saved back'),
  firstname: optional(text, ''),
  lastname: optional(text, ''),
  company: optional(text, ''),
  address_1: optional(text, ''),
  address_2: optional(text, ''),
  city: optional(text, ''),
  postcode: optional(text, ''),
  /** The same `id` strings as the localization's countries and zones, so the lists find them. */
  country_id: optional(id, ''),
  zone_id: optional(id, ''),
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
  customer_id: need(int, 'the customer saved back'),
  customer_group_id: optional(int, 0),
  firstname: need(text, 'the customer\'s name, edited and saved back'),
  lastname: need(text, 'the customer\'s name, edited and saved back'),
  email: optional(text, ''),
  telephone: optional(text, ''),
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
  addresses: optional(listOf(AddressShape), []),
  /** The default address. */
  address_id: optional(int, 0),
});
export type Customer = v.InferOutput<typeof CustomerShape>;

/** A row of the customer list: the customer's fields the list shows, and what spec 2 §3 "List rows add". */
export const CustomerRowShape = v.object({
  customer_id: need(int, 'the customer opened'),
  custname: need(text, 'the customer\'s name'),
  email: optional(text, ''),
  telephone: optional(text, ''),
  vehicle: optional(text, ''),
  date_added: optional(text, ''),
  total_orders: optional(int, 0),
  /** `null` (or a balance of `null`) is nothing outstanding. */
  outstanding: optional(v.object({ balance: optional(amount, 0) }), { balance: 0 }),
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
  customer_id: need(int, 'the customer chosen'),
  name: need(text, 'the customer\'s name'),
  email: optional(text, ''),
  telephone: optional(text, ''),
  address: optional(text, ''),
  vehicle: optional(text, ''),
});
export type CustomerSearchResult = v.InferOutput<typeof CustomerSearchResultShape>;

export const CreditRowShape = v.object({
  customer_transaction_id: optional(id, ''),
  date_added: optional(text, ''),
  description: optional(text, ''),
  /** Negative when credit was used. */
  amount: need(amount, 'the credit given or used'),
});
export type CreditRow = v.InferOutput<typeof CreditRowShape>;

export const HistoryRowShape = v.object({
  customer_history_id: optional(id, ''),
  date_added: optional(text, ''),
  comment: need(text, 'the history entry itself'),
  /** A URL or empty (spec 5); anything else (`javascript:`) is read as empty. */
  image: optional(url, ''),
});
export type HistoryRow = v.InferOutput<typeof HistoryRowShape>;

export const IpRowShape = v.object({
  customer_ip_id: optional(id, ''),
  ip: need(text, 'the address listed'),
  total_accounts: optional(int, 0),
  filter_ip_url: optional(url, ''),
  date_added: optional(text, ''),
  is_banned: optional(flag, false),
});
export type IpRow = v.InferOutput<typeof IpRowShape>;

export const CustomerOrderRowShape = v.object({
  order_id: need(int, 'the order opened'),
  status: optional(text, ''),
  order_status_id: optional(int, 0),
  total_text: need(text, 'the order\'s total as the store writes it'),
  /** `null` is nothing owed. */
  balance: optional(amount, 0),
  balance_text: optional(text, ''),
  date_added: optional(text, ''),
  date_modified: optional(text, ''),
  viewUrl: optional(url, ''),
  editUrl: optional(url, ''),
  deleteUrl: optional(url, ''),
  /** Spec 2 §3 names "a PACE link" but no field: read as `paceUrl` when a store sends it. */
  paceUrl: extension(url, ''),
});
export type CustomerOrderRow = v.InferOutput<typeof CustomerOrderRowShape>;

export const CustomerOrderSummaryShape = v.object({
  total_spent_text: optional(text, ''),
  total_orders: optional(int, 0),
  total_returns: optional(int, 0),
  outstanding_balance_text: optional(text, ''),
});
export type CustomerOrderSummary = v.InferOutput<typeof CustomerOrderSummaryShape>;

export const ReturnRowShape = v.object({
  return_id: need(int, 'the return opened'),
  order_id: optional(int, 0),
  product: need(text, 'the product returned'),
  model: optional(text, ''),
  return_status: optional(text, ''),
  /** Spec 2 §3 says only "dates". */
  date_added: optional(text, ''),
  date_modified: optional(text, ''),
  editUrl: optional(url, ''),
});
export type ReturnRow = v.InferOutput<typeof ReturnRowShape>;

export const CustomerTagShape = v.object({ tag_id: need(id, 'the tag assigned'), title: need(text, 'the tag shown') });
export type CustomerTag = v.InferOutput<typeof CustomerTagShape>;

export const CountryShape = v.object({
  country_id: need(id, 'the country chosen'),
  name: need(text, 'the country shown'),
  iso_code_2: optional(text, ''),
  postcode_required: optional(flag, false),
});
export const ZoneShape = v.object({ zone_id: need(id, 'the zone chosen'), country_id: need(id, 'the zones of the chosen country'), name: need(text, 'the zone shown'), code: optional(text, '') });

// ---------------------------------------------------------------------------------------------
// Answers (spec 5 "Customers")

/** `GET /api/customer/get` (the list), as the customer list reads it: each row's list fields only. */
export const CustomerListShape = pagedList(CustomerRowShape);

/**
 * `GET /api/customer/get` as the store documents it: each row the whole customer (spec 2 §3
 * "Customer") and what "List rows add" (the mock store's answer, held strictly).
 */
export const CustomerListAnswerShape = pagedList(v.object({ ...CustomerShape.entries, ...CustomerRowShape.entries }));

/** `GET /api/customer/get?customerId=ID`. */
export const CustomerDetailsShape = v.object({
  customer: need(CustomerShape, 'the customer edited'),
  custom_fields: optional(CustomFieldsShape, []),
  customer_groups: optional(listOf(v.object({ customer_group_id: need(int, 'the group chosen'), name: need(text, 'the group shown') })), []),
  /** Pro stores only (the default location). */
  locations: optional(listOf(v.object({ location_id: need(int, 'the location chosen'), name: need(text, 'the location shown') })), []),
});
export type CustomerDetails = v.InferOutput<typeof CustomerDetailsShape>;

/** `POST /api/customer/save`: the saved customer, or `{"error": {"field": "text"}}` (or a text). */
export const SaveSuccessShape = v.object({
  success: need(message, 'tells a saved customer from a refusal'),
  customer: need(CustomerShape, 'the saved customer, with its new id'),
  result: optional(v.picklist(['added', 'updated']), 'updated'),
  redirect: optional(url, ''),
});
export const SaveRefusalShape = v.object({ error: need(v.union([v.string(), v.record(v.string(), text)]), 'the refusal shown, under its fields') });
export const SaveAnswerShape = v.union([SaveSuccessShape, SaveRefusalShape]);
export type SaveAnswer = v.InferOutput<typeof SaveSuccessShape>;

/** `GET /api/customer/search?s=`. */
export const CustomerSearchShape = v.object({ results: need(listOf(CustomerSearchResultShape), 'the list itself: an answer without it is not an empty list') });

/** `GET /api/localization/` (also read by other forms: keep its name). */
export const LocalizationShape = v.object({ countries: need(listOf(CountryShape), 'the address form\'s countries'), zones: optional(listOf(ZoneShape), []) });
export type Localization = v.InferOutput<typeof LocalizationShape>;

/** `GET /api/customer_credit`: the list plus the balance. */
export const CreditsShape = v.object({ ...pagedList(CreditRowShape).entries, balance: need(amount, 'the customer\'s store credit'), balance_text: optional(text, '') });
export type CreditsAnswer = v.InferOutput<typeof CreditsShape>;

export const HistoryListShape = pagedList(HistoryRowShape);
export const IpListShape = pagedList(IpRowShape);
export const ReturnListShape = pagedList(ReturnRowShape);

/** `GET /api/customer_order`: the list plus the summary. */
export const CustomerOrdersShape = v.object({
  ...pagedList(CustomerOrderRowShape).entries,
  summary: optional(CustomerOrderSummaryShape, { total_spent_text: '', total_orders: 0, total_returns: 0, outstanding_balance_text: '' }),
});
export type CustomerOrdersAnswer = v.InferOutput<typeof CustomerOrdersShape>;

/** `GET /api/customer_tag/`. */
export const TagsShape = v.object({
  customerTags: optional(listOf(CustomerTagShape), []),
  assignedTags: optional(listOf(id), []),
  createTagUrl: optional(url, ''),
});
export type TagsAnswer = v.InferOutput<typeof TagsShape>;

/**
 * `GET /api/customer_vehicle`: the list shape, whose paging the screen hides; a store that
 * answers the vehicles as a plain list is read as one page of them.
 */
export const VehicleListShape = v.union([
  pagedList(VehicleShape),
  v.pipe(
    v.array(VehicleShape),
    v.transform((results) => ({ results, total_items: results.length, total_pages: 1, page: 1, limit: results.length, position: '' })),
  ),
]);
/** `POST /api/customer_vehicle/getVehicleJson`. */
export const VehicleAnswerShape = v.object({ vehicle: need(VehicleShape, 'the vehicle edited') });
/** `POST /api/customer_vehicle/add`, `/edit`, `/delete`. */
export const VehiclesChangeShape = v.object({ success: optional(message, ''), vehicles: need(v.array(VehicleShape), 'the customer\'s vehicles after the change') });
export type VehiclesAnswer = v.InferOutput<typeof VehiclesChangeShape>;

/** `POST /pos/order/setCustomer`: spec 5 names `customer` without its fields; no widget reads it. */
export const OrderCustomerShape = v.object({ success: optional(message, ''), customer_id: need(int, 'the customer set on the order'), customer: optional(v.unknown()) });

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
