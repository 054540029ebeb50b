import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { db } from '../db';
import { faults } from '../faults';
import { catalogueProducts, runQuery, type QueryInput } from '../db/search';

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

export const searchHandlers: HttpHandler[] = [
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
