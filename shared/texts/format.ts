import { pageLocale } from './runtime';

/**
 * Dates and numbers in the page's language. English keeps the spec's default date format
 * `M/d/yy h:mm a` exactly (spec 3 §9; `11/20/26 2:05 PM`), whatever English the store names;
 * every other language gets its own short date and time from Intl.
 */
export function formatDateTime(year: number, month: number, day: number, hour?: number, minute?: number): string {
  const locale = pageLocale();
  if (locale.startsWith('en')) {
    const date = `${month}/${day}/${String(year).slice(-2)}`;
    if (hour === undefined) return date;
    return `${date} ${hour % 12 || 12}:${String(minute ?? 0).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  // The store's wall-clock time, never shifted: built and printed in UTC.
  const when = new Date(Date.UTC(year, month - 1, day, hour ?? 0, minute ?? 0));
  const style: Intl.DateTimeFormatOptions = hour === undefined ? { dateStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, style).format(when);
}

/**
 * A wall-clock time of the store (`14:05`) as the page's language writes it: English keeps the
 * spec's `h:mm a` (`2:05 PM`), another language its own short time from Intl, never shifted.
 */
export function formatTime(hour: number, minute: number): string {
  const locale = pageLocale();
  if (locale.startsWith('en')) return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** A count or quantity as the page's language writes it (`1,234` / `1 234`). */
export const formatNumber = (value: number): string => new Intl.NumberFormat(pageLocale()).format(value);
