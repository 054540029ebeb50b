import { getSettings } from '../config/settings';
import { isKioskMode } from '../config/policies';

/**
 * The kiosk's fresh start, as the kit sees it: on the first kiosk page of a browser session the
 * kiosk forgets the last visitor (cart, customer, vehicle, login) before anyone touches the page.
 * Reads that depend on the store session's visitor (the vehicle, fitment) wait for that start,
 * or a badge would show how a part fits the previous sale's vehicle.
 *
 * The mark lives in session storage (not `pf:…`: the reset clears those).
 */
export const SESSION_KEY = 'pf-kiosk-session';

/** A page without the kiosk placeholder never starts the session: its reads go ahead after this. */
export const FRESH_SESSION_WAIT_MS = 8000;

let gate: Promise<void> | null = null;
let open: (() => void) | null = null;
let fallback: ReturnType<typeof setTimeout> | undefined;

export function sessionMarked(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function hold(): Promise<void> {
  if (!gate) {
    gate = new Promise<void>((resolve) => (open = resolve));
    fallback = setTimeout(() => releaseFreshSession(), FRESH_SESSION_WAIT_MS);
  }
  return gate;
}

/** The kiosk begins forgetting the last visitor: the visitor's reads wait until it releases. */
export function holdFreshSession(): void {
  void hold();
}

/** The kiosk's start is done (or was not needed): the reads go ahead. */
export function releaseFreshSession(): void {
  clearTimeout(fallback);
  open?.();
  open = null;
  gate ??= Promise.resolve();
}

/**
 * Resolves when the store session's visitor is the one this page is for: at once outside kiosk
 * mode and on later kiosk pages; on a kiosk session's first page once the kiosk has reset it.
 */
export function freshSessionReady(): Promise<void> {
  if (gate) return gate;
  if (!isKioskMode(getSettings()) || sessionMarked()) return Promise.resolve();
  return hold();
}

/** The kiosk's start under way on this page (see shared/kiosk/session.ts). */
let starting: Promise<boolean> | null = null;

/**
 * Runs the kiosk's start once on this page: a kiosk mounted again while it is under way (a theme
 * that mounts its placeholders again) waits for the same start instead of resetting twice.
 */
export function startOnce(start: () => Promise<boolean>): Promise<boolean> {
  if (!starting) {
    const run: Promise<boolean> = start().finally(() => {
      if (starting === run) starting = null;
    });
    starting = run;
  }
  return starting;
}

/** Tests: a new page. */
export function resetFreshSession(): void {
  clearTimeout(fallback);
  gate = null;
  open = null;
  starting = null;
}
