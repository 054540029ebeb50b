import { number, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/** `<div data-pf-widget="alert-bar" data-alert-id="7" data-days="3">Message HTML</div>` */
export const schema = object({
  alertId: string().optional(),
  days: number().typeError('data-days must be a number').optional(),
});

/** The widget's props, described once: by the schema above. */
export type AlertBarProps = PropsOf<typeof schema>;
