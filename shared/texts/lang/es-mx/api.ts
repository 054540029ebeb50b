import type { Pack } from '../../languages';

/** Spanish (Mexico): the `api` catalog's texts. */
export default {
  'api.failed': 'Algo salió mal. Inténtalo de nuevo.',
  'api.unreachable': 'No se pudo contactar a la tienda.',
  'api.unreadable': 'La respuesta de la tienda no se pudo leer.',
  'api.status': 'La tienda respondió {status}.',
  'api.searchDown': 'La búsqueda no está disponible en este momento.',
  'api.error': '¡Hubo un error!',
  'api.customerNotSaved': 'No se pudo guardar el cliente.',
} satisfies Pack;
