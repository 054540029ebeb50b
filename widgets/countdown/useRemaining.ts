import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown of `diff` seconds started at mount, ticking every second and
 * stopping at 0. The remaining time is recomputed from the clock at each tick rather than
 * decremented, so a throttled background tab does not fall behind.
 */
export function useRemaining(diff: number | undefined): number | undefined {
  const [remaining, setRemaining] = useState(diff === undefined ? undefined : Math.max(0, Math.floor(diff)));

  useEffect(() => {
    if (diff === undefined || diff <= 0) return;
    const end = Date.now() + Math.floor(diff) * 1000;
    const left = () => Math.max(0, Math.ceil((end - Date.now()) / 1000));
    const timer = setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [diff]);

  return remaining;
}
