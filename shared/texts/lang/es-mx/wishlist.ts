import type { Pack } from '../../languages';

/** Spanish (Mexico): the `wishlist` catalog's texts. */
export default {
  'wishlist.empty': 'Tu lista de deseos está vacía.',
  'wishlist.loading': 'Cargando tu lista de deseos…',
  'wishlist.loadFailed': 'No se pudo cargar tu lista de deseos.',
  'wishlist.caption': 'Mi lista de deseos',
  'wishlist.image': 'Imagen',
  'wishlist.name': 'Nombre del producto',
  'wishlist.model': 'Modelo',
  'wishlist.price': 'Precio unitario',
  'wishlist.action': 'Acción',
} satisfies Pack;
