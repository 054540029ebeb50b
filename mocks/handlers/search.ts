import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { db } from '../db';
import { faults } from '../faults';
import { catalogueProducts, runQuery, MOCK_SEARCH, type InsightsEvent, type QueryInput } from '../db/search';

/**
 * The hosted search service (Algolia) as the lite client v5 calls it:
 * `POST https://{appId}-dsn.algolia.net/1/indexes/*\/queries` (or a fallback host
 * `{appId}-N.algolianet.com`), body `{"requests": [{indexName, query, hitsPerPage, page?,
 * clickAnalytics?, params?}]}` sent as text/plain, credentials in the query string (browser) or
 * headers (Node). Answers `{"results": [...]}` in request order, with `queryID` when
 * clickAnalytics is on. The fault switch applies under the name `algolia/queries`.
 */
export const SEARCH_FAULT_NAME = 'algolia/queries';

const ALGOLIA_QUERIES = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\/1\/indexes\/\*\/queries/;

const algoliaError = (status: number, message: string) => HttpResponse.json({ message, status }, { status });

interface RawQuery {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  clickAnalytics?: boolean;
  params?: string;
}

function toInput(raw: RawQuery): QueryInput {
  // Older clients send everything in a `params` query string; v5 sends fields. Accept both.
  const params = new URLSearchParams(raw.params ?? '');
  const num = (v: unknown, fallback: number) => (Number.isFinite(Number(v)) && v !== null && v !== '' ? Number(v) : fallback);
  return {
    indexName: raw.indexName ?? '',
    query: raw.query ?? params.get('query') ?? '',
    hitsPerPage: num(raw.hitsPerPage ?? params.get('hitsPerPage'), 20),
    page: num(raw.page ?? params.get('page'), 0),
    clickAnalytics: Boolean(raw.clickAnalytics ?? params.get('clickAnalytics') === 'true'),
  };
}

const INSIGHTS = 'https://insights.algolia.io/1/events';
/** The Insights fault switch name. */
export const INSIGHTS_FAULT_NAME = 'algolia/events';

/**
 * Checks one event as Algolia's Insights API does: a known type, a name of 1–64 characters, an
 * index, a user token, 1–20 objectIDs, a 32-hex queryID when given, and for a click after a
 * search one position (≥ 1) per objectID. Answers the problem, or null.
 */
function insightsProblem(e: Partial<InsightsEvent>): string | null {
  if (!e || typeof e !== 'object') return 'event must be an object';
  if (!['click', 'conversion', 'view'].includes(e.eventType as string)) return 'eventType must be click, conversion or view';
  if (typeof e.eventName !== 'string' || e.eventName.length < 1 || e.eventName.length > 64) return 'eventName must be 1 to 64 characters';
  if (typeof e.index !== 'string' || !e.index) return 'index is required';
  if (!(Object.values(MOCK_SEARCH.indexes) as string[]).includes(e.index)) return `Index ${e.index} does not exist`;
  if (typeof e.userToken !== 'string' || !/^[\w=+/-]{1,129}$/.test(e.userToken)) return 'userToken is invalid';
  if (!Array.isArray(e.objectIDs) || e.objectIDs.length < 1 || e.objectIDs.length > 20 || !e.objectIDs.every((id) => typeof id === 'string' && id)) return 'objectIDs must hold 1 to 20 ids';
  if (e.queryID !== undefined && !/^[0-9a-f]{32}$/.test(e.queryID)) return 'queryID must be 32 hexadecimal characters';
  if (e.eventType === 'click' && e.queryID !== undefined) {
    if (!Array.isArray(e.positions) || e.positions.length !== e.objectIDs.length || !e.positions.every((p) => Number.isInteger(p) && p >= 1)) {
      return 'positions must give one position (from 1) per objectID for a click after a search';
    }
  }
  return null;
}

export const searchHandlers: HttpHandler[] = [
  http.post(INSIGHTS, async ({ request }) => {
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    const failing = faults.failing[INSIGHTS_FAULT_NAME];
    if (failing === 'network') return HttpResponse.error();
    if (failing) return algoliaError(500, 'Internal error');
    const url = new URL(request.url);
    const appId = request.headers.get('x-algolia-application-id') ?? url.searchParams.get('X-Algolia-Application-Id');
    const apiKey = request.headers.get('x-algolia-api-key') ?? url.searchParams.get('X-Algolia-API-Key');
    if (appId !== MOCK_SEARCH.appId || apiKey !== MOCK_SEARCH.apiKey) return algoliaError(403, 'Invalid Application-ID or API key');
    let body: { events?: Array<Partial<InsightsEvent>> };
    try {
      body = JSON.parse(await request.text()) as typeof body;
    } catch {
      return algoliaError(400, 'Invalid JSON');
    }
    if (!Array.isArray(body.events) || body.events.length === 0 || body.events.length > 1000) return algoliaError(422, 'events must hold 1 to 1000 events');
    for (const e of body.events) {
      const problem = insightsProblem(e);
      if (problem) return algoliaError(422, problem);
    }
    db.search.events.push(...(body.events as InsightsEvent[]));
    return HttpResponse.json({ status: 200, message: 'OK' });
  }),
  http.post(ALGOLIA_QUERIES, async ({ request }) => {
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    const failing = faults.failing[SEARCH_FAULT_NAME];
    if (failing === 'network') return HttpResponse.error();
    if (failing === 'http500' || failing === 'malformed') return algoliaError(500, 'Internal error');

    const url = new URL(request.url);
    const appId = request.headers.get('x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id');
    const apiKey = request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key');
    if (!appId || !apiKey) return algoliaError(403, 'Invalid Application-ID or API key');

    let body: { requests?: RawQuery[] };
    try {
      body = JSON.parse(await request.text()) as { requests?: RawQuery[] };
    } catch {
      return algoliaError(400, 'Invalid JSON');
    }
    if (!Array.isArray(body.requests)) return algoliaError(400, 'Missing requests');

    const state = db.search;
    const products = catalogueProducts();
    const results = [];
    for (const raw of body.requests) {
      const result = runQuery(state, products, toInput(raw));
      if (!result) return algoliaError(404, `Index ${raw.indexName ?? ''} does not exist`);
      results.push(result);
    }
    return HttpResponse.json({ results });
  }),
];
