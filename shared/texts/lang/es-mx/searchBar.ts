import type { Pack } from '../../languages';

/** Spanish (Mexico): the `searchBar` catalog's texts. */
export default {
  'searchBar.siteSearch': 'Búsqueda en el sitio',
  'searchBar.search': 'Buscar',
  'searchBar.suggestions': 'Sugerencias de búsqueda',
  'searchBar.unavailable': 'Las sugerencias de búsqueda no están disponibles en este momento.',
  'searchBar.noResults': 'Sin resultados',
  'searchBar.results': { one: '{count} resultado disponible.', other: '{count} resultados disponibles.' },
  'searchBar.products': 'Refacciones',
  'searchBar.categories': 'Categorías',
  'searchBar.brands': 'Marcas',
} satisfies Pack;
