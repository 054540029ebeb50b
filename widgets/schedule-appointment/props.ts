import { object, string, withDefault } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * A modal from any `data-pf-open="schedule-appointment"` element (its `data-subject` and
 * `data-message` pre-fill the form) or `Partsfront.open('schedule-appointment', {subject, message})`.
 * Mounted on `#pf-schedule-appointment` it is a button that opens the same modal.
 */
export const schema = object({
  subject: withDefault(string(), ''),
  message: withDefault(string(), ''),
  /** The inline button's text (empty: the catalog's title, 'Schedule an Appointment'). */
  label: withDefault(string(), ''),
});

/** The widget's props, described once: by the schema above. */
export type ScheduleAppointmentProps = PropsOf<typeof schema>;
