import type { Pack } from '../../languages';

/** French (Canada): the `blogList` catalog's texts. */
export default {
  'blogList.empty': 'Il n’y a encore aucun article.',
  'blogList.posts': 'Articles du blogue',
  'blogList.showing': { one: '{shown} article affiché sur {count}', other: '{shown} articles affichés sur {count}' },
  'blogList.more': 'Afficher plus',
} satisfies Pack;
