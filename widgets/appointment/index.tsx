import { text } from '../../shared/texts';
import { appointmentTexts } from './texts';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { Appointment } from './Appointment';
import { schema } from './props';

export default defineWidget({ schema, Component: Appointment, modal: true, staff: () => text(appointmentTexts, 'staffOnly') });
