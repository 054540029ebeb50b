import { defineTexts } from '../../shared/texts';

/**
 * The clock's units (plurals by the group's number: English writes "Hours" even for 01) and the
 * sentence announced once a minute ("2 days 1 hour remaining").
 */
export const countdownTexts = defineTexts('countdown', {
  label: 'Time remaining',
  days: { one: 'Day', other: 'Days' },
  hours: { other: 'Hours' },
  minutes: { other: 'Minutes' },
  seconds: { other: 'Seconds' },
  up: 'Time is up',
  underMinute: 'Less than a minute remaining',
  left: '{time} remaining',
  day: { one: '{count} day', other: '{count} days' },
  hour: { one: '{count} hour', other: '{count} hours' },
  minute: { one: '{count} minute', other: '{count} minutes' },
});
