import { formatLaborTime } from '../../../shared/money';
import { formatTime, text } from '../../../shared/texts';
import { appointmentTexts } from '../texts';

/**
 * The choices of the booking form (spec 3 §5, §9): start times in steps of the store's time slot
 * length over the day, durations in 15-minute steps up to 8 hours, and end times up to 8 hours
 * after the start in steps the caller gives (the form gives the time slot length).
 */
export const DURATION_STEP = 15;
export const MAX_DURATION = 480;
export const DEFAULT_DURATION = 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` → `9:30 AM` in English, the page language's short time otherwise. */
export function timeLabel(value: string): string {
  const [h, m] = value.split(':').map(Number);
  return formatTime(h, m);
}

/** A usable step in minutes: a whole number from 1 to a day, else 15. */
const stepOf = (minutes: number) => (Number.isInteger(minutes) && minutes > 0 && minutes <= 24 * 60 ? minutes : DURATION_STEP);

/** Start times `00:00`… in steps of `slotLength` minutes (a missing or bad length falls back to 15). */
export function startTimes(slotLength: number): Array<{ value: string; label: string }> {
  const step = stepOf(slotLength);
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

/**
 * End times for a start time (`HH:mm`): one every `step` minutes after it (a bad step falls back to
 * 15), up to 8 hours later (spec 3 §9 "Another list of end times goes up to 8 h in steps given by
 * the caller"). Each option's value is the duration in minutes it makes; an end past midnight says
 * so. No start time: no end times.
 */
export function endTimes(start: string, step: number): Array<{ value: string; label: string }> {
  const m = /^(\d{2}):(\d{2})$/.exec(start);
  if (!m) return [];
  const from = Number(m[1]) * 60 + Number(m[2]);
  const every = stepOf(step);
  const out: Array<{ value: string; label: string }> = [];
  for (let duration = every; duration <= MAX_DURATION; duration += every) {
    const at = from + duration;
    const clock = at % (24 * 60);
    const label = timeLabel(`${pad(Math.floor(clock / 60))}:${pad(clock % 60)}`);
    out.push({ value: String(duration), label: at >= 24 * 60 ? text(appointmentTexts, 'nextDay', { time: label }) : label });
  }
  return out;
}
