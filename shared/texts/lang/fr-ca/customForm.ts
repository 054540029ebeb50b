import type { Pack } from '../../languages';

/** French (Canada): the `customForm` catalog's texts. */
export default {
  'customForm.required': 'Le champ {label} est obligatoire!',
  'customForm.email': 'Veuillez entrer une adresse courriel valide!',
  'customForm.number': 'Le champ {label} doit être un nombre.',
  'customForm.phone': 'Le champ {label} doit être un numéro de téléphone complet.',
  'customForm.captcha': 'Code de vérification',
  'customForm.captchaImage': 'Captcha : tapez les caractères affichés',
  'customForm.newImage': 'Afficher une nouvelle image',
  'customForm.pleaseSelect': '--- Veuillez choisir ---',
  'customForm.loadingLocations': 'Chargement des magasins…',
  'customForm.locationsFailed': 'Les magasins n’ont pas pu être chargés.',
  'customForm.tryAgain': 'Réessayer',
  'customForm.submit': 'Envoyer',
  'customForm.submitting': 'Envoi en cours...',
  'customForm.thanks': 'Merci!',
} satisfies Pack;
