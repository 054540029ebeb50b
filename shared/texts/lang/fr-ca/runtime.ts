import type { Pack } from '../../languages';

/** French (Canada): the `runtime` catalog's texts. */
export default {
  'runtime.unavailable': 'Cette partie de la page n’a pas pu être chargée. Veuillez recharger la page pour réessayer.',
  'runtime.posLocked': 'Le PDV est verrouillé.',
} satisfies Pack;
