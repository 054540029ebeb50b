import { defineWidget } from '../../shared/runtime/defineWidget';
import { Appointment } from './Appointment';
import { schema } from './props';

export default defineWidget({ schema, Component: Appointment, modal: true, staff: 'staffAppointment' });
