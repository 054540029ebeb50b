import { afterEach, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetCartCalls } from '../../shared/cart/state';

/** The machine running the suite may be busy: vi.waitFor with the suite's wait bound (tests/utils/wait.ts). */
export { eventually } from './wait';

/**
 * The lifecycle every cart widget test shares (slow answers are allowed by tests/setup/unit.ts): after each test the
 * widgets it mounted unmounted, queued cart calls forgotten, request listeners and fake timers
 * removed. Returns the list a test's mount helper pushes each unmount onto.
 */
export function cartWidgetTests(): Array<() => void> {
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
