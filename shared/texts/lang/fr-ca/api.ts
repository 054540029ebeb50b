import type { Pack } from '../../languages';

/** French (Canada): the `api` catalog's texts. */
export default {
  'api.failed': 'Une erreur s’est produite. Veuillez réessayer.',
  'api.unreachable': 'Le magasin est injoignable.',
  'api.unreadable': 'La réponse du magasin n’a pas pu être lue.',
  'api.status': 'Le magasin a répondu {status}.',
  'api.searchDown': 'La recherche n’est pas disponible pour le moment.',
  'api.error': 'Une erreur s’est produite!',
  'api.customerNotSaved': 'Le client n’a pas pu être enregistré.',
} satisfies Pack;
