import type { Pack } from '../../languages';

/** French (Canada): the `orderHistory` catalog's texts. */
export default {
  'orderHistory.open': 'Historique de la commande',
  'orderHistory.title': 'Ajouter à l’historique de la commande',
  'orderHistory.noToken': 'L’historique de la commande demande le user_token de l’administration : ouvrez-le depuis la page de la commande dans l’administration.',
} satisfies Pack;
