import type { Pack } from '../../languages';

/** French (Canada): the `alertBar` catalog's texts. */
export default {
  'alertBar.region': 'Annonce du magasin',
  'alertBar.close': 'Fermer l’annonce',
} satisfies Pack;
