import type { Pack } from '../../languages';

/** French (Canada): the `heroNav` catalog's texts. */
export default {
  'heroNav.label': 'Principale',
  'heroNav.menu': 'Menu',
  'heroNav.back': 'Retour',
  'heroNav.submenu': 'Sous-menu {title}',
} satisfies Pack;
