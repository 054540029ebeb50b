import { whenNoDialog } from './Modal';

/**
 * The focus is nowhere a person put it: on the page itself (`body`), on an element taken out of
 * the page (a form replaced after a payment, a row's button gone after a void), or on a control
 * disabled under it (a busy button). Browsers differ on the last two; this answers the same for all.
 */
export function focusLost(doc: Document = document): boolean {
  const active = doc.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  return !active || active === doc.body || active === doc.documentElement || !active.isConnected || active.disabled === true;
}

/** How long after an action the focus is watched: the answer's render and a dialog's focus return land within it. */
export const REFOCUS_WATCH_MS = 1000;
const REFOCUS_TICK_MS = 25;

/**
 * After an action that re-renders what had the focus (a form replaced after a payment, a voided
 * row's button gone with its question): once the dialogs are closed (they give the focus back
 * first), the focus goes to `target()` whenever it is lost during the next REFOCUS_WATCH_MS, so a
 * keyboard or screen-reader user goes on from a sensible place instead of the top of the page.
 * The renders the action causes land at times of React's choosing, hence the watch rather than
 * one look. Focus that a person put elsewhere is left alone, and a later call replaces the watch.
 * Answers a function that stops it.
 */
export function refocusIfLost(target: () => HTMLElement | null | undefined): () => void {
  // One watch at a time: the latest action says where the focus belongs (a void right after a payment).
  stopWatching();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const cancelWait = whenNoDialog(() => {
    const until = Date.now() + REFOCUS_WATCH_MS;
    const look = () => {
      // Stopped, or the page is gone (a test's document torn down under a pending tick).
      if (stopped || typeof document === 'undefined') return;
      if (focusLost()) {
        const el = target();
        if (el?.isConnected && !(el as HTMLElement & { disabled?: boolean }).disabled) el.focus();
      }
      if (Date.now() < until) timer = setTimeout(look, REFOCUS_TICK_MS);
    };
    look();
  });
  const stop = () => {
    stopped = true;
    cancelWait();
    clearTimeout(timer);
    if (stopWatching === stop) stopWatching = () => undefined;
  };
  stopWatching = stop;
  return stop;
}

let stopWatching: () => void = () => undefined;
