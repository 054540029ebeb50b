import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { faults } from './faults';
import { dbGeneration } from './db';
import { strictProblems } from '../shared/api/strict';
import type { Shape } from '../shared/api/shape';

/**
 * The mock store answers like the PHP store: each route is written once as `area/path` and is
 * reachable both as `/area/path` and as `/index.php?route=area/path`, with any origin (the
 * preview, jsdom, or the browser tests' store origin).
 */
export type Method = 'GET' | 'POST' | 'PUT';

export interface MockRequest {
  method: string;
  url: URL;
  query: URLSearchParams;
  /** Form-encoded body fields, keys as sent (`option[12]`, `products[0][cart_key]`). */
  form: URLSearchParams;
  request: Request;
}

export interface Route {
  method: Method | Method[];
  /** Without leading slash: `ymm/json/years`. */
  path: string;
  handle(req: MockRequest): Response | Promise<Response>;
  /**
   * The schema of the route's answer, from `shared/api/shapes` (the same the widgets read it with),
   * or a function choosing it by request (one path, two answers), or `null` for a non-JSON answer
   * (an image). The router holds every answer to it strictly: see `shapeCheck`.
   */
  shape: Shape | null | ((req: MockRequest) => Shape | null);
}

/**
 * How the mock store holds its own answers to the store's shapes. `record` (tests): every answer
 * that is not exactly its documented shape (a missing field, a wrong type, or a key the shapes docs
 * do not name) is recorded, and the test fails (tests/setup/unit.ts). `warn` (the preview): it is
 * written to the console. A refusal (`{"error": …}` alone) is the store's refusal shape.
 */
export const shapeCheck: { mode: 'off' | 'record' | 'warn'; violations: string[] } = { mode: 'off', violations: [] };

const REFUSAL_KEYS = new Set(['error', 'error_message', 'errors']);

async function holdToShape(route: Route, req: MockRequest, response: Response): Promise<void> {
  if (shapeCheck.mode === 'off' || route.shape === undefined) return;
  const shape = typeof route.shape === 'function' ? route.shape(req) : route.shape;
  if (!shape || !response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return;
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length && Object.keys(body).every((k) => REFUSAL_KEYS.has(k))) return;
  const problems = strictProblems(shape, body);
  if (!problems.length) return;
  const text = `${req.method} ${route.path} answered outside the store's shapes:\n  ${problems.slice(0, 8).join('\n  ')}`;
  if (shapeCheck.mode === 'record') shapeCheck.violations.push(text);
  else console.error(`Mock store: ${text}`);
}

/** JSON answer, as the PHP store sends it (HTTP 200 even for refusals). */
export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

/** The store's refusal: `{"error": text}`. */
export const refuse = (text: string) => json({ error: text });

/** A broken server's answer: 500 with an HTML body (spec 4 conventions). */
export const serverError = () =>
  new HttpResponse('<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } });

/** A JSON body cut off mid-way. */
export const truncatedJson = () => new HttpResponse('{"products": [{"key": "tru', { headers: { 'Content-Type': 'application/json' } });

async function toMockRequest(request: Request): Promise<MockRequest> {
  const url = new URL(request.url);
  let form = new URLSearchParams();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.clone().text();
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      try {
        for (const [k, v] of Object.entries(JSON.parse(text) as Record<string, unknown>)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      } catch {
        form = new URLSearchParams();
      }
    } else form = new URLSearchParams(text);
  }
  return { method: request.method, url, query: url.searchParams, form, request };
}

/**
 * Around each answer (the preview's only): `before` reads what another tab of the same browser
 * changed, `after` shares what this answer changed, as one PHP session serves every tab.
 */
export const sessionSharing: { before: () => void; after: (method: string) => void } = { before: () => undefined, after: () => undefined };

async function answer(route: Route, request: Request): Promise<Response> {
  const sentTo = dbGeneration();
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  if (faults.offline) return HttpResponse.error();
  const failing = faults.failing[route.path];
  if (failing === 'network') return HttpResponse.error();
  if (failing === 'http500' || (faults.errorRate > 0 && Math.random() < faults.errorRate)) {
    return serverError();
  }
  if (failing === 'malformed') return truncatedJson();
  const req = await toMockRequest(request);
  // The store was put back to its seed while this request was on its way (a test ended with a slow
  // request still out, and the next one began): it never reaches the new store, as a request to a
  // server that restarted would not. Else it would change the next test's cart behind its back.
  if (dbGeneration() !== sentTo) return HttpResponse.error();
  sessionSharing.before();
  const response = await route.handle(req);
  sessionSharing.after(req.method);
  await holdToShape(route, req, response);
  return response;
}

const allows = (route: Route, method: string) => ([] as string[]).concat(route.method).includes(method);

/** MSW handlers for a list of routes: one per path, plus one `index.php?route=` dispatcher. */
export function toHandlers(routes: Route[]): HttpHandler[] {
  const byPath = new Map<string, Route[]>();
  for (const r of routes) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  const find = (path: string, method: string) => byPath.get(path)?.find((r) => allows(r, method));

  const direct = [...byPath.keys()].map((path) =>
    http.all(`*/${path}`, ({ request }) => {
      const route = find(path, request.method);
      return route ? answer(route, request) : new HttpResponse('Method Not Allowed', { status: 405 });
    }),
  );
  const viaIndex = http.all('*/index.php', ({ request }) => {
    const path = new URL(request.url).searchParams.get('route') ?? '';
    const route = find(path, request.method);
    if (!route) return undefined; // falls through: unhandled
    return answer(route, request);
  });
  return [viaIndex, ...direct];
}
