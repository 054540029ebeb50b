import type { Pack } from '../../languages';

/** Spanish (Mexico): the `product` catalog's texts. */
export default {
  'product.addToCart': 'Agregar al carrito',
  'product.buyNow': 'Comprar ahora',
  'product.addWithLabor': 'Agregar con mano de obra',
  'product.adding': 'Agregando…',
  'product.added': '¡Agregado!',
  'product.viewCart': 'Ver carrito',
  'product.addedToCart': 'Agregaste {product} al carrito.',
  'product.addedToCartFor': 'Agregaste {product} al carrito para {where}.',
  'product.loginForPrice': 'Inicia sesión para ver el precio',
  'product.specialPrice': 'Precio especial: ',
  'product.price': 'Precio: ',
  'product.regularPrice': 'Precio regular: ',
  'product.instantRebate': 'Descuento instantáneo',
  'product.priceBefore': 'Precio antes de descuentos: ',
  'product.orMore': '{quantity} o más',
  'product.quantityDiscounts': 'Descuentos por cantidad',
  'product.quantity': 'Cantidad',
  'product.priceHead': 'Precio',
  'product.outOfStock': 'Agotado',
  'product.inStock': { one: '{count} disponible', other: '{count} disponibles' },
  'product.laborTime': 'Tiempo de mano de obra: {time}',
  'product.laborCost': '; costo de mano de obra: {cost}',
  'product.laborSubtotal': ', {subtotal} por {quantity}',
} satisfies Pack;
