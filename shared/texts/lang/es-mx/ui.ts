import type { Pack } from '../../languages';

/** Spanish (Mexico): the `ui` catalog's texts. */
export default {
  'ui.tableLoadFailed': '¡Algo salió mal!',
  'ui.tableEmpty': '¡No hay resultados!',
  'ui.retry': 'Reintentar',
  'ui.tablePages': 'Páginas de la tabla',
  'ui.namedTablePages': 'Páginas: {label}',
} satisfies Pack;
