import { registerTable } from './core';

/** Appointments (spec 3 §7 leaves the path open; spec 5 "Appointments"). Staff. */
export const APPOINTMENTS = {
  appointmentData: '/pos/checkout/getAppointmentData',
  appointmentAdd: '/pos/checkout/addAppointment',
} as const;

registerTable(APPOINTMENTS);
