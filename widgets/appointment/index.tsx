import { text } from '../../shared/texts';
import { appointmentTexts } from './texts';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { Appointment } from './Appointment';
import { schema } from './props';

export default defineWidget({ schema, Component: Appointment, modal: true, staff: staffOnly(() => text(appointmentTexts, 'staffOnly')) });
