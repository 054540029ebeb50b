import { HttpResponse } from 'msw';

/**
 * The five ways a store answer goes wrong (issue: every surface's main load and main mutation is
 * tested against each). Use with `server.use(http.get(PATH, resolver))`; each case must leave the
 * screen with a visible message, Retry or the form kept, nothing cleared and no success shown.
 */
export const FIVE_FAULTS = {
  'no answer (network)': () => HttpResponse.error(),
  'a 500 with an HTML body': () => new HttpResponse('<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
  'truncated JSON': () => new HttpResponse('{"products": [{"key": "tru', { headers: { 'Content-Type': 'application/json' } }),
  'a wrong shape ("OK" with 200)': () => HttpResponse.json('OK'),
  'an HTML page with 200': () => new HttpResponse('<!doctype html><html><body><form action="/account/login">Log in</form></body></html>', { headers: { 'Content-Type': 'text/html' } }),
} as const;

/** `[name, resolver]` pairs for `it.each`. */
export const faultCases = Object.entries(FIVE_FAULTS) as [string, () => Response][];
