import type { Pack } from '../../languages';

/** Spanish (Mexico): the `blogList` catalog's texts. */
export default {
  'blogList.empty': 'Todavía no hay publicaciones.',
  'blogList.posts': 'Publicaciones del blog',
  'blogList.showing': { one: 'Mostrando {shown} de {count} publicación', other: 'Mostrando {shown} de {count} publicaciones' },
  'blogList.more': 'Cargar más',
} satisfies Pack;
