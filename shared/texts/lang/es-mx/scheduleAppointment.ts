import type { Pack } from '../../languages';

/** Spanish (Mexico): the `scheduleAppointment` catalog's texts. */
export default {
  'scheduleAppointment.title': 'Agendar una cita',
  'scheduleAppointment.send': 'Enviar solicitud',
  'scheduleAppointment.sending': 'Enviando...',
  'scheduleAppointment.name': 'Nombre',
  'scheduleAppointment.email': 'Correo electrónico',
  'scheduleAppointment.phone': 'Teléfono',
  'scheduleAppointment.phonePlaceholder': '(555) 555-5555',
  'scheduleAppointment.subject': 'Asunto',
  'scheduleAppointment.message': 'Mensaje',
  'scheduleAppointment.nameRequired': '¡El nombre es obligatorio!',
  'scheduleAppointment.emailRequired': '¡El correo electrónico es obligatorio!',
  'scheduleAppointment.emailInvalid': '¡Debe ser un correo electrónico válido!',
  'scheduleAppointment.phoneInvalid': 'El teléfono debe ser un número completo.',
  'scheduleAppointment.subjectRequired': '¡El asunto es obligatorio!',
  'scheduleAppointment.messageRequired': '¡El mensaje es obligatorio!',
  'scheduleAppointment.sent': '¡Solicitud enviada con éxito!',
  'scheduleAppointment.notSent': 'No se pudo enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
} satisfies Pack;
