import { holdFreshSession, releaseFreshSession, SESSION_KEY, sessionMarked } from '../runtime/freshSession';
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
 * badge shows the previous sale's vehicle. Later pages of the same session keep what the visitor
 * did. Resolves when the reset is done.
 */
export async function startSession(): Promise<boolean> {
  if (sessionMarked()) {
    releaseFreshSession();
    return false;
  }
  holdFreshSession();
  mark();
  try {
    await resetVisitor();
  } finally {
    releaseFreshSession();
  }
  return true;
}

/** After the idle reset: the next visitor's session has begun, already empty. */
export const sessionStarted = mark;
