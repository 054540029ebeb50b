import { registerTable } from './core';

/** Custom forms and the schedule-appointment form on content pages (spec 3 §7, spec 5 "Kiosk, forms and content"). */
export const FORMS = {
  formLocations: '/index.php?route=module/forms/getLocations',
  formSubmit: '/index.php?route=module/forms/postSubmission',
  scheduleAppointment: '/index.php?route=information/schedule_appointment',
} as const;

registerTable(FORMS);
