import type { Settings } from '../config';

export interface KioskTimers {
  /** Without activity for this long, the kiosk asks 'Are you still there?'. */
  promptAfterMs: number;
  /** How long the question stays (its countdown) before the kiosk goes idle. */
  promptMs: number;
}

const MINUTE_MS = 60_000;
const minutes = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);

/**
 * Spec 3 §9: the idle and prompt timers are minutes in the settings, converted to milliseconds.
 * `idleMinutes` of no activity bring the prompt; `promptMinutes` later the kiosk is idle.
 */
export function kioskTimers(kiosk: Pick<Settings['kiosk'], 'idleMinutes' | 'promptMinutes'>): KioskTimers {
  return { promptAfterMs: Math.round(minutes(kiosk.idleMinutes, 3) * MINUTE_MS), promptMs: Math.round(minutes(kiosk.promptMinutes, 1) * MINUTE_MS) };
}

/**
 * The page's timers, looked up when used. react-idle-timer binds `window.setTimeout` when its
 * module loads; through these, a clock installed later (tests, a browser's fake clock) drives it.
 */
export const pageTimers = {
  setTimeout: (fn: () => void, delay: number): number => window.setTimeout(fn, delay),
  clearTimeout: (id: number): void => window.clearTimeout(id),
  setInterval: (fn: () => void, delay: number): number => window.setInterval(fn, delay),
  clearInterval: (id: number): void => window.clearInterval(id),
};
