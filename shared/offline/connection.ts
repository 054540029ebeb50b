import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { onTransport } from '../api/client';
import { ApiError } from '../api/errors';
import { preloadToasts } from '../ui';
import { whileHeld } from '../runtime/whileHeld';

/**
 * Whether the register can reach the store. Three signs, one verdict:
 * - the browser's `offline` event: offline at once (the browser knows its network is gone);
 * - a call that got no answer at all (the HTTP client tells, `onTransport`), or the browser's
 *   `online` event: confirmed by one cheap GET (the probe) before the verdict changes, so a
 *   single lost answer on a working network does not flip the register;
 * - while offline the probe runs again every few seconds (2 s, then 5, 10, at most 30), and the
 *   first answer of the store (any HTTP status) brings the register back online — unless the
 *   browser itself still says it has no network (`navigator.onLine`), which only its `online`
 *   event and a probe end.
 * Widgets and domains read it with `useConnection` / `connection.getState()`, and register what
 * waits to be sent (`setWaiting`) so that the one banner can say how much.
 */
export interface ConnectionState {
  online: boolean;
  /** When the register went offline (ms since epoch); null while online. */
  offlineSince: number | null;
  /** When it came back after an outage; null until then. */
  backAt: number | null;
  /** Changes waiting to be sent, by who keeps them (`cart`, `payments`): how many, and since when. */
  waiting: Record<string, Waiting>;
}

export interface Waiting {
  count: number;
  /** When the oldest of them was made (ms since epoch), or null when none waits. */
  since: number | null;
}

const initial = (): ConnectionState => ({ online: true, offlineSince: null, backAt: null, waiting: {} });
export const connection = createStore<ConnectionState>(initial);

/** Waits between probes while offline. */
export const PROBE_DELAYS_MS = [2000, 5000, 10000, 30000];

type Probe = () => Promise<unknown>;
/** How the connection is watched: the probe, the one under way and the next one. */
interface Watch {
  probe: Probe | null;
  checking: Promise<boolean> | null;
  timer: ReturnType<typeof setTimeout> | null;
  misses: number;
}
const watch = createStore<Watch>(() => ({ probe: null, checking: null, timer: null, misses: 0 }));
const w = () => watch.getState();
const stopTimer = () => {
  const { timer } = w();
  if (timer) clearTimeout(timer);
  watch.setState({ timer: null });
};

const now = () => Date.now();

function goOffline(): void {
  const s = connection.getState();
  if (s.online) connection.setState({ online: false, offlineSince: now(), backAt: null });
  scheduleProbe();
}

function goOnline(): void {
  watch.setState({ misses: 0 });
  stopTimer();
  if (!connection.getState().online) connection.setState({ online: true, offlineSince: null, backAt: now() });
}

function scheduleProbe(): void {
  const { timer, misses } = w();
  if (timer || !watchers.held()) return;
  const wait = PROBE_DELAYS_MS[Math.min(misses, PROBE_DELAYS_MS.length - 1)];
  watch.setState({
    timer: setTimeout(() => {
      watch.setState({ timer: null, misses: w().misses + 1 });
      void check();
    }, wait),
  });
}

/**
 * Asks the store once (the probe). True when it answered, whatever it said: a refusal or a 500
 * is a store that is reachable. Concurrent checks share one probe.
 */
export function check(): Promise<boolean> {
  const under = w().checking;
  if (under) return under;
  const run = async () => {
    const { probe } = w();
    // The browser knows it has no network at all: nothing to ask.
    if (browserOffline()) return false;
    if (!probe) return true;
    try {
      await probe();
      return true;
    } catch (e) {
      return !(e instanceof ApiError && e.kind === 'network');
    }
  };
  const checking = run().then((reachable) => {
    watch.setState({ checking: null });
    if (reachable) goOnline();
    else goOffline();
    return reachable;
  });
  watch.setState({ checking });
  return checking;
}

/** The browser says it has no network (its `online` event, and a probe, end that). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const listener = {
  answered() {
    if (!connection.getState().online && !w().checking && !browserOffline()) goOnline();
  },
  unreachable() {
    // The probe's own failures are the probe's verdict; offline, the scheduled probes ask.
    if (!w().checking && connection.getState().online) void check();
  },
};
const onOffline = () => goOffline();
const onOnline = () => void check();

/**
 * Starts watching (the POS cart and checkout do, while mounted) with `ask`, a cheap GET of the
 * store. Returns the function that stops this watcher.
 */
export function watchConnection(ask: Probe): () => void {
  watch.setState({ probe: ask });
  return watchers.hold();
}

/** The POS screens that watch (held while mounted): the browser's events and the client's calls are heard then. */
const watchers = whileHeld(() => {
  // What the register shows offline must be on the page before the network goes.
  preloadToasts();
  addEventListener('offline', onOffline);
  addEventListener('online', onOnline);
  const stopTransport = onTransport(listener);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) goOffline();
  return () => {
    removeEventListener('offline', onOffline);
    removeEventListener('online', onOnline);
    stopTransport();
    stopTimer();
  };
});

/** How many changes `source` keeps waiting to be sent, the oldest made at `since` (the banner adds them up). */
export function setWaiting(source: string, count: number, since: number | null = null): void {
  const waiting = connection.getState().waiting;
  const was = waiting[source];
  if ((was?.count ?? 0) === count && (was?.since ?? null) === since) return;
  connection.setState({ waiting: { ...waiting, [source]: { count, since } } });
}

/** Every change waiting, and the oldest one's time. */
export function totalWaiting(waiting: Record<string, Waiting>): Waiting {
  let count = 0;
  let since: number | null = null;
  for (const w of Object.values(waiting)) {
    count += w.count;
    if (w.since !== null && (since === null || w.since < since)) since = w.since;
  }
  return { count, since };
}

export const isOnline = (): boolean => connection.getState().online;

export const useConnection = <T,>(selector: (s: ConnectionState) => T): T => useStore(connection, selector);

/** Tests: back to online, nothing waiting, no watcher. */
export function resetConnection(): void {
  stopTimer();
  watch.setState({ checking: null, misses: 0 });
  connection.setState(initial(), true);
}
