import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { getSettings } from '../config/settings';
import { ApiError, storeRefusal } from './errors';
import { toForm, type FormValue } from './form';
import { endpoint, type EndpointName } from './endpoints';

/**
 * THE axios instance. Every call in Partsfront goes through `request` below, so that base URL,
 * JSON strictness, error normalisation, GET retries and cancellation behave the same everywhere.
 */
let instance: AxiosInstance | null = null;

export function http(): AxiosInstance {
  if (instance) return instance;
  instance = axios.create({
    baseURL: getSettings().baseUrl || undefined,
    // We parse ourselves: axios would hand a truncated JSON body back as a string.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  return instance;
}

/** Forgets the instance so the next call sees new settings (tests and the preview's switches). */
export function resetHttp(): void {
  instance = null;
}

/** GETs are retried on network errors and 5xx; nothing that changes data is ever sent twice. */
export const retryPolicy = { retries: 2, delayMs: 300 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Query parameters (GET) — arrays and objects are not expected here. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Form-encoded body for POST/PUT, with nested fields (`option[12]`). */
  form?: Record<string, FormValue>;
  /** Placeholder values for the endpoint path, e.g. `{ code: 'coupon' }`. */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /** When false, a `{error: …}` answer is returned instead of thrown (cart answers carry both). */
  rejectStoreErrors?: boolean;
  /** `blob` for images; default JSON. */
  expect?: 'json' | 'blob';
  /** A multipart body (a file upload), sent as it is: the browser writes the boundary. */
  multipart?: FormData;
  /** An address from the store's settings instead of the endpoint's path (the locator's data source). */
  url?: string;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') throw new ApiError('malformed', 'The store sent an empty answer.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('malformed', 'The store sent an answer that could not be read.');
  }
}

function normalise(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error) || (error as Error)?.name === 'CanceledError' || (error as Error)?.name === 'AbortError') {
    return new ApiError('aborted', 'Request superseded.');
  }
  if (error instanceof AxiosError && error.response) {
    let body: unknown;
    try {
      body = parseJson(error.response.data);
    } catch {
      body = undefined;
    }
    return storeRefusal(body) ?? new ApiError('http', `The store answered ${error.response.status}.`, error.response.status, {}, body);
  }
  return new ApiError('network', 'The store could not be reached.');
}

/** Calls a named endpoint and returns its parsed JSON answer, or throws one `ApiError`. */
export async function request<T>(name: EndpointName, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? (options.form || options.multipart ? 'POST' : 'GET');
  const config: AxiosRequestConfig = {
    url: options.url || endpoint(name, options.params),
    method,
    params: options.query,
    signal: options.signal,
    responseType: options.expect === 'blob' ? 'blob' : 'text',
  };
  if (options.form) {
    config.data = toForm(options.form).toString();
    config.headers = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };
  }
  if (options.multipart) config.data = options.multipart;
  const attempts = method === 'GET' ? retryPolicy.retries + 1 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await http().request(config);
      if (options.expect === 'blob') return response.data as T;
      const body = parseJson(response.data);
      const refusal = options.rejectStoreErrors === false ? null : storeRefusal(body);
      if (refusal) throw refusal;
      return body as T;
    } catch (error) {
      const failure = normalise(error);
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
