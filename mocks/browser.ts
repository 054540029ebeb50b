import { setupWorker } from 'msw/browser';
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
  // The network switch of the browser tests (issue 29): `pfMockStore.setNetworkDown(true)` makes the
  // store unreachable from this tab until it is switched back or the page reloads.
  Object.assign(window, { pfMockStore: { setNetworkDown: (down: boolean) => void (faults.offline = down) } });
  // The preview writes any answer outside the store's shapes to the console.
  shapeCheck.mode = 'warn';
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL.replace(/^\.?\/?$/, '/')}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
