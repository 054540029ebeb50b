import type { Pack } from '../../languages';

/** French (Canada): the `scheduleAppointment` catalog's texts. */
export default {
  'scheduleAppointment.title': 'Prendre rendez-vous',
  'scheduleAppointment.send': 'Envoyer la demande',
  'scheduleAppointment.sending': 'Envoi en cours...',
  'scheduleAppointment.name': 'Nom',
  'scheduleAppointment.email': 'Courriel',
  'scheduleAppointment.phone': 'Téléphone',
  'scheduleAppointment.phonePlaceholder': '(555) 555-5555',
  'scheduleAppointment.subject': 'Objet',
  'scheduleAppointment.message': 'Message',
  'scheduleAppointment.nameRequired': 'Le nom est obligatoire!',
  'scheduleAppointment.emailRequired': 'Le courriel est obligatoire!',
  'scheduleAppointment.emailInvalid': 'Veuillez entrer une adresse courriel valide!',
  'scheduleAppointment.phoneInvalid': 'Le numéro de téléphone doit être complet.',
  'scheduleAppointment.subjectRequired': 'L’objet est obligatoire!',
  'scheduleAppointment.messageRequired': 'Le message est obligatoire!',
  'scheduleAppointment.sent': 'Demande envoyée avec succès!',
  'scheduleAppointment.notSent': 'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
} satisfies Pack;
