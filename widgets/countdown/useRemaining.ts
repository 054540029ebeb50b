import { useEffect, useState } from 'react';

/** Session storage key of a countdown's end: the same clock (label and diff) on every page load. */
export const endKey = (clock: string, diff: number) => `pf-countdown:${clock}:${diff}`;

/**
 * When a countdown of `diff` seconds ends, fixed for the browser session: the first page that
 * shows it starts it, and a reload (or the next page with the same clock) continues it instead
 * of starting over. A store that writes a fresh diff on each page (its own end date) gives a
 * new key each time, so its own clock is followed. Without storage, it starts at mount.
 */
function endOf(clock: string, diff: number): number {
  const key = endKey(clock, diff);
  try {
    const kept = Number(window.sessionStorage.getItem(key));
    if (kept > 0) return kept;
    const end = Date.now() + diff * 1000;
    window.sessionStorage.setItem(key, String(end));
    return end;
  } catch {
    return Date.now() + diff * 1000;
  }
}

const secondsTo = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * Seconds left of a countdown of `diff` seconds (its end fixed per session, above), ticking every
 * second and stopping at 0. The remaining time is recomputed from the clock at each tick rather
 * than decremented, so a throttled background tab does not fall behind.
 */
export function useRemaining(diff: number | undefined, clock = ''): number | undefined {
  const seconds = diff === undefined ? undefined : Math.max(0, Math.floor(diff));
  const [end] = useState(() => (seconds ? endOf(clock, seconds) : 0));
  const [remaining, setRemaining] = useState(seconds === undefined ? undefined : seconds && secondsTo(end));

  useEffect(() => {
    if (!seconds) return;
    const timer = setInterval(() => {
      const now = secondsTo(end);
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, end]);

  return remaining;
}
