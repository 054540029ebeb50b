import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetCartCalls } from '../../shared/cart/state';

/** The machine running the suite may be busy: answers get more than the default second. */
export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 4000 });

/**
 * The lifecycle every cart widget test shares: slow answers allowed, and after each test the
 * widgets it mounted unmounted, queued cart calls forgotten, request listeners and fake timers
 * removed. Returns the list a test's mount helper pushes each unmount onto.
 */
export function cartWidgetTests(): Array<() => void> {
  configure({ asyncUtilTimeout: 4000 });
  const mounted: Array<() => void> = [];
  afterEach(async () => {
    mounted.splice(0).forEach((unmount) => unmount());
    await Promise.resolve();
    resetCartCalls();
    server.events.removeAllListeners();
    vi.useRealTimers();
  });
  return mounted;
}
