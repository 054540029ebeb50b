import { liteClient } from 'algoliasearch/lite';
import * as v from 'valibot';
import { text } from '../texts';
import { apiTexts } from './texts';
import { SearchAnswerShape } from './shapes/search';
import { getSettings } from '../config/settings';
import { ApiError } from './errors';
import { searchIndexes, type SearchHit, type SearchOptions, type SearchSection } from './search';

/**
 * The hosted search call (./search's `searchAll`): Algolia's lite client, a requester bound to the
 * search's signal, and the answer read through its shape. Fetched with the first search, in one
 * file with the client; ./search keeps what a page needs before the shopper types.
 */
export { liteClient };

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type Requester = NonNullable<ClientOptions['requester']>;
type EndRequest = Parameters<Requester['send']>[0];

const aborted = () => new ApiError('aborted', 'Request superseded.');

/** An XMLHttpRequest requester (as Algolia's own browser one) that also honours an AbortSignal. */
function xhrRequester(signal?: AbortSignal): Requester {
  return {
    send: (req: EndRequest) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(aborted());
        const xhr = new XMLHttpRequest();
        xhr.open(req.method, req.url, true);
        for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        const onAbort = () => {
          done();
          xhr.abort();
          reject(aborted());
        };
        // One timer for connect + read: a timed-out host makes the client try the next one.
        const timer = setTimeout(() => {
          done();
          xhr.abort();
          resolve({ status: 0, content: 'Timeout', isTimedOut: true });
        }, req.connectTimeout + req.responseTimeout);
        signal?.addEventListener('abort', onAbort, { once: true });
        xhr.onerror = () => {
          done();
          resolve({ status: 0, content: xhr.responseText || 'Network request failed', isTimedOut: false });
        };
        xhr.onload = () => {
          done();
          resolve({ status: xhr.status, content: xhr.responseText, isTimedOut: false });
        };
        xhr.send((req.data ?? null) as XMLHttpRequestBodyInit | null);
      }),
  };
}

export async function searchAll({ query, hitsPerPage, signal }: SearchOptions): Promise<SearchSection[]> {
  const { appId, apiKey } = getSettings().search;
  const indexes = searchIndexes();
  if (!appId || !apiKey || indexes.length === 0) throw new ApiError('http', 'Search is not configured.');
  const client = liteClient(appId, apiKey, {
    requester: xhrRequester(signal),
    timeouts: { connect: 2000, read: 5000, write: 30000 },
  });
  let answer: Awaited<ReturnType<typeof client.searchForHits<SearchHit>>>;
  try {
    answer = await client.searchForHits<SearchHit>({
      requests: indexes.map(([, indexName]) => ({ indexName, query, hitsPerPage, clickAnalytics: true })),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw aborted();
    const status = Number((error as { status?: unknown }).status) || 0;
    throw new ApiError(status ? 'http' : 'network', text(apiTexts, 'searchDown'), status);
  }
  if (signal?.aborted) throw aborted();
  // The answer read through its shape: one that is not Algolia's results (an HTML page, "OK") is
  // malformed, shown as "not available" like any other failure.
  const read = v.safeParse(SearchAnswerShape, answer);
  if (!read.success || read.output.results.length !== indexes.length) throw new ApiError('malformed', text(apiTexts, 'searchDown'), 200, {}, answer);
  return read.output.results.map((result, i) => ({
    key: indexes[i][0],
    indexName: indexes[i][1],
    hits: result.hits.map((hit) => (result.queryID ? { ...hit, __queryID: result.queryID } : hit)) as SearchHit[],
    nbHits: result.nbHits ?? result.hits.length,
    queryID: result.queryID,
  }));
}

