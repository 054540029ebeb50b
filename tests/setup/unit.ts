import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/node';
import { shapeCheck } from '../../mocks/router';
import { resetDb } from '../../mocks/db';
import { resetFaults } from '../../mocks/faults';
import { resetSettings } from '../../shared/config/settings';
import { resetHttp, retryPolicy } from '../../shared/api/client';
import { cartSummary, resetCartCalls } from '../../shared/cart/state';
import { vehicleState } from '../../shared/vehicle/state';
import { releaseAllWidgets } from '../utils/widget';
import { ASYNC_TIMEOUT } from '../utils/wait';
import { resetQueries } from '../../shared/data';
import { resetFitmentState } from '../../shared/vehicle/reset';
import { resetFreshSession } from '../../shared/runtime/freshSession';
import { resetOffline } from '../utils/offline';

// GET retries wait between attempts; tests must not sleep.
retryPolicy.delayMs = 0;

// findBy* and waitFor poll until their condition holds; the timeout only bounds a condition that
// never comes. Testing Library's 1 s default failed tests on a CI machine shared by other jobs, where
// a render, a lazy chunk or a toast can take seconds (tests/utils/wait.ts).
configure({ asyncUtilTimeout: ASYNC_TIMEOUT });

// Every answer of the mock store is held to the store's shapes: one outside them fails its test.
shapeCheck.mode = 'record';

/**
 * Uploads reach the mock store whole. The client sends a multipart FormData through a Request, and
 * Vitest bridges jsdom's FormData to Node's fetch by reading each file's bytes from jsdom's private
 * `_buffer`, which jsdom 29 calls `_bytes`: the file would arrive as the text "undefined", named
 * "blob". Here jsdom's FormData becomes Node's, each file with its bytes, name and type.
 */
const NodeFormData = (await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
const blobImpl = Object.getOwnPropertySymbols(Object.getOwnPropertyDescriptors(new Blob()))[0];
const bytesOf = (file: Blob): Uint8Array => {
  const impl = (file as unknown as Record<symbol, { _bytes?: Uint8Array; _buffer?: Uint8Array }>)[blobImpl];
  return impl._bytes ?? impl._buffer ?? new Uint8Array();
};
const BridgedRequest = globalThis.Request;
globalThis.Request = class Request extends BridgedRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    if (init?.body instanceof FormData) {
      const body = new NodeFormData();
      init.body.forEach((value, key) => body.append(key, typeof value === 'string' ? value : (new NodeFile([bytesOf(value)], value.name, { type: value.type }) as unknown as File)));
      init = { ...init, body };
    }
    super(input, init);
  }
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Toasts load react-toastify on the first toast. Loading it here once per test file keeps a
  // file's first toast as quick as the rest, so findBy's 1 s wait never races the module's load.
  await import('../../shared/ui/toastHost');
  // The texts kit's overrides and languages part loads when a page's #pf-config has `texts` or a
  // language other than English, and widgets wait for it before their first render (a browser page
  // does: tests/browser). Loaded here once, a test's settings take effect at once, as in a page
  // where the part has arrived.
  await import('../../shared/texts/overrides');
});

afterEach(async () => {
  const violations = shapeCheck.violations.splice(0);
  await releaseAllWidgets();
  cleanup();
  server.resetHandlers();
  resetDb();
  resetFaults();
  resetSettings();
  resetHttp();
  resetQueries();
  resetCartCalls();
  cartSummary.setState(cartSummary.getInitialState(), true);
  vehicleState.setState(vehicleState.getInitialState(), true);
  resetFitmentState();
  resetFreshSession();
  resetOffline();
  document.body.innerHTML = '';
  document.getElementById('pf-config')?.remove();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
  if (violations.length) throw new Error(`The mock store answered outside the store's shapes:\n${violations.join('\n')}`);
});

afterAll(() => server.close());
