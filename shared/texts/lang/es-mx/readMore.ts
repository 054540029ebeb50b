import type { Pack } from '../../languages';

/** Spanish (Mexico): the `readMore` catalog's texts. */
export default {
  'readMore.more': 'Leer más',
  'readMore.less': 'Leer menos',
} satisfies Pack;
