import { getSettings } from '../../config/settings';
import type { CART } from './cart';
import type { FORMS } from './forms';
import type { LISTS } from './lists';
import type { LOCATIONS } from './locations';
import type { PAGES } from './pages';
import type { PRODUCT } from './product';
import type { TABLE } from './table';
import type { YMM } from './ymm';
import type { ADMIN } from './admin';
import type { APPOINTMENTS } from './appointments';
import type { CUSTOMERS } from './customers';
import type { KIOSK } from './kiosk';
import type { ORDERS } from './orders';
import type { PAYMENT } from './payment';
import type { POS_CART } from './pos-cart';
import type { POS_PAGES } from './pos-pages';
import type { TENDERS } from './tenders';

/**
 * The endpoint tables' core: names → paths, with `#pf-config` → `endpoints` overrides by name.
 *
 * There is one table a domain (`./cart.ts`, `./pos-cart.ts`, …), not one table for all: a page
 * downloads only the tables of the calls its widgets make, so no staff route (a void, a payment
 * link, the customer records) ships to a shopper's page. A table registers itself here when it is
 * imported; each `shared/api/AREA.ts` imports the table(s) of its calls. This file imports no
 * table's values (only their types, for `EndpointName`), so it never pulls a table into a chunk.
 *
 * Paths are as the spec writes them, relative to the store base URL; both `/route/path` and
 * `/index.php?route=route/path` forms reach the same PHP endpoint.
 */
type Table = Readonly<Record<string, string>>;

/** Every endpoint's name, over all the tables (type-only: no table is imported for it). */
export type EndpointName = keyof (typeof CART &
  typeof FORMS &
  typeof LISTS &
  typeof LOCATIONS &
  typeof PAGES &
  typeof PRODUCT &
  typeof TABLE &
  typeof YMM &
  typeof ADMIN &
  typeof APPOINTMENTS &
  typeof CUSTOMERS &
  typeof KIOSK &
  typeof ORDERS &
  typeof PAYMENT &
  typeof POS_CART &
  typeof POS_PAGES &
  typeof TENDERS);

const paths = new Map<string, string>();
const owners = new Map<string, Table>();
const changing = new Set<string>();

/**
 * GETs of the store that CHANGE data (spec 2 §7, spec 3 §7 write them as GET): never retried by
 * the client, since a lost answer does not mean the store did nothing. A Retry the person presses
 * sends the call again with the same `request_id` where the call has one. Each table lists its own
 * (the second argument of `registerTable`), so the staff names stay with the staff tables.
 */
export const CHANGES_DATA: ReadonlySet<string> = changing;

/** A path template for navigation: `pageUrl(name, query)` limited to one table's names. */
export type PageUrl<Name extends string> = (name: Name, query?: Record<string, string | number | undefined>) => string;

/**
 * Adds a table's entries (once per table module; a name two tables claim is a mistake) and its
 * GETs that change data. Returns `pageUrl` typed to this table's names, so a caller that imports
 * it from the table is sure the table is registered.
 */
export function registerTable<T extends Table>(table: T, changesData: ReadonlyArray<keyof T & string> = []): PageUrl<keyof T & string> {
  for (const [name, path] of Object.entries(table)) {
    const owner = owners.get(name);
    if (owner && owner !== table) throw new Error(`Partsfront: the endpoint "${name}" is in two tables (shared/api/endpoints/).`);
    owners.set(name, table);
    paths.set(name, path);
  }
  for (const name of changesData) changing.add(name);
  // Every table's names are endpoint names (EndpointName is their union).
  return pageUrl as PageUrl<string>;
}

/** The path for an endpoint, after `#pf-config` overrides, with `{name}` placeholders filled. */
export function endpoint(name: EndpointName, params: Record<string, string> = {}): string {
  const path = paths.get(name);
  if (path === undefined) {
    // A call whose table no module imported: the same mistake on every store, so it is loud.
    throw new Error(`Partsfront: the endpoint "${name}" is not registered: import its table (shared/api/endpoints/) in the shared/api module that calls it.`);
  }
  return (getSettings().endpoints[name] ?? path).replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** An absolute-from-root URL for navigation (`location.assign`), honouring the store base URL. */
export function pageUrl(name: EndpointName, query: Record<string, string | number | undefined> = {}): string {
  const base = getSettings().baseUrl;
  const path = endpoint(name);
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`), window.location.origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return base.startsWith('http') ? url.toString() : url.pathname + url.search;
}

/**
 * `pageUrl(name, { [key]: id })` for many ids (a list's row links): the address is built once and
 * an id of digits appended to it, exactly as `pageUrl` writes it; any other id goes through `pageUrl`.
 * Read the settings when called: make a new one when the settings change. The name's table must be
 * registered (import `pageUrl` from it).
 */
export function pageUrlById(name: EndpointName, key: string): (id: string | number) => string {
  const template = pageUrl(name, { [key]: '0' });
  const prefix = template.endsWith(`${key}=0`) ? template.slice(0, -1) : null;
  return (id) => {
    const text = String(id);
    return prefix !== null && /^\d+$/.test(text) ? prefix + text : pageUrl(name, { [key]: text });
  };
}
