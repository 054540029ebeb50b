import type { Pack } from '../../languages';

/** Spanish (Mexico): the `orderHistory` catalog's texts. */
export default {
  'orderHistory.open': 'Historial del pedido',
  'orderHistory.title': 'Agregar al historial del pedido',
  'orderHistory.noToken': 'El historial del pedido necesita el user_token de la administración: ábrelo desde la página del pedido en la administración.',
} satisfies Pack;
