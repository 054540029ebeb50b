import type { liteClient } from 'algoliasearch/lite';
import { getSettings } from '../config/settings';
import { readStored, writeStored } from '../runtime/storage';

/**
 * The hosted search service (Algolia, spec 4 "Hosted search") through its official lite client.
 * App id, search-only key and index names come from `#pf-config` → `search`
 * (`{appId, apiKey, indexes: {products: "…", categories?: "…", brands?: "…"}}`).
 *
 * Cancellation: the v5 requesters take no AbortSignal, so each search gets a small XHR requester
 * bound to the caller's signal (aborting it aborts the XHR and rejects with `ApiError('aborted')`).
 * A client is cheap to create; it is made per search so the signal belongs to that search only.
 *
 * The client itself and the search call (./searchCalls: its requester and the answer's reading)
 * are fetched with the first search (or by `loadSearchClient` on idle): a page with a search bar
 * or a listing does not download them before the shopper types.
 */

/** Algolia's lite client, fetched once (with the search call itself, ./searchCalls). */
export const loadSearchClient = (): Promise<typeof liteClient> => import('./searchCalls').then((m) => m.liteClient);

/** A hit as the store's index holds it: `{objectID, slug, name, image, __queryID, …}` plus own data. */
/** A hit as read through `SearchHitShape` (named fields read, the store's own data passed along). */
export interface SearchHit {
  objectID: string;
  slug: string;
  name: string;
  /** Through `url`: http, https or relative, else ''. */
  image: string;
  /** B7 extension: the index's own link, else ''. */
  url: string;
  __queryID?: string;
  [field: string]: unknown;
}

export interface SearchSection {
  /** The settings key of the index (`products`, `categories`, …). */
  key: string;
  indexName: string;
  hits: SearchHit[];
  /** Total matches in that index. */
  nbHits: number;
  /** Set when click analytics is on (it is, for every query sent from here). */
  queryID?: string;
}

/** True when `#pf-config` names an app, a key and a products index. */
export function searchConfigured(): boolean {
  const { appId, apiKey, indexes } = getSettings().search;
  return Boolean(appId && apiKey && indexes.products);
}

/** The configured indexes as `[key, indexName]`, products first, empty names left out. */
export function searchIndexes(): Array<[string, string]> {
  const entries = Object.entries(getSettings().search.indexes).filter(([, name]) => typeof name === 'string' && name);
  return entries.sort(([a], [b]) => Number(b === 'products') - Number(a === 'products'));
}

export interface SearchOptions {
  query: string;
  /** Sent as Algolia's `hitsPerPage` for every index. */
  hitsPerPage: number;
  signal?: AbortSignal;
}

/** One multi-index query (POST /1/indexes/*\/queries) over every configured index. */
/** The query keys of this module's reads: the POS cart's product-name suggestions, by term and hits per section. */
export const searchKeys = {
  posNames: (term: string, hits: number) => ['pos-name-search', term, hits] as const,
};

export async function searchAll(options: SearchOptions): Promise<SearchSection[]> {
  return (await import('./searchCalls')).searchAll(options);
}

// ---- search analytics (Algolia Insights) ------------------------------------------------------

/**
 * Click and conversion events after a search (spec 1 §7: the hosted search is used for product
 * listing analytics). Algolia's Insights API: `POST https://insights.algolia.io/1/events` with
 * `{"events": [{eventType, eventName, index, userToken, queryID, objectIDs, positions?}]}`, the
 * app id and search-only key as query parameters (as Algolia's own browser client sends them,
 * so no preflight). Sent with `keepalive`, so a click that leaves the page still arrives.
 * Failures are only logged (spec 1 §8 "Other request failures are only logged").
 */
export const INSIGHTS_URL = 'https://insights.algolia.io/1/events';

export interface SearchEvent {
  eventType: 'click' | 'conversion';
  eventName: string;
  index: string;
  userToken: string;
  queryID: string;
  objectIDs: string[];
  /** Clicks after a search: the 1-based positions of the objects (spec 1 §9: across pages). */
  positions?: number[];
  timestamp?: number;
}

const USER_TOKEN_KEY = 'search-user-token';

/** The shopper's anonymous analytics token, kept in local storage (`anonymous-…`, as Algolia's own). */
export function searchUserToken(): string {
  const stored = readStored<string>(USER_TOKEN_KEY, '');
  if (/^[\w=+/-]{1,129}$/.test(stored)) return stored;
  const token = `anonymous-${globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${performance.now().toString(36).replace('.', '')}`}`;
  writeStored(USER_TOKEN_KEY, token);
  return token;
}

/** Sends events to Insights; resolves true when they were accepted. Never throws. */
export async function sendSearchEvents(events: Array<Omit<SearchEvent, 'userToken' | 'index'> & { index?: string }>): Promise<boolean> {
  const { appId, apiKey, indexes } = getSettings().search;
  const index = indexes.products;
  if (!appId || !apiKey || !index || events.length === 0) return false;
  const userToken = searchUserToken();
  const url = `${INSIGHTS_URL}?${new URLSearchParams({ 'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': apiKey })}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ events: events.map((e) => ({ index, ...e, userToken })) }),
    });
    if (!response.ok) console.warn('[partsfront] search analytics refused', response.status);
    return response.ok;
  } catch (error) {
    console.warn('[partsfront] search analytics failed', error);
    return false;
  }
}

/** A product of the search results was opened (clickedObjectIDsAfterSearch). */
export const sendSearchClick = (queryID: string, objectID: string, position: number) =>
  sendSearchEvents([{ eventType: 'click', eventName: 'Product Clicked', queryID, objectIDs: [objectID], positions: [position] }]);

/** A product of the search results was added to the cart (convertedObjectIDsAfterSearch). */
export const sendSearchConversion = (queryID: string, objectID: string) =>
  sendSearchEvents([{ eventType: 'conversion', eventName: 'Product Added to Cart', queryID, objectIDs: [objectID] }]);
