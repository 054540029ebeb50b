import type { Pack } from '../../languages';

/** Spanish (Mexico): the `cartLine` catalog's texts. */
export default {
  'cartLine.quantityFailed': 'No se pudo actualizar la cantidad. Inténtalo de nuevo.',
  'cartLine.removeFailed': 'No se pudo quitar el producto. Inténtalo de nuevo.',
  'cartLine.timedOut': 'La tienda no respondió a tiempo.',
} satisfies Pack;
