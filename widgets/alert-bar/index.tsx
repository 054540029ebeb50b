import { number, object, string } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { AlertBar, type AlertBarProps } from './AlertBar';

/** `<div data-pf-widget="alert-bar" data-alert-id="7" data-days="3">Message HTML</div>` */
const schema = object({
  alertId: string().optional(),
  days: number().typeError('data-days must be a number').optional(),
}) as never;

export default defineWidget<AlertBarProps>({ schema, Component: AlertBar });
