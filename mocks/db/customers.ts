/**
 * The store's customers, the single source for every area that needs one (the staff customer
 * screens, the cart's customer through `customers-lite.ts`): 240 customers (ids 501–740) with
 * addresses, custom fields, vehicles, store credit, history notes, IP addresses (some banned),
 * tags, orders and returns. Deterministic (seeded, fixed dates); the live collection is
 * `db.customers` (see `createCustomersState`).
 *
 * Customers 501–503 are fixtures the cart and the tests name: Jordan Miller (two vehicles, 71
 * and 72), Priya Raman (one vehicle, 73, and no texting consent) and Luis Ortega (no vehicles).
 */
/*
 * The records as the PHP store writes them (spec 2 §3): numeric ids, 0/1 flags, 2-place amount
 * strings. The widgets read them through `shared/api/shapes/customer.ts`, which the mock routes
 * hold every answer to.
 */
type Flag = 0 | 1;
export type CustomFieldValues = Record<string, string | string[]>;

export interface CustomField {
  custom_field_id: number;
  name: string;
  type: 'select' | 'radio' | 'checkbox' | 'text' | 'textarea' | 'date' | 'time' | 'datetime';
  location: 'account' | 'address';
  values: Array<{ custom_field_value_id: number; name: string }>;
}

export interface Address {
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
  customer_id: number;
  customer_group_id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  newsletter: Flag;
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
  address_id: number;
}

export interface CustomerTag {
  tag_id: number;
  title: string;
}

export interface YmmFacet {
  api_field: string;
  api_value: string;
  label_field: string;
  label_value: string;
}

/** A customer's vehicle (spec 2 §3 "Customer vehicle"). */
export interface CustomerVehicle {
  vehicle_id: number;
  customer_id: number;
  title: string;
  vin: string;
  notes: string;
  ymm_data: YmmFacet[];
  ymm: string;
}

export interface HistoryRecord {
  customer_history_id: number;
  date_added: string;
  comment: string;
  /** A URL, or empty: the store's address of the note's picture (`historyImageUrl`). */
  image: string;
  /** The picture itself, as a data URI, which the mock store serves at `image` (never answered). */
  image_data?: string;
}

/** Where the mock store serves a note's picture: a relative web address, as the store gives one. */
export const historyImageUrl = (id: number) => `/image/customer_history?customer_history_id=${id}`;
import { fromCents, subtract, sum } from '../../shared/money';
import { catalog } from './catalog';
import { LOCATIONS } from './locations';
import { MAKES, MODELS, soldIn, type ModelDef } from './vehicles';
import { mulberry32, type Rng } from './random';
import { tileImage } from './images';
import { PLACES, type Place } from './places';

export const FIRST_CUSTOMER_ID = 501;
export const CUSTOMER_COUNT = 240;

/** The mock store's "today", opening time (9 AM store time): dates are counted back from it (never Date.now). */
const TODAY_UTC = Date.UTC(2026, 10, 21, 9, 0, 0);
/** Store hours after opening in which seeded records fall (9 AM–5 PM, inside 8 AM–6 PM). */
const OPEN_MINUTES = 8 * 60;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD HH:mm:ss`, `days` before the mock store's today, `minutes` after opening (kept within store hours). */
export function daysAgo(days: number, minutes = 0): string {
  const d = new Date(TODAY_UTC - days * DAY_MS + (minutes % OPEN_MINUTES) * 60_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** The mock store's "now" for records added through the API (advances by a minute per write). */
let clock = 0;
export function nowText(): string {
  clock += 1;
  return new Date(TODAY_UTC + clock * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export const CUSTOMER_GROUPS = [
  { customer_group_id: 1, name: 'Default' },
  { customer_group_id: 2, name: 'Wholesale' },
  { customer_group_id: 3, name: 'Fleet' },
];

/** Account custom fields of every type, and one address field (spec 2 §3 "Custom field"). */
export const CUSTOM_FIELDS: CustomField[] = [
  { custom_field_id: 1, name: 'Preferred Contact', type: 'select', location: 'account', values: [{ custom_field_value_id: 1, name: 'Phone' }, { custom_field_value_id: 2, name: 'Email' }, { custom_field_value_id: 3, name: 'Text Message' }] },
  { custom_field_id: 2, name: 'Customer Type', type: 'radio', location: 'account', values: [{ custom_field_value_id: 4, name: 'Retail' }, { custom_field_value_id: 5, name: 'Repair Shop' }, { custom_field_value_id: 6, name: 'Fleet' }] },
  { custom_field_id: 3, name: 'Interests', type: 'checkbox', location: 'account', values: [{ custom_field_value_id: 7, name: 'Performance' }, { custom_field_value_id: 8, name: 'Towing' }, { custom_field_value_id: 9, name: 'Off-Road' }] },
  { custom_field_id: 4, name: 'Shop Account Number', type: 'text', location: 'account', values: [] },
  { custom_field_id: 5, name: 'Delivery Notes', type: 'textarea', location: 'account', values: [] },
  { custom_field_id: 6, name: 'Birthday', type: 'date', location: 'account', values: [] },
  { custom_field_id: 7, name: 'Preferred Pickup Time', type: 'time', location: 'account', values: [] },
  { custom_field_id: 8, name: 'Next Follow-up', type: 'datetime', location: 'account', values: [] },
  { custom_field_id: 9, name: 'Gate Code', type: 'text', location: 'address', values: [] },
];

/** Tags staff have created (admin → customer tags). */
export const TAGS: CustomerTag[] = [
  { tag_id: 1, title: 'VIP' },
  { tag_id: 2, title: 'Fleet Account' },
  { tag_id: 3, title: 'Net 30' },
  { tag_id: 4, title: 'Mechanic' },
  { tag_id: 5, title: 'Do Not Call' },
  { tag_id: 6, title: 'Wholesale' },
  { tag_id: 7, title: 'Racing Team' },
  { tag_id: 8, title: 'Collections' },
];
export const CREATE_TAG_URL = '/admin/index.php?route=customer/customer_tag/add';

/** Order statuses as the store numbers them; a PACE link shows only below 3 (spec 2 §4). */
export const ORDER_STATUSES: Record<number, string> = {
  1: 'Pending',
  2: 'Processing',
  3: 'Shipped',
  5: 'Complete',
  7: 'Canceled',
  16: 'Voided',
  17: 'Incomplete Transaction',
};
export const RETURN_STATUSES = ['Pending', 'Awaiting Products', 'Complete'];

const US = 223;
const CA = 38;
export const COUNTRY_NAMES: Record<number, string> = { [US]: 'United States', [CA]: 'Canada' };
/** zone_id → its country and name, for validating and rendering addresses. */
export const ZONE_INFO: Record<number, { country_id: number; name: string }> = {
  3635: { country_id: US, name: 'Illinois' },
  3636: { country_id: US, name: 'Indiana' },
  3638: { country_id: US, name: 'Iowa' },
  3650: { country_id: US, name: 'Michigan' },
  3655: { country_id: US, name: 'Missouri' },
  3676: { country_id: US, name: 'Wisconsin' },
  610: { country_id: CA, name: 'Ontario' },
};

const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Ashley', 'Donald', 'Emily', 'Steven', 'Kimberly', 'Andrew', 'Donna', 'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda', 'Tyrone', 'Melissa', 'Wei', 'Deborah', 'Jamal', 'Stephanie', 'Ryan', 'Rebecca', 'Gary', 'Aisha', 'Nicholas', 'Laura'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', "O'Brien"];
const STREETS = ['Main St', 'Oak Ave', 'Prospect Ave', 'Green St', 'University Ave', 'Mattis Ave', 'Kirby Ave', 'Windsor Rd', 'Lincoln Ave', 'Maple Dr', 'Church St', 'Elm St', 'Washington St', 'Park Ave', 'Springfield Ave', 'Bradley Ave'];
const COMPANIES = ['Miller Auto Repair', 'Prairie Fleet Services', 'Central Towing', 'Quick Lube Express', 'Heartland Motors', 'Two Rivers Transport'];
const HISTORY_NOTES = [
  'Called about a back-ordered brake rotor; promised an update by Friday.',
  'Prefers pickup at the Urbana store.',
  'Asked for a quote on a full suspension kit.',
  'Brought in a core return for the alternator.',
  'Requested invoices by email only.',
  'Interested in the fleet discount program.',
  'Dropped off a check for the outstanding balance.',
  'Warranty claim opened for a fuel pump.',
];
/** What a credit row says, by its sign: credit given (positive) or taken (negative): a row never reads "applied" while it adds. */
const CREDIT_NOTES = ['Core refund', 'Store credit for returned part', 'Goodwill credit', 'Gift card conversion', 'Price adjustment'];
export const CREDIT_USED_NOTES = ['Credit applied to order', 'Credit used at the counter'];
/** The description a seeded credit row of this amount gets (the k-th of its kind). */
const noteFor = (amount: string, k: number) => (amount.startsWith('-') ? CREDIT_USED_NOTES[k % CREDIT_USED_NOTES.length] : CREDIT_NOTES[k % CREDIT_NOTES.length]);

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const facet = (api_field: string, api_value: string, label_field: string, label_value: string): YmmFacet => ({ api_field, api_value, label_field, label_value });

/** A new customer's defaults: what `GET ?customerId=0` answers for the add form. */
export function blankCustomer(): Customer {
  return {
    customer_id: 0,
    customer_group_id: 1,
    firstname: '',
    lastname: '',
    email: '',
    telephone: '',
    newsletter: 0,
    texting_alerts: 0,
    tax_exempt: 0,
    tax_exempt_number: '',
    default_location_id: 0,
    status: 1,
    safe: 0,
    custom_field: {},
    require_email: 1,
    require_telephone: 1,
    require_address: 0,
    addresses: [],
    address_id: 0,
  };
}

/** A customer's vehicle from a catalogue model and year (and a sub-model when the title names one). */
export function vehicleRecord(vehicle_id: number, customer_id: number, year: number, model: ModelDef, extra: { title?: string; vin?: string; notes?: string; choices?: YmmFacet[] } = {}): CustomerVehicle {
  const make = MAKES.find((m) => m.id === model.makeId)!;
  const ymm = `${year} ${make.name} ${model.name}`;
  const title = extra.title ?? ymm;
  const ymm_data = [facet('Year', String(year), 'Year', String(year)), facet('MakeID', make.id, 'Make', make.name), facet('ModelID', model.id, 'Model', model.name)];
  // The choices staff picked (sub-model, body type, bed length); the seed names its sub-model in the title.
  const sub = model.subModels.find((s) => title === `${ymm} ${s.name}`);
  if (extra.choices) ymm_data.push(...extra.choices);
  else if (sub) ymm_data.push(facet('SubModelID', sub.id, 'Sub Model', sub.name));
  return { vehicle_id, customer_id, title, vin: extra.vin ?? '', notes: extra.notes ?? '', ymm_data, ymm };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = (rng: Rng) => Array.from({ length: 17 }, () => rng.pick([...VIN_CHARS])).join('');

/** An order as the customer's Orders tab knows it. Amounts are 2-place strings. */
export interface OrderRecord {
  order_id: number;
  customer_id: number;
  order_status_id: number;
  total: string;
  paid: string;
  date_added: string;
  date_modified: string;
  editable: boolean;
  pace: boolean;
}

export interface ReturnRecord {
  return_id: number;
  order_id: number;
  product: string;
  model: string;
  return_status: string;
  date_added: string;
  date_modified: string;
}

export interface IpRecord {
  customer_ip_id: number;
  ip: string;
  date_added: string;
}

export interface CreditRecord {
  customer_transaction_id: number;
  date_added: string;
  description: string;
  /** 2-place string; negative when credit was used. */
  amount: string;
}

export interface CustomerRecord {
  /** The record as `GET /api/customer/get?customerId=` answers it (without the password). */
  customer: Customer;
  password: string;
  date_added: string;
  vehicles: CustomerVehicle[];
  credits: CreditRecord[];
  history: HistoryRecord[];
  ips: IpRecord[];
  orders: OrderRecord[];
  returns: ReturnRecord[];
  tags: number[];
}

export interface CustomersState {
  records: CustomerRecord[];
  /** Created tags; empty means "No customer tags have been created yet.". */
  tags: CustomerTag[];
  /** Banned IP addresses (the store bans an IP, not a customer). */
  bannedIps: string[];
  next: { customer: number; address: number; vehicle: number; credit: number; history: number; ip: number };
}

function address(address_id: number, c: { firstname: string; lastname: string }, rng: Rng, company = '', home?: Place): Address {
  // A real town with one of its own ZIP codes (mocks/db/places.ts).
  const drawn = rng.pick(PLACES);
  const place = home ?? drawn;
  const postcode = place.zips[rng.int(1, 99) % place.zips.length];
  return {
    address_id,
    firstname: c.firstname,
    lastname: c.lastname,
    company,
    address_1: `${rng.int(100, 4999)} ${rng.pick(STREETS)}`,
    address_2: rng.chance(0.2) ? `Apt ${rng.int(1, 40)}` : '',
    city: place.city,
    postcode,
    country_id: US,
    zone_id: place.zone_id,
    custom_field: rng.chance(0.15) ? { '9': String(rng.int(1000, 9999)) } : {},
  };
}

function accountFields(rng: Rng): Customer['custom_field'] {
  const out: Customer['custom_field'] = {};
  if (rng.chance(0.6)) out['1'] = String(rng.int(1, 3));
  if (rng.chance(0.5)) out['2'] = String(rng.int(4, 6));
  if (rng.chance(0.4)) out['3'] = [7, 8, 9].filter(() => rng.chance(0.5)).map(String);
  if (rng.chance(0.2)) out['4'] = `SA-${rng.int(10000, 99999)}`;
  if (rng.chance(0.15)) out['5'] = 'Deliver to the side door.';
  if (rng.chance(0.3)) out['6'] = `${rng.int(1950, 2002)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
  if (rng.chance(0.2)) out['7'] = `${pad(rng.int(8, 17), 2)}:${rng.pick(['00', '30'])}`;
  if (rng.chance(0.1)) out['8'] = `2026-12-${pad(rng.int(1, 28), 2)} 10:00`;
  return out;
}

const placeOf = (a: Address) => PLACES.find((p) => p.city === a.city && p.zips.includes(a.postcode));
const placeNamed = (city: string) => PLACES.find((p) => p.city === city)!;

/** The three fixtures the cart and the tests name; each lives where the area code of the phone is. */
const FIXED = [
  { home: placeNamed('Champaign'), firstname: 'Jordan', lastname: 'Miller', email: 'jordan.miller@example.com', telephone: '(217) 555-0134', texting: 1 as const, vehicles: [[71, 2018, '6789', '2018 Ford F-150 XLT'], [72, 2012, '6601', '2012 Honda Civic LX']] as const },
  { home: placeNamed('Bloomington'), firstname: 'Priya', lastname: 'Raman', email: 'priya.raman@example.com', telephone: '(309) 555-0177', texting: 0 as const, vehicles: [[73, 2021, '6505', '2021 Toyota RAV4 XLE']] as const },
  { home: placeNamed('Terre Haute'), firstname: 'Luis', lastname: 'Ortega', email: 'luis.ortega@example.com', telephone: '(812) 555-0102', texting: 1 as const, vehicles: [] as const },
];

/** Store credit of 501–503, the balances the POS orders' seed (mocks/db/orders.ts) starts with. */
const FIXTURE_CREDIT = ['75.00', '20.00', '150.00'];

/** Some IPs are shared by several accounts (a shop's counter, a family). */
const SHARED_IPS = ['98.212.7.201', '73.44.120.18', '24.14.88.3'];
/* Jordan Miller (501) is the first to share 98.212.7.201, as the README says. */
/** Banned from the start. */
const BANNED_IPS = ['98.212.7.201', '185.220.101.44'];

function generate(): CustomersState {
  const rng = mulberry32(20261123);
  const parts = catalog();
  const records: CustomerRecord[] = [];
  let addressId = 1;
  let vehicleId = 74;
  let creditId = 1;
  let historyId = 1;
  let ipId = 1;
  let orderId = 20001;
  let returnId = 301;

  for (let i = 0; i < CUSTOMER_COUNT; i++) {
    const customer_id = FIRST_CUSTOMER_ID + i;
    const fixed = FIXED[i];
    const firstname = fixed?.firstname ?? FIRST_NAMES[(i * 7 + rng.int(0, 6)) % FIRST_NAMES.length];
    const lastname = fixed?.lastname ?? LAST_NAMES[(i * 11 + rng.int(0, 10)) % LAST_NAMES.length];
    const handle = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '');
    const email = fixed?.email ?? (rng.chance(0.92) ? `${handle}${i}@example.com` : '');
    const telephone = fixed?.telephone ?? `(${rng.pick(['217', '309', '812', '765', '314'])}) 555-${pad(rng.int(100, 9999), 4)}`;
    // Days as a customer; the fixtures joined in 2025 (their history and orders run from then to today).
    const since = i < 3 ? 400 - i * 100 : rng.int(2, 2400);
    const taxExempt = i >= 3 && rng.chance(0.1);
    const group = taxExempt ? 3 : rng.chance(0.15) ? 2 : 1;

    const addressCount = i === 2 ? 1 : rng.int(1, 3);
    const company = group !== 1 ? rng.pick(COMPANIES) : '';
    const addresses = Array.from({ length: addressCount }, (_, k) => address(addressId++, { firstname, lastname }, rng, k === 0 ? company : '', k === 0 ? fixed?.home : undefined));

    const customer: Customer = {
      customer_id,
      customer_group_id: group,
      firstname,
      lastname,
      email,
      telephone,
      newsletter: rng.chance(0.4) ? 1 : 0,
      texting_alerts: fixed ? fixed.texting : rng.chance(0.55) ? 1 : 0,
      tax_exempt: taxExempt ? 1 : 0,
      tax_exempt_number: taxExempt ? `EX-${rng.int(100000, 999999)}` : '',
      default_location_id: rng.pick(LOCATIONS).location_id as number,
      status: rng.chance(0.96) ? 1 : 0,
      safe: rng.chance(0.1) ? 1 : 0,
      custom_field: accountFields(rng),
      require_email: email ? 1 : 0,
      require_telephone: 1,
      require_address: 0,
      addresses,
      address_id: addresses[0].address_id,
    };
    // The number's area code is the one of the home address's town.
    customer.telephone = telephone.replace(/^\(\d{3}\)/, `(${placeOf(addresses[0])?.areaCode ?? '217'})`);

    const vehicles: CustomerVehicle[] = fixed
      ? fixed.vehicles.map(([id, year, modelId, title]) => vehicleRecord(id, customer_id, year, MODELS.find((m) => m.id === modelId)!, { title, vin: vin(rng) }))
      : Array.from({ length: rng.chance(0.7) ? rng.int(1, 3) : 0 }, () => {
          const model = rng.pick(MODELS);
          const years = Array.from({ length: 32 }, (_, k) => 1995 + k).filter((y) => soldIn(model, y));
          const year = rng.pick(years);
          return vehicleRecord(vehicleId++, customer_id, year, model, {
            vin: rng.chance(0.6) ? vin(rng) : '',
            notes: rng.chance(0.3) ? rng.pick(['Lifted 2 inches', 'Aftermarket wheels', 'Fleet unit #14', 'Tows a camper']) : '',
          });
        });

    const credit = (k: number, amount: string, description = noteFor(amount, k + i)): CreditRecord => ({
      customer_transaction_id: creditId++,
      date_added: daysAgo(Math.max(1, since - k * 20 - 5), k),
      description,
      amount,
    });
    const credits: CreditRecord[] = [];
    if (i === 0) {
      // Twelve rows (two pages) that end on the balance the POS checkout starts with: $75.00.
      for (let k = 0; k < 11; k++) credits.push(credit(k, fromCents(k % 4 === 3 ? -rng.int(500, 2000) : rng.int(1000, 4000))));
      const rest = subtract(FIXTURE_CREDIT[0], sum(...credits.map((c) => c.amount)));
      credits.push(credit(11, rest, rest.startsWith('-') ? 'Credit applied to order' : 'Goodwill credit'));
    } else if (i < 3) {
      credits.push(credit(0, FIXTURE_CREDIT[i], 'Store credit for returned part'));
    } else {
      for (let k = 0, n = rng.chance(0.4) ? rng.int(1, 4) : 0; k < n; k++) credits.push(credit(k, fromCents(k % 4 === 3 ? -rng.int(500, 2000) : rng.int(1000, 7500))));
    }

    const history: HistoryRecord[] = Array.from({ length: i === 0 ? 3 : rng.chance(0.5) ? rng.int(1, 3) : 0 }, (_, k) => {
      const id = historyId++;
      const pictured = k === 0 && i % 5 === 0;
      return {
        customer_history_id: id,
        // Notes of the last months (staff write them about current business).
        date_added: daysAgo(Math.max(1, Math.min(since, 120) - k * 30 - 3), k),
        comment: HISTORY_NOTES[(k * 3 + i) % HISTORY_NOTES.length],
        image: pictured ? historyImageUrl(id) : '',
        ...(pictured ? { image_data: tileImage('Receipt', '#0b5394', '<path d="M60 40h80v120H60z M80 70h40 M80 95h40 M80 120h25"/>') } : {}),
      };
    });

    const ips: IpRecord[] = Array.from({ length: rng.int(1, 3) }, (_, k) => ({
      customer_ip_id: ipId++,
      ip: k === 0 && i % 9 === 0 ? SHARED_IPS[(i / 9) % SHARED_IPS.length] : k === 1 && i % 37 === 0 ? '185.220.101.44' : `${rng.int(24, 174)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      date_added: daysAgo(Math.max(0, since - k * 45), k),
    }));

    const orderCount = i === 0 ? 14 : i === 2 ? 0 : rng.int(0, 6);
    const orders: OrderRecord[] = Array.from({ length: orderCount }, (_, k) => {
      const status = k === 0 && i === 0 ? 1 : k === 1 && i === 0 ? 17 : rng.pick([1, 2, 3, 5, 5, 5, 5, 7, 16, 17]);
      const total = fromCents(rng.int(1500, 125000));
      const paid = status === 5 || status === 3 ? total : status === 1 || status === 2 ? fromCents(rng.int(0, 1500)) : '0.00';
      // From the account's first months to the last weeks, oldest first (ids grow with dates).
      const added = Math.max(1, Math.round((Math.min(since, orderCount * 30) * (orderCount - k)) / orderCount) - rng.int(0, 20));
      return {
        order_id: orderId++,
        customer_id,
        order_status_id: status,
        total,
        paid,
        date_added: daysAgo(added, k * 7),
        date_modified: daysAgo(Math.max(0, added - rng.int(0, 5)), k * 3),
        editable: status < 5 || status === 17,
        pace: rng.chance(0.5) || (i === 0 && k < 3),
      };
    });

    const returns: ReturnRecord[] = orders
      .filter((o, k) => o.order_status_id === 5 && (i === 0 ? k % 2 === 0 : rng.chance(0.2)))
      .map((o, k) => {
        const part = parts[rng.int(0, parts.length - 1)].product;
        return {
          return_id: returnId++,
          order_id: o.order_id,
          product: part.name,
          model: part.model,
          return_status: RETURN_STATUSES[(k + i) % RETURN_STATUSES.length],
          date_added: o.date_modified,
          date_modified: o.date_modified,
        };
      });

    const tags = i === 0 ? [1, 4] : TAGS.filter(() => rng.chance(0.12)).map((t) => t.tag_id);

    records.push({ customer, password: 'partsfront', date_added: daysAgo(since), vehicles, credits, history, ips, orders, returns, tags });
  }

  return {
    records,
    tags: TAGS.map((t) => ({ ...t })),
    bannedIps: [...BANNED_IPS],
    next: { customer: FIRST_CUSTOMER_ID + CUSTOMER_COUNT, address: addressId, vehicle: vehicleId, credit: creditId, history: historyId, ip: ipId },
  };
}

let seed: CustomersState | null = null;
/** The collection the store holds right now (the one in `db.customers`). */
let live: CustomersState | null = null;

/** A fresh copy of the seed; `createDb()` stores it as `db.customers` and it becomes the live one. */
export function createCustomersState(): CustomersState {
  seed ??= generate();
  clock = 0;
  live = structuredClone(seed);
  return live;
}

/** The live collection, for areas that read customers without the db at hand (the cart). */
export function currentCustomers(): CustomersState {
  return live ?? createCustomersState();
}

export function recordById(state: CustomersState, id: string | number | null | undefined): CustomerRecord | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  return state.records.find((r) => String(r.customer.customer_id) === String(id));
}

export const fullName = (c: Pick<Customer, 'firstname' | 'lastname'>) => `${c.firstname} ${c.lastname}`.trim();

export function addressLine(a: Address | undefined): string {
  if (!a) return '';
  const zone = ZONE_INFO[a.zone_id]?.name ?? '';
  return [a.address_1, a.address_2, a.city, [zone, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export const defaultAddress = (c: Customer): Address | undefined => c.addresses.find((a) => a.address_id === c.address_id) ?? c.addresses[0];

/**
 * Sum of the credit rows, as a 2-place string: THE customer's store credit. The rows are the one
 * ledger: the POS cart, POS checkout and the Credits tab all read this sum, and a store-credit
 * payment or its void at the POS is a row here (`postCredit`), never a second balance.
 */
export const creditBalance = (r: CustomerRecord): string => sum(...r.credits.map((c) => c.amount));

/** The store credit of a customer of the live collection ('0.00' for none or an unknown id). */
export const storeCreditOf = (id: string | number | null | undefined): string => {
  const r = recordById(currentCustomers(), id);
  return r ? creditBalance(r) : '0.00';
};

/**
 * Writes one row on a customer's credit ledger (a negative amount takes credit away). The row takes
 * the collection's next credit id, the counter the Credits tab's own additions use, so two rows
 * never share an id (the tab keys its rows on it). Answers false for an unknown customer.
 */
export function postCredit(state: CustomersState, customerId: string | number, amount: string, description: string, when: string): boolean {
  const record = recordById(state, customerId);
  if (!record) return false;
  const used = 1 + Math.max(0, ...state.records.flatMap((r) => r.credits.map((c) => c.customer_transaction_id)));
  const id = Math.max(used, state.next.credit);
  state.next.credit = id + 1;
  record.credits.push({ customer_transaction_id: id, date_added: when, description, amount: sum(amount) });
  return true;
}

/**
 * Sets a customer's store credit to `amount` with one adjustment row (tests and the preview's
 * fixtures): the ledger stays the only place the balance lives.
 */
export function setStoreCredit(state: CustomersState, customerId: string | number, amount: string, when = '2026-11-21 09:00:00'): void {
  const record = recordById(state, customerId);
  if (!record) throw new Error(`No customer ${customerId}`);
  const change = subtract(amount, creditBalance(record));
  if (sum(change) !== '0.00') postCredit(state, customerId, change, 'Price adjustment', when);
}

/**
 * Adds `count` more customers (deterministic from `seed`) to a collection: for the list benchmark
 * (tests/bench/customers.bench.mjs), which needs a 5,000-customer result.
 */
export function generateCustomers(state: CustomersState, count: number, seed: number): void {
  const rng = mulberry32(seed);
  for (let i = 0; i < count; i++) {
    const customer_id = state.next.customer++;
    const firstname = rng.pick(FIRST_NAMES);
    const lastname = rng.pick(LAST_NAMES);
    const addresses = [address(state.next.address++, { firstname, lastname }, rng)];
    const model = rng.pick(MODELS);
    const years = Array.from({ length: 32 }, (_, k) => 1995 + k).filter((y) => soldIn(model, y));
    const customer: Customer = {
      ...blankCustomer(),
      customer_id,
      firstname,
      lastname,
      email: `${firstname}.${lastname}.${customer_id}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      telephone: `(${placeOf(addresses[0])?.areaCode ?? rng.pick(['217', '309'])}) 555-${pad(rng.int(100, 9999), 4)}`,
      texting_alerts: rng.chance(0.5) ? 1 : 0,
      addresses,
      address_id: addresses[0].address_id,
    };
    const orders: OrderRecord[] = Array.from({ length: rng.int(0, 3) }, (_, k) => {
      const total = fromCents(rng.int(1500, 90000));
      return { order_id: 100000 + customer_id * 4 + k, customer_id, order_status_id: 5, total, paid: rng.chance(0.8) ? total : '0.00', date_added: daysAgo(rng.int(1, 900)), date_modified: daysAgo(rng.int(0, 1)), editable: false, pace: false };
    });
    state.records.push({
      customer,
      password: '',
      date_added: daysAgo(rng.int(1, 2400)),
      vehicles: [vehicleRecord(state.next.vehicle++, customer_id, rng.pick(years), model)],
      credits: [],
      history: [],
      ips: [],
      orders,
      returns: [],
      tags: [],
    });
  }
}
