import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { routes } from '../../mocks/handlers';
import type { MockRequest } from '../../mocks/router';

/**
 * The worst case for money calls: the store receives the call and applies it, then its answer is
 * lost on the way back (the widget sees a network error). `times` calls to `path` (`area/path`,
 * as the mock routes write it) are applied by the real route and answered with a network error.
 * Returns how many answers have been lost so far.
 */
export function loseAnswers(path: string, times = 1): { lost: () => number } {
  let reached = 0;
  const handle = async (request: Request) => {
    const route = routes.find((r) => r.path === path && ([] as string[]).concat(r.method).includes(request.method));
    if (!route) throw new Error(`no mock route ${request.method} ${path}`);
    const url = new URL(request.url);
    const form = request.method === 'GET' ? new URLSearchParams() : new URLSearchParams(await request.clone().text());
    const req: MockRequest = { method: request.method, url, query: url.searchParams, form, request };
    await route.handle(req);
  };
  const lose = async ({ request }: { request: Request }) => {
    const route = new URL(request.url).searchParams.get('route');
    const direct = new URL(request.url).pathname.endsWith(`/${path}`);
    if (!direct && route !== path) return undefined;
    if (reached >= times) return undefined;
    reached += 1;
    await handle(request);
    return HttpResponse.error();
  };
  server.use(http.all(`*/${path}`, lose), http.all('*/index.php', lose));
  return { lost: () => reached };
}
