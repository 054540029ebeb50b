/** Pure time arithmetic for the countdown: no React, no timers, so it is easy to test. */
import { text } from '../../shared/texts';
import { countdownTexts } from './texts';

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

/**
 * The sentence announced to screen readers. It has minute precision, so it changes (and is
 * announced) at most once a minute.
 */
export function announcement(total: number): string {
  if (total <= 0) return text(countdownTexts, 'up');
  if (total < 60) return text(countdownTexts, 'underMinute');
  const { days, hours, minutes } = split(total);
  const parts = ([['day', days], ['hour', hours], ['minute', minutes]] as const).filter(([, n]) => n > 0).map(([unit, count]) => text(countdownTexts, unit, { count }));
  return text(countdownTexts, 'left', { time: parts.join(' ') });
}
