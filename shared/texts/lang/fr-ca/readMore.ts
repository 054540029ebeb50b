import type { Pack } from '../../languages';

/** French (Canada): the `readMore` catalog's texts. */
export default {
  'readMore.more': 'Lire la suite',
  'readMore.less': 'Réduire',
} satisfies Pack;
