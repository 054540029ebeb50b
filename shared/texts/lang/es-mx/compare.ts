import type { Pack } from '../../languages';

/** Spanish (Mexico): the `compare` catalog's texts. */
export default {
  'compare.empty': 'No has elegido productos para comparar.',
  'compare.loading': 'Cargando la lista de comparación…',
  'compare.loadFailed': 'No se pudo cargar la lista de comparación.',
  'compare.caption': 'Comparación de productos',
  'compare.image': 'Imagen',
  'compare.price': 'Precio',
  'compare.model': 'Modelo',
  'compare.brand': 'Marca',
  'compare.availability': 'Disponibilidad',
  'compare.rating': 'Calificación',
  'compare.weight': 'Peso',
  'compare.length': 'Largo',
  'compare.width': 'Ancho',
  'compare.height': 'Alto',
} satisfies Pack;
