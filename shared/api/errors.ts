import { text } from '../texts/runtime';
import { apiTexts } from './texts';

/**
 * Every failure of a call becomes one `ApiError`, whatever went wrong:
 * - `store`: HTTP 200 with `error` / `error_message` / `errors` (the store said no; show its text);
 * - `http`: a non-2xx status (a broken server answers 5xx with an HTML body);
 * - `network`: no answer at all;
 * - `malformed`: a body that is not the JSON the call expects (truncated, HTML, empty);
 * - `aborted`: superseded by a newer request; callers ignore it.
 */
export type ApiErrorKind = 'store' | 'http' | 'network' | 'malformed' | 'aborted';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    /** Field errors from `errors: {field: text}`. */
    readonly fields: Record<string, string> = {},
    /** The store's whole answer, when there was one. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export const isAborted = (e: unknown): boolean => e instanceof ApiError && e.kind === 'aborted';

/** The text to show a person for a failure: the store's own words, or a generic sentence. */
export function errorText(e: unknown, fallback?: string): string {
  if (e instanceof ApiError && e.kind === 'store' && e.message) return e.message;
  return fallback ?? text(apiTexts, 'failed');
}

/** Reads the store's refusal from an answer, or null when the answer is not a refusal. */
export function storeRefusal(body: unknown): ApiError | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (b.errors && typeof b.errors === 'object') {
    for (const [k, v] of Object.entries(b.errors as Record<string, unknown>)) if (v) fields[k] = String(v);
  }
  const text = [b.error, b.error_message].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  if (text || Object.keys(fields).length) {
    return new ApiError('store', text ?? Object.values(fields).join(' '), 200, fields, body);
  }
  return null;
}
