import type { Pack } from '../../languages';

/** French (Canada): the `cartLine` catalog's texts. */
export default {
  'cartLine.quantityFailed': 'La quantité n’a pas pu être mise à jour. Veuillez réessayer.',
  'cartLine.removeFailed': 'Le produit n’a pas pu être retiré. Veuillez réessayer.',
  'cartLine.timedOut': 'Le magasin n’a pas répondu à temps.',
} satisfies Pack;
