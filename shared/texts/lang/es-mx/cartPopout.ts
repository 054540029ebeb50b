import type { Pack } from '../../languages';

/** Spanish (Mexico): the `cartPopout` catalog's texts. */
export default {
  'cartPopout.empty': 'Tu carrito está vacío.',
  'cartPopout.removeFailed': 'No se pudo quitar el artículo. Inténtalo de nuevo.',
  'cartPopout.loadFailed': 'No se pudo cargar el carrito.',
  'cartPopout.tryAgain': 'Intentar de nuevo',
  'cartPopout.loading': 'Cargando el carrito…',
  'cartPopout.productsCaption': 'Productos en tu carrito',
  'cartPopout.image': 'Imagen',
  'cartPopout.product': 'Producto',
  'cartPopout.quantity': 'Cantidad',
  'cartPopout.price': 'Precio',
  'cartPopout.remove': 'Quitar',
  'cartPopout.removeItem': 'Quitar {name}',
  'cartPopout.lineQuantity': 'x {quantity}',
  'cartPopout.totalsCaption': 'Totales del carrito',
  'cartPopout.viewCart': 'Ver carrito',
  'cartPopout.checkout': 'Pagar',
  'cartPopout.orderNotSaved': 'No se pudo guardar el pedido para pagar. Inténtalo de nuevo.',
  'cartPopout.shoppingCart': 'Carrito de compras, ',
  'cartPopout.cart': 'Carrito',
  'cartPopout.mobileLink': 'Carrito de compras',
  'cartPopout.mobileLinkCount': { one: 'Carrito de compras, {count} artículo', other: 'Carrito de compras, {count} artículos' },
} satisfies Pack;
