import { holdFreshSession, releaseFreshSession, SESSION_KEY, sessionMarked, startOnce } from '../runtime/freshSession';
import { resetVisitor } from './reset';

/** Marks this browser tab's kiosk session in session storage (not `pf:…`: the reset clears those). */
export { SESSION_KEY };

function mark(): void {
  try {
    window.sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    // Storage refused: the next page resets again, which leaves an empty kiosk empty.
  }
}

/**
 * Every kiosk session starts empty: the first kiosk page of a browser session (the kiosk just
 * started, or the browser restarted with the store's cookies still set) forgets whoever used it
 * last — cart, customer, vehicle, logged-in customer, personal storage — before anyone touches
 * it. Meanwhile the page's vehicle and fitment reads wait (shared/runtime/freshSession), so no
 * badge shows the previous sale's vehicle, and its cart changes wait their turn behind the
 * reset (resetVisitor). Later pages of the same session keep what the visitor did.
 *
 * The session counts as begun once the reset is done: a page left before that (a quick tap on a
 * link) resets again on the next one, instead of keeping the rest of the last visitor's cart.
 * Resolves when the reset is done.
 */
export function startSession(): Promise<boolean> {
  if (sessionMarked()) {
    releaseFreshSession();
    return Promise.resolve(false);
  }
  // Not marked until the reset is done: a second kiosk mount meanwhile joins this reset.
  return startOnce(async () => {
    holdFreshSession();
    try {
      await resetVisitor();
      mark();
    } finally {
      releaseFreshSession();
    }
    return true;
  });
}

/** After the idle reset: the next visitor's session has begun, already empty. */
export const sessionStarted = mark;
