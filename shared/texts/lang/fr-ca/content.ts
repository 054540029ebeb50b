import type { Pack } from '../../languages';

/** French (Canada): the `content` catalog's texts. */
export default {
  'content.newTab': '(s’ouvre dans un nouvel onglet)',
} satisfies Pack;
