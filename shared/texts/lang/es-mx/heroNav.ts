import type { Pack } from '../../languages';

/** Spanish (Mexico): the `heroNav` catalog's texts. */
export default {
  'heroNav.label': 'Principal',
  'heroNav.menu': 'Menú',
  'heroNav.back': 'Atrás',
  'heroNav.submenu': 'Submenú {title}',
} satisfies Pack;
