import type { Pack } from '../../languages';

/** Spanish (Mexico): the `content` catalog's texts. */
export default {
  'content.newTab': '(se abre en una pestaña nueva)',
} satisfies Pack;
