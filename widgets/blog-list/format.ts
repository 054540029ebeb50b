import { formatDateTime } from '../../shared/texts';

/**
 * Spec 3 §9's default date format, M/d/yy h:mm a (English; another language its own short date
 * and time), for the store's `YYYY-MM-DD[ HH:mm[:ss]]`
 * dates (the time part only when the date has one). Read as the store's local time, never UTC.
 */
export function formatStoreDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value.trim());
  if (!m) return value;
  const [, y, mo, d, h, mi] = m;
  return h === undefined ? formatDateTime(Number(y), Number(mo), Number(d)) : formatDateTime(Number(y), Number(mo), Number(d), Number(h), Number(mi));
}

/** True for a light colour (the text then needs a dark backdrop). `#rgb` or `#rrggbb`. */
export function isLight(colour: string): boolean {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}
