import { HttpResponse } from 'msw';
import { serverError, truncatedJson } from '../../mocks/router';

/**
 * The five ways a store answer goes wrong (issue: every surface's main load and main mutation is
 * tested against each). Use with `server.use(http.get(PATH, resolver))`; each case must leave the
 * screen with a visible message, Retry or the form kept, nothing cleared and no success shown.
 */
export const FIVE_FAULTS = {
  'no answer (network)': () => HttpResponse.error(),
  'a 500 with an HTML body': serverError,
  'truncated JSON': truncatedJson,
  'a wrong shape ("OK" with 200)': () => HttpResponse.json('OK'),
  'an HTML page with 200': () => new HttpResponse('<!doctype html><html><body><form action="/account/login">Log in</form></body></html>', { headers: { 'Content-Type': 'text/html' } }),
} as const;

/** `[name, resolver]` pairs for `it.each`. */
export const faultCases = Object.entries(FIVE_FAULTS) as [string, () => Response][];
