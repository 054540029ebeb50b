import type { Pack } from '../../languages';

/** French (Canada): the `searchBar` catalog's texts. */
export default {
  'searchBar.siteSearch': 'Recherche dans le site',
  'searchBar.search': 'Rechercher',
  'searchBar.suggestions': 'Suggestions de recherche',
  'searchBar.unavailable': 'Les suggestions de recherche ne sont pas disponibles pour le moment.',
  'searchBar.noResults': 'Aucun résultat',
  'searchBar.results': { one: '{count} résultat disponible.', other: '{count} résultats disponibles.' },
  'searchBar.products': 'Pièces',
  'searchBar.categories': 'Catégories',
  'searchBar.brands': 'Marques',
} satisfies Pack;
