import { pageLocale } from './runtime';

/** Intl's formatters, made once per locale and style: a list's page formats a date in every row. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: string, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${style.dateStyle ?? ''}|${style.timeStyle ?? ''}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' })));
  return f;
}
function numberFormat(locale: string): Intl.NumberFormat {
  let f = formatters.get(`n|${locale}`) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(`n|${locale}`, (f = new Intl.NumberFormat(locale)));
  return f;
}

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
  return dateFormat(locale, hour === undefined ? { dateStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }).format(when);
}

/**
 * A wall-clock time of the store (`14:05`) as the page's language writes it: English keeps the
 * spec's `h:mm a` (`2:05 PM`), another language its own short time from Intl, never shifted.
 */
export function formatTime(hour: number, minute: number): string {
  const locale = pageLocale();
  if (locale.startsWith('en')) return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return dateFormat(locale, { timeStyle: 'short' }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** A count or quantity as the page's language writes it (`1,234` / `1 234`). */
export const formatNumber = (value: number): string => numberFormat(pageLocale()).format(value);
