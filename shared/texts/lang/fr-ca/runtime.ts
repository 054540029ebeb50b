import type { Pack } from '../../languages';

/** French (Canada): the `runtime` catalog's texts. */
export default {
  'runtime.unavailable': 'Cette partie de la page n’a pas pu être chargée. Veuillez recharger la page pour réessayer.',
  'runtime.posLocked': 'Le PDV est verrouillé.',
  'runtime.staffPosCart': 'Le panier du PDV n’est offert qu’en mode PDV.',
  'runtime.staffPosCheckout': 'Le paiement au PDV n’est offert qu’en mode PDV.',
  'runtime.staffPosOrderList': 'La liste des commandes n’est offerte qu’en mode PDV.',
  'runtime.staffPosCustomerList': 'La liste des clients n’est offerte qu’en mode PDV.',
  'runtime.staffPosCustomerEdit': 'La gestion des clients n’est offerte qu’en mode PDV.',
  'runtime.staffAppointment': 'Les rendez-vous se prennent en mode PDV seulement.',
  'runtime.staffCustomerSearch': 'La recherche de clients n’est offerte qu’en mode PDV.',
} satisfies Pack;
