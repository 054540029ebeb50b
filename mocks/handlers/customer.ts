/**
 * The store's staff customer routes (spec 2 §7, spec 5 "Customers" and "Lists"), validating like
 * the PHP store: a missing or bad field answers HTTP 200 with `{"error": …}` (the save call with
 * `{"error": {"field": "text"}}`), texts as the store words them. Also the third-party IP-location
 * service (`GET {ipLookupUrl}/{ip}`, default https://ipinfo.io) and `pos/order/setCustomer`
 * for the orders of `db.customers`.
 */
import { storedImage } from '../db/store-images';
import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { db } from '../db';
import { faults } from '../faults';
import { json, refuse, type MockRequest, type Route } from '../router';
import {
  COUNTRY_NAMES,
  CREATE_TAG_URL,
  CUSTOMER_GROUPS,
  CUSTOM_FIELDS,
  ORDER_STATUSES,
  ZONE_INFO,
  addressLine,
  blankCustomer,
  creditBalance,
  defaultAddress,
  fullName,
  historyImageUrl,
  nowText,
  recordById,
  vehicleRecord,
  type Address,
  type Customer,
  type CustomerRecord,
  type CustomersState,
  type OrderRecord,
  type YmmFacet,
} from '../db/customers';
import { LOCATIONS } from '../db/locations';
import { balanceDue, isVoid, orderTotal, statusById } from '../db/orders';
import { MODELS, choiceLists, soldIn } from '../db/vehicles';
import type { ListAnswer } from '../../shared/api/customer';
import { successAnswer } from '../../shared/api/shape';
import {
  CreditsShape,
  CustomerDetailsShape,
  CustomerListAnswerShape,
  CustomerOrdersShape,
  CustomerSearchShape,
  HistoryListShape,
  IpListShape,
  OrderCustomerShape,
  ReturnListShape,
  SaveAnswerShape,
  TagsShape,
  VehicleAnswerShape,
  VehicleListShape,
  VehiclesChangeShape,
} from '../../shared/api/shapes/customer';
import { compare, formatMoney, parseAmount, subtract, sum } from '../../shared/money';

/* Rows as the PHP store writes them (numeric ids, 0/1 flags); the routes' shapes read them. A
 * list row is the whole customer and what spec 2 §3 "List rows add". */
interface CustomerRow extends Omit<Customer, 'customer_id' | 'email' | 'telephone'> {
  customer_id: number;
  custname: string;
  email: string;
  telephone: string;
  vehicle: string;
  date_added: string;
  total_orders: number;
  outstanding: { balance: number };
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  zone: string;
  country: string;
}
interface CustomerSearchResult {
  customer_id: number;
  name: string;
  email: string;
  telephone: string;
  address: string;
  vehicle: string;
}
interface IpRow {
  customer_ip_id: number;
  ip: string;
  total_accounts: number;
  filter_ip_url: string;
  date_added: string;
  is_banned: 0 | 1;
}
interface CustomerOrderRow {
  order_id: number;
  status: string;
  order_status_id: number;
  total_text: string;
  balance: number;
  balance_text: string;
  date_added: string;
  date_modified: string;
  viewUrl: string;
  editUrl?: string;
  deleteUrl?: string;
  /** An extension (docs/endpoints.md): spec 2 §3 names "a PACE link" without a field. */
  paceUrl?: string;
}

const state = (): CustomersState => db.customers;

// ---------------------------------------------------------------------------------------------
// Helpers: lists, nested form keys, validation texts
// ---------------------------------------------------------------------------------------------

const int = (raw: string | null | undefined, fallback: number): number => {
  const n = Number(raw);
  return raw !== null && raw !== undefined && raw !== '' && Number.isInteger(n) ? n : fallback;
};

/** One page of a list, in the shape every paged list answers (spec 5 "Lists"). */
export function pageOf<T>(rows: T[], query: URLSearchParams, defaultLimit = 20): ListAnswer<T> {
  const limit = Math.max(1, int(query.get('limit'), defaultLimit));
  const total_items = rows.length;
  const total_pages = Math.max(1, Math.ceil(total_items / limit));
  const page = Math.min(Math.max(1, int(query.get('page'), 1)), total_pages);
  const start = (page - 1) * limit;
  const results = rows.slice(start, start + limit);
  const position = total_items ? `${start + 1} to ${start + results.length} of ${total_items}` : '0 to 0 of 0';
  return { results, total_items, total_pages, page, limit, position };
}

/** Sorts by a field (strings case-insensitively, numbers as numbers); `order` ASC or DESC (default DESC). */
function sortBy<T>(rows: T[], key: (row: T) => string | number, order: string | null): T[] {
  const dir = (order ?? 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { sensitivity: 'base' });
    return c * dir;
  });
}

type Nested = { [key: string]: Nested | string | string[] };

/** `address[0][city]=X&custom_field[3][]=7` → `{address: {0: {city: 'X'}}, custom_field: {3: ['7']}}`. */
export function parseNested(form: URLSearchParams): Nested {
  const out: Nested = {};
  for (const [rawKey, value] of form) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Nested = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsList = parts[i + 1] === '';
      if (last) {
        if (part === '') return;
        node[part] = value;
      } else if (nextIsList && i + 1 === parts.length - 1) {
        const list = (node[part] as string[] | undefined) ?? [];
        list.push(value);
        node[part] = list;
        parts.length = 0;
      } else {
        node[part] = (node[part] as Nested | undefined) ?? {};
        node = node[part] as Nested;
      }
    });
  }
  return out;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const flag = (v: unknown): 0 | 1 => (v === '1' || v === 'true' || v === 'on' ? 1 : 0);

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A US-style number: optional plus, 10 digits and up to 6 more (spec 2 §5), formatting ignored. */
export const isPhone = (v: string) => /^\+?\d{10,16}$/.test(v.replace(/[\s().-]/g, ''));

/** 'Required', 'Minimum {n} characters', 'Maximum {n} characters' (spec 2 §5). */
function lengthError(value: string, min: number, max: number, required: boolean): string | null {
  if (!value) return required ? 'Required' : null;
  if (value.length < min) return `Minimum ${min} characters`;
  if (value.length > max) return `Maximum ${max} characters`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Customer list, search, record, save
// ---------------------------------------------------------------------------------------------

const outstandingOf = (r: CustomerRecord): string =>
  sum(...r.orders.filter((o) => o.order_status_id !== 7 && o.order_status_id !== 16).map((o) => maxZero(subtract(o.total, o.paid))));
const maxZero = (v: string) => (compare(v, 0) > 0 ? v : '0.00');

function customerRow(r: CustomerRecord): CustomerRow {
  const c = r.customer;
  const a = defaultAddress(c);
  const balance = outstandingOf(r);
  return {
    ...c,
    customer_id: c.customer_id,
    custname: fullName(c),
    email: c.email,
    telephone: c.telephone,
    vehicle: r.vehicles[0]?.title ?? '',
    date_added: r.date_added.slice(0, 10),
    total_orders: r.orders.length,
    outstanding: { balance: Number(balance) },
    address_1: a?.address_1 ?? '',
    address_2: a?.address_2 ?? '',
    city: a?.city ?? '',
    postcode: a?.postcode ?? '',
    zone: a ? (ZONE_INFO[a.zone_id]?.name ?? '') : '',
    country: a ? (COUNTRY_NAMES[a.country_id] ?? '') : '',
  };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const digits = (v: string) => v.replace(/\D/g, '');

const LIST_SORTS: Record<string, (r: CustomerRow) => string | number> = {
  custname: (r) => r.custname,
  email: (r) => r.email,
  telephone: (r) => digits(r.telephone),
  date_added: (r) => r.date_added,
  total_orders: (r) => r.total_orders,
  outstanding: (r) => Number(r.outstanding.balance),
  city: (r) => r.city,
  customer_id: (r) => r.customer_id,
};

function listCustomers({ query }: MockRequest) {
  const name = (query.get('filter_name') ?? '').trim().toLowerCase();
  const phone = digits(query.get('filter_phone') ?? '');
  const email = (query.get('filter_email') ?? '').trim().toLowerCase();
  const addr = (query.get('filter_address') ?? '').trim().toLowerCase();
  const from = (query.get('filter_date_added_from') ?? '').trim();
  const to = (query.get('filter_date_added_to') ?? '').trim();
  if ((from && !DATE_RE.test(from)) || (to && !DATE_RE.test(to))) return refuse('Invalid date! Use YYYY-MM-DD.');
  const sort = query.get('sort') ?? 'custname';
  const key = LIST_SORTS[sort];
  if (!key) return refuse(`Unknown sort: ${sort}`);
  const rows = state()
    .records.filter((r) => {
      const c = r.customer;
      if (name && !fullName(c).toLowerCase().includes(name)) return false;
      if (phone && !digits(c.telephone).includes(phone)) return false;
      if (email && !c.email.toLowerCase().includes(email)) return false;
      if (addr && !c.addresses.some((a) => addressLine(a).toLowerCase().includes(addr))) return false;
      const day = r.date_added.slice(0, 10);
      if (from && day < from) return false;
      if (to && day > to) return false;
      return true;
    })
    .map(customerRow);
  return json(pageOf(sortBy(rows, key, query.get('order')), query));
}


function details(customer: Customer) {
  return {
    customer,
    custom_fields: CUSTOM_FIELDS,
    customer_groups: CUSTOMER_GROUPS,
    locations: LOCATIONS.map((l) => ({ location_id: Number(l.location_id), name: l.location_name })),
  };
}

function getCustomer(req: MockRequest) {
  const id = req.query.get('customerId');
  if (id === null) return listCustomers(req);
  if (id === '0') return json(details(blankCustomer()));
  const record = recordById(state(), id);
  if (!record) return refuse('Customer not found!');
  return json(details(record.customer));
}

function search({ query }: MockRequest) {
  const s = (query.get('s') ?? '').trim().toLowerCase();
  if (!s) return json({ results: [] });
  const sDigits = digits(s);
  const results: CustomerSearchResult[] = [];
  for (const r of state().records) {
    const c = r.customer;
    const address = addressLine(defaultAddress(c));
    const vehicle = r.vehicles[0]?.title ?? '';
    const hit =
      fullName(c).toLowerCase().includes(s) ||
      c.email.toLowerCase().includes(s) ||
      (sDigits.length >= 3 && digits(c.telephone).includes(sDigits)) ||
      address.toLowerCase().includes(s) ||
      r.vehicles.some((v) => v.title.toLowerCase().includes(s) || (v.vin && v.vin.toLowerCase() === s));
    if (hit) results.push({ customer_id: c.customer_id, name: fullName(c), email: c.email, telephone: c.telephone, address, vehicle });
    if (results.length === 20) break;
  }
  return json({ results });
}

const ADDRESS_LIMITS: Array<[keyof Address, number, number, boolean]> = [
  ['firstname', 2, 32, true],
  ['lastname', 2, 32, true],
  ['company', 2, 40, false],
  ['address_1', 2, 128, true],
  ['address_2', 2, 128, false],
  ['city', 2, 128, true],
  ['postcode', 2, 10, true],
];

/** Validates a posted customer like the store; answers the field errors (keys as the form names them). */
export function customerErrors(posted: Nested, editing: CustomerRecord | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (key: string, message: string | null) => {
    if (message) errors[key] = message;
  };
  const requireEmail = flag(posted.require_email) === 1;
  const requireTelephone = flag(posted.require_telephone) === 1;
  const requireAddress = flag(posted.require_address) === 1;
  put('firstname', lengthError(text(posted.firstname), 2, 32, true));
  put('lastname', lengthError(text(posted.lastname), 2, 32, true));
  const email = text(posted.email);
  if (!email) put('email', requireEmail ? 'Required' : null);
  else if (!EMAIL_RE.test(email)) put('email', 'Invalid email');
  else {
    const taken = state().records.find((r) => r.customer.email.toLowerCase() === email.toLowerCase() && r !== editing);
    if (taken) put('email', 'E-Mail Address is already registered!');
  }
  const telephone = text(posted.telephone);
  if (!telephone) put('telephone', requireTelephone ? 'Required' : null);
  else if (!isPhone(telephone)) put('telephone', 'Invalid phone number format');
  const password = text(posted.password);
  if (password) put('password', lengthError(password, 4, 20, false));
  if (flag(posted.tax_exempt) === 1 && !text(posted.tax_exempt_number)) put('tax_exempt_number', 'Required');
  const addresses = (posted.address ?? {}) as Record<string, Nested>;
  for (const [index, a] of Object.entries(addresses)) {
    for (const [field, min, max, needed] of ADDRESS_LIMITS) put(`address[${index}][${field}]`, lengthError(text(a[field]), min, max, needed && requireAddress));
    const country = int(text(a.country_id), 0);
    const zone = int(text(a.zone_id), 0);
    if (country <= 0) put(`address[${index}][country_id]`, requireAddress ? 'Required' : null);
    else if (!COUNTRY_NAMES[country]) put(`address[${index}][country_id]`, 'Please select a country!');
    if (zone <= 0) put(`address[${index}][zone_id]`, requireAddress ? 'Required' : null);
    else if (ZONE_INFO[zone]?.country_id !== country) put(`address[${index}][zone_id]`, 'Please select a region / state!');
  }
  return errors;
}

function toAddress(a: Nested, address_id: number): Address {
  return {
    address_id,
    firstname: text(a.firstname),
    lastname: text(a.lastname),
    company: text(a.company),
    address_1: text(a.address_1),
    address_2: text(a.address_2),
    city: text(a.city),
    postcode: text(a.postcode),
    country_id: int(text(a.country_id), 0),
    zone_id: int(text(a.zone_id), 0),
    custom_field: customFields(a.custom_field, 'address'),
  };
}

function customFields(raw: Nested[string] | undefined, location: 'account' | 'address'): Customer['custom_field'] {
  const out: Customer['custom_field'] = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const field of CUSTOM_FIELDS.filter((f) => f.location === location)) {
    const v = raw[String(field.custom_field_id)];
    if (Array.isArray(v)) out[field.custom_field_id] = v.filter((x) => field.values.some((o) => String(o.custom_field_value_id) === x));
    else if (typeof v === 'string' && v.trim()) out[field.custom_field_id] = v.trim();
  }
  return out;
}

function save({ query, form }: MockRequest) {
  const id = query.get('customerId');
  const editing = id ? recordById(state(), id) : undefined;
  if (id && !editing) return refuse('Customer not found!');
  const posted = parseNested(form);
  const errors = customerErrors(posted, editing);
  if (Object.keys(errors).length) return json({ error: errors });

  const s = state();
  const previous = editing?.customer;
  const addresses = Object.entries((posted.address ?? {}) as Record<string, Nested>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, a]) => {
      const known = int(text(a.address_id), 0);
      const keep = known && previous?.addresses.some((x) => x.address_id === known);
      return toAddress(a, keep ? known : s.next.address++);
    });
  const group = int(text(posted.customer_group_id), 1);
  const location = int(text(posted.default_location_id), 0);
  const postedDefault = int(text(posted.address_id), 0);
  const customer: Customer = {
    customer_id: previous?.customer_id ?? s.next.customer++,
    customer_group_id: CUSTOMER_GROUPS.some((g) => g.customer_group_id === group) ? group : 1,
    firstname: text(posted.firstname),
    lastname: text(posted.lastname),
    email: text(posted.email),
    telephone: text(posted.telephone),
    newsletter: flag(posted.newsletter),
    texting_alerts: flag(posted.texting_alerts),
    tax_exempt: flag(posted.tax_exempt),
    tax_exempt_number: flag(posted.tax_exempt) ? text(posted.tax_exempt_number) : '',
    default_location_id: LOCATIONS.some((l) => Number(l.location_id) === location) ? location : 0,
    status: posted.status === undefined ? 1 : flag(posted.status),
    safe: flag(posted.safe),
    custom_field: customFields(posted.custom_field, 'account'),
    require_email: flag(posted.require_email),
    require_telephone: flag(posted.require_telephone),
    require_address: flag(posted.require_address),
    addresses,
    address_id: addresses.find((a) => a.address_id === postedDefault)?.address_id ?? addresses[0]?.address_id ?? 0,
  };
  const password = text(posted.password);
  if (editing) {
    editing.customer = customer;
    if (password) editing.password = password;
    return json({ success: 'Customer successfully saved!', customer, result: 'updated' });
  }
  s.records.push({ customer, password: password || '', date_added: nowText(), vehicles: [], credits: [], history: [], ips: [], orders: [], returns: [], tags: [] });
  return json({ success: 'Customer successfully saved!', customer, result: 'added', redirect: `/pos/customer/edit?customer_id=${customer.customer_id}` });
}

function updateContactInfo({ query, form }: MockRequest) {
  const record = recordById(state(), query.get('customerId'));
  if (!record) return refuse('Customer not found!');
  const email = text(form.get('email'));
  const telephone = text(form.get('telephone'));
  if (email && !EMAIL_RE.test(email)) return refuse('Invalid email');
  if (telephone && !isPhone(telephone)) return refuse('Invalid phone number format');
  if (email) record.customer.email = email;
  if (telephone) record.customer.telephone = telephone;
  if (form.has('texting_alerts')) record.customer.texting_alerts = flag(form.get('texting_alerts'));
  return json({ success: 'Contact information updated!' });
}

// ---------------------------------------------------------------------------------------------
// Sub-lists and their changes
// ---------------------------------------------------------------------------------------------

/** The record named by `customerId` (lists) or `customer_id` (changes), or a refusal. */
function withRecord(req: MockRequest, param: 'customerId' | 'customer_id', then: (r: CustomerRecord) => Response): Response {
  const id = req.query.get(param) ?? req.form.get(param);
  if (!id) return refuse('Customer ID is required!');
  const record = recordById(state(), id);
  return record ? then(record) : refuse('Customer not found!');
}

const byDateDesc = <T extends { date_added: string }>(rows: T[], query: URLSearchParams, sorts: Record<string, (row: T) => string | number> = {}) => {
  const sort = query.get('sort') ?? 'date_added';
  const key = sorts[sort] ?? ((row: T) => row.date_added);
  return sortBy(rows, key, query.get('order'));
};

function credits(req: MockRequest) {
  return withRecord(req, 'customerId', (r) => {
    const rows = byDateDesc(
      r.credits,
      req.query,
      { amount: (c) => Number(c.amount), description: (c) => c.description },
    );
    const balance = creditBalance(r);
    return json({ ...pageOf(rows, req.query, 10), balance: Number(balance), balance_text: formatMoney(balance) });
  });
}

const MONEY_RE = /^-?\d+(\.\d{1,2})?$/;

function addCredit(req: MockRequest) {
  return withRecord(req, 'customer_id', (r) => {
    const description = text(req.form.get('description'));
    const amount = text(req.form.get('amount'));
    if (description.length < 3 || description.length > 255) return refuse('Description must be between 3 and 255 characters!');
    if (!MONEY_RE.test(amount) || compare(amount, 0) === 0) return refuse('Please enter a valid amount!');
    r.credits.push({ customer_transaction_id: state().next.credit++, date_added: nowText(), description, amount: parseAmount(amount) });
    return json({ success: 'Store credit added!' });
  });
}

function history(req: MockRequest) {
  // The picture's bytes stay in the store; the answer carries its address only (spec 5).
  const rows = (r: CustomerRecord) => r.history.map((h) => ({ customer_history_id: h.customer_history_id, date_added: h.date_added, comment: h.comment, image: h.image }));
  return withRecord(req, 'customerId', (r) => json(pageOf(byDateDesc(rows(r), req.query), req.query, 10)));
}

/** `GET /image/customer_history?customer_history_id=`: a note's picture, as a store serves its image files. */
function historyImage({ query }: MockRequest) {
  const id = query.get('customer_history_id');
  const note = state()
    .records.flatMap((r) => r.history)
    .find((h) => String(h.customer_history_id) === id);
  const data = note?.image_data;
  if (!data) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  // A seeded note's picture is a drawing already kept at a store address (mocks/db/store-images.ts).
  if (!data.startsWith('data:')) {
    const svg = storedImage(new URL(data, 'http://store.test').searchParams.get('id'));
    return svg ? new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } }) : new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  const [head, body] = data.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = head.endsWith(';base64') ? Uint8Array.from(atob(body), (c) => c.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(body));
  return new Response(bytes, { headers: { 'Content-Type': type } });
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const HISTORY_IMAGE_MAX = 2 * 1024 * 1024;
export const NO_TEXT_CONSENT = "Customer doesn't constent to text messages";

/** Sent notifications (tests read them): history notes with notify on. */
export const outbox: Array<{ customer_id: number; email: string; phone: string; comment: string }> = [];

async function addHistory(req: MockRequest) {
  const id = req.query.get('customer_id');
  const record = recordById(state(), id);
  if (!id) return refuse('Customer ID is required!');
  if (!record) return refuse('Customer not found!');
  let body: FormData;
  try {
    body = await req.request.formData();
  } catch {
    return refuse('Expected a multipart form.');
  }
  const field = (k: string) => {
    const v = body.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  const comment = field('comment');
  if (!comment) return refuse('Please enter a comment!');
  const image = body.get('image');
  let imageData = '';
  if (image && typeof image !== 'string' && image.size > 0) {
    if (!IMAGE_TYPES.includes(image.type) && !/\.(jpe?g|png)$/i.test(image.name)) return refuse('The image must be a .jpg or .png file!');
    if (image.size > HISTORY_IMAGE_MAX) return refuse('The image must be 2 MB or smaller!');
    const bytes = new Uint8Array(await image.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    imageData = `data:${image.type || 'image/png'};base64,${btoa(binary)}`;
  }
  if (flag(field('notifyCustomer'))) {
    const byEmail = flag(field('notifyByEmail'));
    const byText = flag(field('notifyByText'));
    const email = field('email');
    const phone = field('phone');
    if (!byEmail && !byText) return refuse('Please choose how to notify the customer!');
    if (byEmail && !EMAIL_RE.test(email)) return refuse('Invalid email');
    if (byText && !isPhone(phone)) return refuse('Invalid phone number format');
    if (byText && !record.customer.texting_alerts && !flag(field('overrideTextPermission'))) return refuse(NO_TEXT_CONSENT);
    outbox.push({ customer_id: record.customer.customer_id, email: byEmail ? email : '', phone: byText ? phone : '', comment });
  }
  const noteId = state().next.history++;
  record.history.push({ customer_history_id: noteId, date_added: nowText(), comment, image: imageData ? historyImageUrl(noteId) : '', ...(imageData ? { image_data: imageData } : {}) });
  return json({ success: 'History added!' });
}

const IP_RE = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function ips(req: MockRequest) {
  return withRecord(req, 'customerId', (r) => {
    const s = state();
    const rows: IpRow[] = r.ips.map((ip) => ({
      customer_ip_id: ip.customer_ip_id,
      ip: ip.ip,
      total_accounts: s.records.filter((x) => x.ips.some((y) => y.ip === ip.ip)).length,
      filter_ip_url: `/admin/index.php?route=customer/customer&filter_ip=${encodeURIComponent(ip.ip)}`,
      date_added: ip.date_added,
      is_banned: s.bannedIps.includes(ip.ip) ? 1 : 0,
    }));
    return json(pageOf(byDateDesc(rows, req.query), req.query, 10));
  });
}

function banIp(banned: boolean) {
  return (req: MockRequest) =>
    withRecord(req, 'customer_id', () => {
      const ip = text(req.form.get('ip'));
      if (!IP_RE.test(ip)) return refuse('Invalid IP address!');
      const s = state();
      s.bannedIps = banned ? [...new Set([...s.bannedIps, ip])] : s.bannedIps.filter((x) => x !== ip);
      return json({ success: banned ? `IP ${ip} banned.` : `IP ${ip} unbanned.` });
    });
}

function orderRow(o: OrderRecord): CustomerOrderRow {
  const dead = o.order_status_id === 7 || o.order_status_id === 16;
  const balance = dead ? '0.00' : subtract(o.total, o.paid);
  return {
    order_id: o.order_id,
    status: ORDER_STATUSES[o.order_status_id] ?? '',
    order_status_id: o.order_status_id,
    total_text: formatMoney(o.total),
    balance: Number(balance),
    balance_text: formatMoney(balance),
    date_added: o.date_added,
    date_modified: o.date_modified,
    viewUrl: `/pos/order/view?order_id=${o.order_id}`,
    ...(o.editable ? { editUrl: `/pos/order/continue?order_id=${o.order_id}` } : {}),
    ...(o.pace ? { paceUrl: `https://pace.example.com/estimate?order_id=${o.order_id}` } : {}),
  };
}

/** The customer's POS orders kept by the orders area (db.orders), as rows of the Orders tab. */
function posOrderRows(customerId: number): CustomerOrderRow[] {
  return (db.orders?.list ?? [])
    .filter((o) => o.customer_id === customerId)
    .map((o) => {
      const total = orderTotal(o);
      const voided = o.order_status_id === 16;
      const balance = voided ? '0.00' : balanceDue(o);
      const paid = o.transactions.some((t) => !isVoid(t));
      const date = o.date_added;
      return {
        order_id: o.order_id,
        status: statusById(o.order_status_id)?.name ?? '',
        order_status_id: o.order_status_id,
        total_text: formatMoney(total),
        balance: Number(balance),
        balance_text: formatMoney(balance),
        date_added: date,
        date_modified: o.histories.at(-1)?.date_added ?? date,
        viewUrl: `/pos/order/view?order_id=${o.order_id}`,
        ...(o.pos_status !== 'complete' ? { editUrl: `/pos/order/continue?order_id=${o.order_id}` } : {}),
        // The orders area deletes an order that has no payments (mocks/handlers/order.ts).
        ...(!paid ? { deleteUrl: `/api/order/delete?order_id=${o.order_id}` } : {}),
      };
    });
}

function orders(req: MockRequest) {
  return withRecord(req, 'customerId', (r) => {
    const live = r.orders.filter((o) => o.order_status_id !== 7 && o.order_status_id !== 16);
    const pos = posOrderRows(r.customer.customer_id);
    const posOwed = pos.map((o) => (Number(o.balance) > 0 ? String(o.balance) : '0'));
    const spent = sum(...live.map((o) => o.paid));
    const rows = byDateDesc([...pos, ...r.orders.map(orderRow)], req.query, { order_id: (o) => o.order_id, total: (o) => o.total_text });
    return json({
      ...pageOf(rows, req.query, 10),
      summary: {
        total_spent_text: formatMoney(spent),
        total_orders: r.orders.length + pos.length,
        total_returns: r.returns.length,
        outstanding_balance_text: formatMoney(sum(outstandingOf(r), ...posOwed)),
      },
    });
  });
}

function returns(req: MockRequest) {
  return withRecord(req, 'customerId', (r) =>
    json(pageOf(byDateDesc(r.returns.map((x) => ({ ...x, editUrl: `/admin/index.php?route=sale/return/edit&return_id=${x.return_id}` })), req.query), req.query, 10)),
  );
}

function tags(req: MockRequest) {
  return withRecord(req, 'customerId', (r) => json({ customerTags: state().tags, assignedTags: r.tags, createTagUrl: CREATE_TAG_URL }));
}

function saveTags(req: MockRequest) {
  return withRecord(req, 'customerId', (r) => {
    const ids = req.form.getAll('tags[]').map(Number);
    if (ids.some((id) => !state().tags.some((t) => t.tag_id === id))) return refuse('Unknown tag!');
    r.tags = [...new Set(ids)];
    return json({ success: 'Customer tags saved!' });
  });
}

// ---------------------------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------------------------

const VIN_RE = /^[A-HJ-NPR-Z0-9]{17}$/i;

const VEHICLE_SORTS: Record<string, (v: CustomerRecord['vehicles'][number]) => string | number> = {
  vehicle_id: (v) => v.vehicle_id,
  title: (v) => v.title,
};

/** All of the customer's vehicles on one page (paging hidden), in the order asked; as added without `sort`. */
function vehicles(req: MockRequest) {
  return withRecord(req, 'customerId', (r) => {
    const q = new URLSearchParams({ limit: String(Math.max(1, r.vehicles.length)) });
    const sort = req.query.get('sort');
    if (sort && !VEHICLE_SORTS[sort]) return refuse(`Unknown sort: ${sort}`);
    return json(pageOf(sort ? sortBy(r.vehicles, VEHICLE_SORTS[sort], req.query.get('order')) : r.vehicles, q));
  });
}

function findVehicle(id: string | null) {
  for (const r of state().records) {
    const v = r.vehicles.find((x) => String(x.vehicle_id) === id);
    if (v) return { record: r, vehicle: v };
  }
  return undefined;
}

function getVehicleJson({ form }: MockRequest) {
  const found = findVehicle(form.get('vehicleId'));
  return found ? json({ vehicle: found.vehicle }) : refuse('Vehicle not found!');
}

const CHOICE_FIELDS = [
  ['SubModelID', 'Sub Model'],
  ['BodyTypeID', 'Body Type'],
  ['BedLengthID', 'Bed Length'],
] as const;

/**
 * Reads year, make and model from `ymm_data[i][api_field|api_value]` and checks them against the
 * catalogue; then the optional choices (sub-model, body type, bed length), each one the choices
 * call offers for that model (a bed length for the chosen body type), kept with the catalogue's names.
 */
function postedYmm(posted: Nested): { year: number; modelId: string; choices: YmmFacet[] } | string {
  const list = Object.values((posted.ymm_data ?? {}) as Record<string, Nested>);
  const value = (field: string) => text(list.find((f) => text(f.api_field) === field)?.api_value);
  const year = int(value('Year'), 0);
  const makeId = value('MakeID');
  const modelId = value('ModelID');
  if (!year || !makeId || !modelId) return 'Please select a year, make and model!';
  const model = MODELS.find((m) => m.id === modelId && m.makeId === makeId);
  if (!model || !soldIn(model, year)) return 'Please select a year, make and model!';
  const lists = choiceLists(model, { BodyTypeID: value('BodyTypeID') || undefined });
  const choices: YmmFacet[] = [];
  for (const [field, label] of CHOICE_FIELDS) {
    const picked = value(field);
    if (!picked) continue;
    const option = lists[field].find((o) => o.id === picked);
    if (!option) return `Please select a valid ${label.toLowerCase()}!`;
    choices.push({ api_field: field, api_value: option.id, label_field: label, label_value: option.name });
  }
  return { year, modelId, choices };
}

function vehicleChange(kind: 'add' | 'edit') {
  return (req: MockRequest) => {
    const posted = parseNested(req.form);
    const record = recordById(state(), text(posted.customer_id));
    if (!record) return refuse('A customer must be selected!');
    const existing = kind === 'edit' ? record.vehicles.find((v) => String(v.vehicle_id) === text(posted.vehicle_id)) : undefined;
    if (kind === 'edit' && !existing) return refuse('Vehicle not found!');
    const ymm = postedYmm(posted);
    if (typeof ymm === 'string') return refuse(ymm);
    const vin = text(posted.vin).toUpperCase();
    if (vin && !VIN_RE.test(vin)) return refuse('VIN must be 17 letters and digits (no I, O or Q)!');
    const title = text(posted.title);
    if (title.length > 64) return refuse('Title must be 64 characters or fewer!');
    const notes = text(posted.notes);
    const model = MODELS.find((m) => m.id === ymm.modelId)!;
    const id = existing?.vehicle_id ?? state().next.vehicle++;
    const vehicle = vehicleRecord(id, record.customer.customer_id, ymm.year, model, { title: title || undefined, vin, notes, choices: ymm.choices });
    record.vehicles = existing ? record.vehicles.map((v) => (v === existing ? vehicle : v)) : [...record.vehicles, vehicle];
    return json({ success: kind === 'add' ? 'Vehicle added!' : 'Vehicle saved!', vehicles: record.vehicles });
  };
}

function deleteVehicle({ form }: MockRequest) {
  const found = findVehicle(form.get('vehicleId'));
  if (!found || String(found.record.customer.customer_id) !== text(form.get('customer_id'))) return refuse('Vehicle not found!');
  found.record.vehicles = found.record.vehicles.filter((v) => v !== found.vehicle);
  return json({ success: 'Vehicle deleted!', vehicles: found.record.vehicles });
}

// ---------------------------------------------------------------------------------------------
// Assigning a customer to an order
// ---------------------------------------------------------------------------------------------

function setOrderCustomer({ form }: MockRequest) {
  const orderId = int(form.get('order_id'), 0);
  const customerId = form.get('customer_id');
  if (!orderId) return refuse('Order ID is required!');
  const record = recordById(state(), customerId);
  if (!record) return refuse('Customer not found!');
  const c = record.customer;
  const answer = { success: 'Customer added to order!', customer_id: c.customer_id, customer: { customer_id: c.customer_id, firstname: c.firstname, lastname: c.lastname, email: c.email, telephone: c.telephone } };
  // A POS order of db.orders (mocks/db/orders.ts), when that area holds it.
  const posOrder = db.orders?.list.find((o) => o.order_id === orderId);
  if (posOrder) {
    posOrder.customer_id = c.customer_id;
    return json(answer);
  }
  for (const r of state().records) {
    const o = r.orders.find((x) => x.order_id === orderId);
    if (!o) continue;
    r.orders = r.orders.filter((x) => x !== o);
    record.orders.push({ ...o, customer_id: c.customer_id });
    return json(answer);
  }
  return refuse('Order not found!');
}

export const customerRoutes: Route[] = [
  // One path, two answers: the list without customerId, one customer's record with it.
  { method: 'GET', path: 'api/customer/get', handle: getCustomer, shape: (req) => (req.query.get('customerId') === null ? CustomerListAnswerShape : CustomerDetailsShape) },
  { method: 'POST', path: 'api/customer/save', handle: save, shape: SaveAnswerShape },
  { method: 'POST', path: 'api/customer/updateContactInfo', handle: updateContactInfo, shape: successAnswer },
  { method: 'GET', path: 'api/customer/search', handle: search, shape: CustomerSearchShape },
  { method: 'GET', path: 'api/customer_credit', handle: credits, shape: CreditsShape },
  { method: 'POST', path: 'api/customer_credit/add', handle: addCredit, shape: successAnswer },
  { method: 'GET', path: 'api/customer_history', handle: history, shape: HistoryListShape },
  { method: 'POST', path: 'api/customer_history/add', handle: addHistory, shape: successAnswer },
  { method: 'GET', path: 'image/customer_history', handle: historyImage, shape: null },
  { method: 'GET', path: 'api/customer_ip', handle: ips, shape: IpListShape },
  { method: 'POST', path: 'api/customer_ip/add', handle: banIp(true), shape: successAnswer },
  { method: 'POST', path: 'api/customer_ip/remove', handle: banIp(false), shape: successAnswer },
  { method: 'GET', path: 'api/customer_order', handle: orders, shape: CustomerOrdersShape },
  { method: 'GET', path: 'api/customer_return', handle: returns, shape: ReturnListShape },
  { method: 'GET', path: 'api/customer_tag/', handle: tags, shape: TagsShape },
  { method: 'POST', path: 'api/customer_tag/save', handle: saveTags, shape: successAnswer },
  { method: 'GET', path: 'api/customer_vehicle', handle: vehicles, shape: VehicleListShape },
  { method: 'POST', path: 'api/customer_vehicle/getVehicleJson', handle: getVehicleJson, shape: VehicleAnswerShape },
  { method: 'POST', path: 'api/customer_vehicle/add', handle: vehicleChange('add'), shape: VehiclesChangeShape },
  { method: 'POST', path: 'api/customer_vehicle/edit', handle: vehicleChange('edit'), shape: VehiclesChangeShape },
  { method: 'POST', path: 'api/customer_vehicle/delete', handle: deleteVehicle, shape: VehiclesChangeShape },
  { method: 'POST', path: 'pos/order/setCustomer', handle: setOrderCustomer, shape: OrderCustomerShape },
];

// ---------------------------------------------------------------------------------------------
// The IP-location service (third party)
// ---------------------------------------------------------------------------------------------

/** The fault switch applies under this name. */
export const IP_LOOKUP_FAULT_NAME = 'iplookup';
export const DEFAULT_IP_LOOKUP = 'https://ipinfo.io';

const PLACES = [
  { city: 'Champaign', region: 'Illinois', country: 'US', org: 'AS7922 Comcast Cable Communications, LLC' },
  { city: 'Indianapolis', region: 'Indiana', country: 'US', org: 'AS7018 AT&T Services, Inc.' },
  { city: 'Chicago', region: 'Illinois', country: 'US', org: 'AS20115 Charter Communications' },
  { city: 'St. Louis', region: 'Missouri', country: 'US', org: 'AS22773 Cox Communications Inc.' },
];

/** `GET https://ipinfo.io/{ip}` (and the preview's `/mock-iplookup/{ip}`): `{ip, city, region, country, org}`. */
export const ipLookupHandlers: HttpHandler[] = [`${DEFAULT_IP_LOOKUP}/:ip`, '*/mock-iplookup/:ip'].map((path) =>
  http.get(path, async ({ params }) => {
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    const failing = faults.failing[IP_LOOKUP_FAULT_NAME];
    if (failing === 'network') return HttpResponse.error();
    if (failing) return HttpResponse.json({ error: { title: 'Server error' } }, { status: 500 });
    const ip = String(params.ip);
    if (!IP_RE.test(ip)) return HttpResponse.json({ status: 404, error: { title: 'Wrong ip', message: 'Please provide a valid IP address' } }, { status: 404 });
    const place = PLACES[ip.split('.').reduce((n, part) => n + Number(part), 0) % PLACES.length];
    return HttpResponse.json({ ip, ...place }, { headers: { 'Access-Control-Allow-Origin': '*' } });
  }),
);

