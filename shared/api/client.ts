import axios, { type AxiosResponse } from 'axios';
import { getSettings } from '../config/settings';
import { ApiError, storeRefusal } from './errors';
import { toForm, type FormValue } from './form';
import { CHANGES_DATA, endpoint, type EndpointName } from './endpoints/core';
import { decodeBody, parseJson } from './body';
import { parseAnswer, parseInChunks, type FirstRows } from './parse';
import type { Parsed, Shape } from './shape';

/**
 * THE HTTP client: one axios instance. Every call in Partsfront goes through `request` below, so
 * that base URL, JSON strictness, error normalisation, GET retries and cancellation behave the same
 * everywhere. axios only carries bytes here: it gets the full address (built below, as the store
 * has always received it), never parses (the answer arrives as bytes, read in the store's charset
 * and parsed strictly here) and never judges a status (every status is read here, so an error
 * page's refusal is read the same way as a 200's).
 */
const http = axios.create({
  // XMLHttpRequest, as the browser always sent the store's calls: same-origin credentials and no
  // header of axios's own (its fetch adapter would add `User-Agent: axios/…`).
  adapter: 'xhr',
  headers: { common: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } },
  // Bytes in, bytes out: no JSON guessing on the way out or in.
  transformRequest: [(data: unknown) => data],
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
  // The store has never received an X-XSRF-TOKEN header; a cookie of that name must not add one.
  withXSRFToken: false,
});

/**
 * The client keeps no state of its own: the base URL is read from the settings on every call
 * (`getSettings()` caches them; `resetSettings()` forgets them). Kept so tests and the preview
 * can go on calling it after switching settings.
 */
export function resetHttp(): void {}

/** GETs are retried on network errors and 5xx; nothing that changes data is ever sent twice. */
export const retryPolicy = { retries: 2, delayMs: 300 };

/**
 * GETs of the store that CHANGE data are never retried: each endpoint table lists its own
 * (`CHANGES_DATA`, shared/api/endpoints/core.ts), so staff names stay out of shopper pages.
 */
export { CHANGES_DATA };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Who hears whether the store answers at all (the POS register's connection watch,
 * shared/offline): `answered` after any HTTP answer (whatever its status), `unreachable` after a
 * call that got no answer. Nothing listens on a shopper's page.
 */
export interface TransportListener {
  answered(): void;
  unreachable(): void;
}
const transportListeners = new Set<TransportListener>();
export function onTransport(listener: TransportListener): () => void {
  transportListeners.add(listener);
  return () => void transportListeners.delete(listener);
}
const tell = (what: keyof TransportListener) => transportListeners.forEach((l) => l[what]());

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Query parameters (GET) — arrays and objects are not expected here. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Form-encoded body for POST/PUT, with nested fields (`option[12]`). */
  form?: Record<string, FormValue>;
  /** Placeholder values for the endpoint path, e.g. `{ code: 'coupon' }`. */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * When false, a `{error: …}` answer is returned instead of thrown (cart answers carry both); a
   * bare refusal that is not the answer's shape (`{"error": "…"}` alone) is still thrown, with its text.
   */
  rejectStoreErrors?: boolean;
  /** The spec shows no answer for the call: an empty body is read as `null`, not as a failure. */
  maybeEmpty?: boolean;
  /**
   * This GET changes data although its endpoint only reads otherwise (validateFitment with `add`
   * saves a facet): never retried, like the endpoints of `CHANGES_DATA`.
   */
  changesData?: boolean;
  /** `blob` for images; default JSON. */
  expect?: 'json' | 'blob';
  /** A multipart body (a file upload), sent as it is: the browser writes the boundary. */
  multipart?: FormData;
  /** An address from the store's settings instead of the endpoint's path (the locator's data source). */
  url?: string;
  /**
   * The answer's schema (`shared/api/shapes/…`): the answer is parsed against it, and one that does
   * not fit is a `malformed` failure like any other. Required for JSON answers.
   */
  shape?: Shape;
  /**
   * A long list answer (`pagedList`): its first rows are read and shown through `show` first, the
   * rest read a chunk at a time with the page rendering in between (`parseInChunks`). The call
   * still resolves with the whole answer, or fails as `malformed` for a malformed row anywhere.
   */
  firstRows?: FirstRows<unknown>;
}

/** Options of a JSON call: its answer's schema is required. */
export type JsonCall<S extends Shape> = Omit<CallOptions, 'expect' | 'shape' | 'firstRows'> & { shape: S; expect?: 'json'; firstRows?: FirstRows<Parsed<S>> };

/** A query value as the store has always received it: `:`, `$`, `,` kept, spaces as `+`. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * The full address of a call. A path that is not absolute (`scheme://` or `//`) is APPENDED to the
 * base URL, so a store living under `/shop` keeps its folder (`/shop` + `/index.php?route=…`); the
 * query follows (`?` or `&`), without undefined or null values. The page's address resolves the rest
 * (an empty base URL means the page's own origin).
 */
function address(path: string, query: CallOptions['query']): string {
  const base = getSettings().baseUrl;
  let url = base && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path) ? (path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base) : path;
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key.trim())}=${encode(String(value))}`);
  if (pairs.length) url = url.split('#')[0] + (url.includes('?') ? '&' : '?') + pairs.join('&');
  return typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;
}

/** Rows a page holds past which its answer may be long (the tables virtualize past 100 rows). */
const LONG_PAGE_ROWS = 100;

/**
 * The long-list reader's page side (./offThread, with its worker's address): fetched as the first
 * call that asks for first rows starts (the staff's order and customer lists), never by a
 * storefront page. The worker only spares the page the reading of a long answer (over 256 KB,
 * asked for as a page of more than 100 rows, which also starts the worker as the call goes out):
 * an answer that arrives before the reader is read on the page as before, so no answer waits
 * for it, and a failed fetch is tried again by the next such call.
 */
let reader: typeof import('./offThread') | null = null;
let readerLoading: Promise<typeof import('./offThread') | null> | null = null;
const listReader = () =>
  (readerLoading ??= import('./offThread').then(
    (m) => (reader = m),
    () => (readerLoading = null),
  ));

/** The body as text (see `decodeBody`). */
const readText = (response: AxiosResponse<ArrayBuffer>) => decodeBody(response.data, String(response.headers['content-type'] ?? ''));

function normalise(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted || axios.isCancel(error) || (error as Error)?.name === 'AbortError') return new ApiError('aborted', 'Request superseded.');
  return new ApiError('network', 'The store could not be reached.');
}

/**
 * Calls a named endpoint and returns its answer read through `options.shape`, or throws one
 * `ApiError`: a refusal (`store`), a failed server (`http`), no answer (`network`), or an answer
 * that is not the shape the store documents (`malformed`).
 */
export function request<S extends Shape>(name: EndpointName, options: JsonCall<S>): Promise<Parsed<S>>;
export function request(name: EndpointName, options: Omit<CallOptions, 'shape'> & { expect: 'blob' }): Promise<Blob>;
export async function request(name: EndpointName, options: CallOptions): Promise<unknown> {
  const method = options.method ?? (options.form || options.multipart ? 'POST' : 'GET');
  const headers: Record<string, string> = {};
  let data: string | FormData | undefined;
  if (options.multipart) {
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    data = options.multipart;
  } else if (options.form) {
    data = toForm(options.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
  }
  const blob = options.expect === 'blob';
  const attempts = method === 'GET' && !CHANGES_DATA.has(name) && !options.changesData ? retryPolicy.retries + 1 : 1;
  // Outside the retries: an endpoint whose table no module imported is a mistake, not a failure of the store.
  const path = options.url || endpoint(name, options.params);
  // A long page is asked for: its reader starts while the store works on the answer.
  if (options.firstRows) {
    const long = Number(options.query?.limit) > LONG_PAGE_ROWS;
    void listReader().then((m) => long && m?.warmListReader());
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const url = address(path, options.query);
      const response = await http.request({
        url,
        method,
        headers,
        data: method === 'GET' ? undefined : data,
        signal: options.signal,
        // Every answer arrives as bytes; an image becomes a Blob of its Content-Type below.
        responseType: 'arraybuffer',
      });
      tell('answered');
      if (response.status < 200 || response.status >= 300) {
        let refused: unknown;
        try {
          // An image's failure is not read for a refusal.
          refused = parseJson(blob ? undefined : readText(response));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
        throw storeRefusal(refused) ?? new ApiError('http', `The store answered ${response.status}.`, response.status, {}, refused);
      }
      if (blob) return new Blob([response.data], { type: String(response.headers['content-type'] ?? '') });
      // A long list's bytes are read in the list reader's worker (offThread.ts), off the page.
      const off = options.firstRows && reader ? reader.readLongListOffThread(name, response.data, String(response.headers['content-type'] ?? ''), options.firstRows, options.signal) : null;
      const read = off ? await off : { fallback: true as const };
      if ('value' in read) return read.value;
      let answer: unknown;
      if ('answer' in read) answer = read.answer;
      else {
        const body = readText(response);
        answer = options.maybeEmpty && body.trim() === '' ? null : parseJson(body);
      }
      const refusal = storeRefusal(answer);
      if (refusal && options.rejectStoreErrors !== false) throw refusal;
      try {
        return options.firstRows ? await parseInChunks(name, options.shape, answer, options.firstRows, options.signal) : parseAnswer(name, options.shape, answer);
      } catch (error) {
        // A refusal with nothing else (`{"error": "…"}` to a cart edit) says no in the store's words.
        throw refusal && error instanceof ApiError && error.kind === 'malformed' ? refusal : error;
      }
    } catch (error) {
      const failure = normalise(error, options.signal);
      if (failure.kind === 'network') tell('unreachable');
      const transient = failure.kind === 'network' || (failure.kind === 'http' && failure.status >= 500);
      if (!transient || attempt >= attempts || options.signal?.aborted) throw failure;
      await sleep(retryPolicy.delayMs * attempt);
    }
  }
}

/**
 * For calls where only the newest answer matters (typing, quick edits): each `next()` aborts the
 * request started by the previous one and hands out a fresh signal.
 */
export function supersedable() {
  let controller: AbortController | null = null;
  return {
    next(): AbortSignal {
      controller?.abort();
      controller = new AbortController();
      return controller.signal;
    },
    abort(): void {
      controller?.abort();
      controller = null;
    },
  };
}
