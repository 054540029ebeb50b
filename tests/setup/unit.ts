import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';
import { resetFaults } from '../../mocks/faults';
import { resetSettings } from '../../shared/config/settings';
import { resetHttp, retryPolicy } from '../../shared/api/client';
import { cartSummary, resetCartCalls } from '../../shared/cart/state';
import { vehicleState } from '../../shared/vehicle/state';
import { releaseAllWidgets } from '../utils/widget';
import { resetQueries } from '../../shared/data';
import { resetFitmentState } from '../../shared/vehicle/reset';

// GET retries wait between attempts; tests must not sleep.
retryPolicy.delayMs = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
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
  document.body.innerHTML = '';
  document.getElementById('pf-config')?.remove();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});

afterAll(() => server.close());
