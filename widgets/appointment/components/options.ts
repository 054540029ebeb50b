import { formatLaborTime } from '../../../shared/money';

/**
 * The choices of the booking form (spec 3 §5, §9): start times in steps of the store's time slot
 * length over the day, and durations in 15-minute steps up to 8 hours.
 */
export const DURATION_STEP = 15;
export const MAX_DURATION = 480;
export const DEFAULT_DURATION = 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` → `9:30 AM`. */
export function timeLabel(value: string): string {
  const [h, m] = value.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Start times `00:00`… in steps of `slotLength` minutes (a missing or bad length falls back to 15). */
export function startTimes(slotLength: number): Array<{ value: string; label: string }> {
  const step = Number.isInteger(slotLength) && slotLength > 0 && slotLength <= 24 * 60 ? slotLength : DURATION_STEP;
  const out: Array<{ value: string; label: string }> = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const value = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    out.push({ value, label: timeLabel(value) });
  }
  return out;
}

/** 15, 30, … 480 minutes, labelled "15 min" … "8 hrs". */
export const DURATIONS: ReadonlyArray<{ value: string; label: string }> = Array.from({ length: MAX_DURATION / DURATION_STEP }, (_, i) => {
  const minutes = (i + 1) * DURATION_STEP;
  return { value: String(minutes), label: formatLaborTime(minutes) };
});
