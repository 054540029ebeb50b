import { defineTexts } from '../../shared/texts';

/** The schedule-appointment form (spec 3 §7, §8): its dialog, fields, messages and toast. */
export const scheduleAppointmentTexts = defineTexts('scheduleAppointment', {
  title: 'Schedule an Appointment',
  send: 'Send Request',
  sending: 'Sending...',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phonePlaceholder: '(555) 555-5555',
  subject: 'Subject',
  message: 'Message',
  nameRequired: 'Name is required!',
  emailRequired: 'Email is required!',
  emailInvalid: 'Must be a valid email!',
  phoneInvalid: 'Phone must be a full phone number.',
  subjectRequired: 'Subject is required!',
  messageRequired: 'Message is required!',
  sent: 'Request sent successfully!',
  notSent: 'Your request could not be sent. Please check your connection and try again.',
});
