import { setupWorker } from 'msw/browser';
import { getResponse, http, type RequestHandler } from 'msw';
import { handlers } from './handlers';
import { faults, setFaults, type Faults } from './faults';
import { shapeCheck } from './router';

/**
 * The mock store in the browser (the preview only; never part of `dist/`). The service worker
 * file is served from `mocks/public` by the preview server.
 */
export const FAULTS_KEY = 'pf-mock-faults';

export async function startMockStore(): Promise<void> {
  try {
    const saved = JSON.parse(localStorage.getItem(FAULTS_KEY) ?? 'null') as Partial<Faults> | null;
    if (saved) setFaults(saved);
  } catch {
    // no saved faults
  }
  // The network switch of the browser tests: `pfMockStore.setNetworkDown(true)` makes the
  // store unreachable from this tab until it is switched back or the page reloads.
  // `holdRoute('checkout/cart/edit')` holds that route's calls unanswered, so a test can reload the
  // page while one is on the wire (the call then dies with the page, never applied); `held(path)` counts them.
  const holds = new Map<string, number>();
  const routeOf = (url: URL) => url.searchParams.get('route') ?? url.pathname.replace(/^\/+/, '');
  const hold = http.all('*', async ({ request }) => {
    const route = routeOf(new URL(request.url));
    const count = holds.get(route);
    if (count === undefined) return undefined;
    holds.set(route, count + 1);
    await new Promise<never>(() => undefined);
  });
  Object.assign(window, {
    pfMockStore: {
      setNetworkDown: (down: boolean) => void (faults.offline = down),
      holdRoute: (path: string) => void holds.set(path, holds.get(path) ?? 0),
      held: (path: string) => holds.get(path) ?? 0,
    },
  });
  // The preview writes any answer outside the store's shapes to the console.
  shapeCheck.mode = 'warn';
  const worker = setupWorker(hold, ...handlers);
  try {
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL.replace(/^\.?\/?$/, '/')}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (error) {
    // A page framed cross-site with third-party storage blocked gets no service worker ("The
    // user denied permission to use Service Worker"): the store then answers inside the page,
    // from the same handlers, for the page's fetch and XMLHttpRequest calls.
    console.warn('Preview: no service worker here; the mock store answers inside the page.', error);
    await answerInPage([hold, ...handlers]);
  }
}

async function answerInPage(all: RequestHandler[]): Promise<void> {
  const [{ BatchInterceptor }, { FetchInterceptor }, { XMLHttpRequestInterceptor }] = await Promise.all([
    import('@mswjs/interceptors'),
    import('@mswjs/interceptors/fetch'),
    import('@mswjs/interceptors/XMLHttpRequest'),
  ]);
  const interceptor = new BatchInterceptor({ name: 'pf-preview-store', interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()] });
  interceptor.on('request', async ({ request, controller }) => {
    const response = await getResponse(all, request);
    if (response) controller.respondWith(response);
  });
  interceptor.apply();
}
