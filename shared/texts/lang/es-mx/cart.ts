import type { Pack } from '../../languages';

/** Spanish (Mexico): the `cart` catalog's texts. */
export default {
  'cart.empty': 'Tu carrito está vacío.',
  'cart.loadFailed': 'No se pudo cargar el carrito.',
  'cart.codeFailed': 'No se pudo aplicar el código. Inténtalo de nuevo.',
  'cart.codeRemoveFailed': 'No se pudo quitar el código. Inténtalo de nuevo.',
  'cart.creditRemoveFailed': 'No se pudo quitar el crédito de la tienda. Inténtalo de nuevo.',
  'cart.tryAgain': 'Intentar de nuevo',
  'cart.loading': 'Cargando el carrito…',
  'cart.products': 'Productos en tu carrito',
  'cart.codes': 'Códigos',
  'cart.useCoupon': 'Usar código de cupón',
  'cart.useGiftCertificate': 'Usar certificado de regalo',
  'cart.appliedCodes': 'Códigos aplicados',
  'cart.coupon': 'Cupón',
  'cart.voucher': 'Certificado de regalo',
  'cart.reward': 'Puntos de recompensa',
  'cart.weight': 'Peso: {weight}',
  'cart.remove': 'Quitar',
  'cart.removeItem': 'Quitar {name}',
} satisfies Pack;
