import { defineWidget } from '../../shared/runtime/defineWidget';
import { ScheduleAppointment } from './ScheduleAppointment';
import { schema } from './props';

export default defineWidget({ schema, Component: ScheduleAppointment, modal: true });
