/** Pure time arithmetic for the countdown: no React, no timers, so it is easy to test. */

export const DAY = 86400;

export interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds → days / hours / minutes / seconds. Negative or fractional input is clamped/floored. */
export function split(total: number): Parts {
  const s = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(s / DAY),
    hours: Math.floor((s % DAY) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

export const pad = (n: number) => String(n).padStart(2, '0');

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The sentence announced to screen readers. It has minute precision, so it changes (and is
 * announced) at most once a minute.
 */
export function announcement(total: number): string {
  if (total <= 0) return 'Time is up';
  if (total < 60) return 'Less than a minute remaining';
  const { days, hours, minutes } = split(total);
  const parts = [days && plural(days, 'day'), hours && plural(hours, 'hour'), minutes && plural(minutes, 'minute')].filter(Boolean);
  return `${parts.join(' ')} remaining`;
}
