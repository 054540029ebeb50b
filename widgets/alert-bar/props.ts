import { number, object, optional, string } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/** `<div data-pf-widget="alert-bar" data-alert-id="7" data-days="3">Message HTML</div>` */
export const schema = object({
  alertId: optional(string()),
  days: optional(number('data-days must be a number')),
});

/** The widget's props, described once: by the schema above. */
export type AlertBarProps = PropsOf<typeof schema>;
